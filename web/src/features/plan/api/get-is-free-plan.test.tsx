import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FreshSwr } from 'src/test/fresh-swr';
import { jsonResponse } from 'src/test/json-response';
import { useIsFreePlan } from './get-is-free-plan';

afterEach(() => vi.restoreAllMocks());

function mockFetch(body: unknown, status = 200) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse(body, status));
}

describe('useIsFreePlan', () => {
  it('is true until loaded, then the server value', async () => {
    mockFetch(false);
    const { result } = renderHook(() => useIsFreePlan(true), { wrapper: FreshSwr });
    expect(result.current.isFree).toBe(true);
    await waitFor(() => expect(result.current.isFree).toBe(false));
  });

  it('treats a failed load as free', async () => {
    mockFetch({ error: { code: 'unauthorized', message: 'Sign in' } }, 401);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useIsFreePlan(true), { wrapper: FreshSwr });
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(result.current.isFree).toBe(true);
  });

  it('renders nothing again when the answer is the free plan it assumed', async () => {
    const answered = mockFetch(true);
    let renders = 0;
    renderHook(
      () => {
        renders += 1;
        return useIsFreePlan(true);
      },
      { wrapper: FreshSwr },
    );
    await waitFor(() => expect(answered).toHaveBeenCalled());
    // Long enough for SWR to have stored the answer and told its readers.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renders).toBe(1);
  });
});
