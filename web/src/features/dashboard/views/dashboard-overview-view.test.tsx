import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDashboardReady } from './dashboard-overview-view';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>{children}</SWRConfig>
);

afterEach(() => vi.restoreAllMocks());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

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
    const { result } = renderHook(() => useDashboardReady(), { wrapper });
    expect(result.current).toBe(false);
    await api.answer('/api/cv', json({ error: { code: 'not_found', message: 'No CV' } }, 404));
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current).toBe(false);
    await api.answer('/api/scans', json({ items: [], total: 0, page: 1, pageSize: 5 }));
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('is ready when a load failed too: the cards show their own error', async () => {
    const api = deferredApi();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useDashboardReady(), { wrapper });
    await api.answer('/api/scans', json({ error: { code: 'internal', message: 'Oops' } }, 500));
    await api.answer('/api/cv', json({ error: { code: 'not_found', message: 'No CV' } }, 404));
    await waitFor(() => expect(result.current).toBe(true));
  });
});
