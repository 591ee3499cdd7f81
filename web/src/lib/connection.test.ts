import { ApiErrorBody, apiRoutes } from '@jobfit/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from 'src/test/json-response';
import { apiCall } from './api-client';
import { i18n } from '@lingui/core';
import { CONNECTION_MESSAGES } from './connection-message';
import { ConnectionError, getConnectionState, reportConnection } from './connection';
import { fetchSessionUser } from './session';

afterEach(() => {
  vi.restoreAllMocks();
  reportConnection('ok');
});

describe('apiCall with the API down or busy', () => {
  it('turns a dropped connection into words a user can act on, and marks the app offline', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const failure = await apiCall(apiRoutes.getMasterCv).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ConnectionError);
    expect((failure as Error).message).toBe(i18n._(CONNECTION_MESSAGES.offline));
    expect(getConnectionState()).toBe('offline');
  });

  it('marks the app busy on a 503 and back to ok on the next answer', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    fetch.mockResolvedValueOnce(
      jsonResponse({ error: { code: 'unavailable', message: 'Busy' } }, 503),
    );
    await expect(apiCall(apiRoutes.listScans)).rejects.toMatchObject({ kind: 'busy' });
    expect(getConnectionState()).toBe('busy');
    const noScans = { items: [], total: 0, page: 1, pageSize: 20 };
    fetch.mockResolvedValueOnce(jsonResponse(noScans));
    await expect(apiCall(apiRoutes.listScans)).resolves.toEqual(noScans);
    expect(getConnectionState()).toBe('ok');
  });

  it('keeps the server’s own message for an ordinary error', async () => {
    const body = { error: { code: 'validation', message: 'The CV is empty' } };
    ApiErrorBody.parse(body);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(body, 400));
    await expect(apiCall(apiRoutes.getMasterCv)).rejects.toMatchObject({
      status: 400,
      message: 'The CV is empty',
    });
    expect(getConnectionState()).toBe('ok');
  });
});

describe('fetchSessionUser', () => {
  it('tells a 429 apart from being signed out', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ message: 'Too many requests' }, 429),
    );
    await expect(fetchSessionUser('/api/auth/get-session')).rejects.toBeInstanceOf(ConnectionError);
    expect(getConnectionState()).toBe('busy');
  });
});
