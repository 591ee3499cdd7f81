import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIsFreePlan } from './get-is-free-plan';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>{children}</SWRConfig>
);

afterEach(() => vi.restoreAllMocks());

function mockFetch(body: unknown, status = 200) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}

describe('useIsFreePlan', () => {
  it('is true until loaded, then the server value', async () => {
    mockFetch(false);
    const { result } = renderHook(() => useIsFreePlan(true), { wrapper });
    expect(result.current.isFree).toBe(true);
    await waitFor(() => expect(result.current.isFree).toBe(false));
  });

  it('treats a failed load as free', async () => {
    mockFetch({ error: { code: 'unauthorized', message: 'Sign in' } }, 401);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useIsFreePlan(true), { wrapper });
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(result.current.isFree).toBe(true);
  });
});
