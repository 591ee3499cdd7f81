import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FreshSwr } from 'src/test/fresh-swr';
import { jsonResponse } from 'src/test/json-response';
import { useOnboardingStatus } from './get-onboarding-status';

afterEach(() => vi.restoreAllMocks());

function mockFetch(body: unknown, status = 200) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse(body, status));
}

describe('useOnboardingStatus', () => {
  it('does not ask while signed out or loading', () => {
    const fetch = mockFetch(true);
    const { result } = renderHook(
      () => useOnboardingStatus({ authenticated: false, loading: true }),
      { wrapper: FreshSwr },
    );
    expect(result.current.status).toBe('unknown');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports incomplete when the server answers false', async () => {
    mockFetch(false);
    const { result } = renderHook(
      () => useOnboardingStatus({ authenticated: true, loading: false }),
      { wrapper: FreshSwr },
    );
    await waitFor(() => expect(result.current.status).toBe('incomplete'));
    expect(window.localStorage.getItem('onboarding-completed')).toBeNull();
  });

  it('stores onboarding-completed = true and stops asking once complete', async () => {
    const fetch = mockFetch(true);
    const { result } = renderHook(
      () => useOnboardingStatus({ authenticated: true, loading: false }),
      { wrapper: FreshSwr },
    );
    await waitFor(() => expect(result.current.status).toBe('complete'));
    expect(window.localStorage.getItem('onboarding-completed')).toBe('true');
    expect(fetch).toHaveBeenCalledTimes(1);

    fetch.mockClear();
    const again = renderHook(() => useOnboardingStatus({ authenticated: true, loading: false }), {
      wrapper: FreshSwr,
    });
    expect(again.result.current.status).toBe('complete');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('logs a failure and lets the content render', async () => {
    mockFetch({ error: { code: 'internal', message: 'boom' } }, 500);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(
      () => useOnboardingStatus({ authenticated: true, loading: false }),
      { wrapper: FreshSwr },
    );
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(result.current.status).toBe('unknown');
  });
});
