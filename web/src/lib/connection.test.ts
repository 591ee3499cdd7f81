import { ApiErrorBody } from '@jobfit/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest } from './api-client';
import {
  ConnectionError,
  getConnectionState,
  OFFLINE_MESSAGE,
  reportConnection,
} from './connection';
import { fetchSessionUser } from './session';

afterEach(() => {
  vi.restoreAllMocks();
  reportConnection('ok');
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiRequest with the API down or busy', () => {
  it('turns a dropped connection into words a user can act on, and marks the app offline', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const failure = await apiRequest('/api/cv', z.unknown()).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ConnectionError);
    expect((failure as Error).message).toBe(OFFLINE_MESSAGE);
    expect(getConnectionState()).toBe('offline');
  });

  it('marks the app busy on a 503 and back to ok on the next answer', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    fetch.mockResolvedValueOnce(json({ error: { code: 'unavailable', message: 'Busy' } }, 503));
    await expect(apiRequest('/api/scans', z.unknown())).rejects.toMatchObject({ kind: 'busy' });
    expect(getConnectionState()).toBe('busy');
    fetch.mockResolvedValueOnce(json({ ok: true }));
    await expect(apiRequest('/api/scans', z.object({ ok: z.boolean() }))).resolves.toEqual({
      ok: true,
    });
    expect(getConnectionState()).toBe('ok');
  });

  it('keeps the server’s own message for an ordinary error', async () => {
    const body = { error: { code: 'validation', message: 'The CV is empty' } };
    ApiErrorBody.parse(body);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(body, 400));
    await expect(apiRequest('/api/cv', z.unknown())).rejects.toMatchObject({
      status: 400,
      message: 'The CV is empty',
    });
    expect(getConnectionState()).toBe('ok');
  });
});

describe('fetchSessionUser', () => {
  it('tells a 429 apart from being signed out', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ message: 'Too many requests' }, 429));
    await expect(fetchSessionUser('/api/auth/get-session')).rejects.toBeInstanceOf(ConnectionError);
    expect(getConnectionState()).toBe('busy');
  });
});
