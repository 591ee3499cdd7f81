import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FreshSwr } from 'src/test/fresh-swr';
import { jsonResponse } from 'src/test/json-response';
import { useDashboardReady } from './dashboard-overview-view';

afterEach(() => vi.restoreAllMocks());

/** Answers /api/cv and /api/scans only when the test says so. */
function deferredApi() {
  const pending = new Map<string, (res: Response) => void>();
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    (input) =>
      new Promise<Response>((resolve) => {
        pending.set(new URL(String(input), 'http://localhost').pathname, resolve);
      }),
  );
  return {
    answer: async (path: string, res: Response) => {
      await waitFor(() => expect(pending.has(path)).toBe(true));
      pending.get(path)?.(res);
    },
  };
}

describe('useDashboardReady', () => {
  it('waits for both the master CV and the latest scans', async () => {
    const api = deferredApi();
    const { result } = renderHook(() => useDashboardReady(), { wrapper: FreshSwr });
    expect(result.current).toBe(false);
    await api.answer(
      '/api/cv',
      jsonResponse({ error: { code: 'not_found', message: 'No CV' } }, 404),
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current).toBe(false);
    await api.answer('/api/scans', jsonResponse({ items: [], total: 0, page: 1, pageSize: 5 }));
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('is ready when a load failed too: the cards show their own error', async () => {
    const api = deferredApi();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useDashboardReady(), { wrapper: FreshSwr });
    await api.answer(
      '/api/scans',
      jsonResponse({ error: { code: 'internal', message: 'Oops' } }, 500),
    );
    await api.answer(
      '/api/cv',
      jsonResponse({ error: { code: 'not_found', message: 'No CV' } }, 404),
    );
    await waitFor(() => expect(result.current).toBe(true));
  });
});
