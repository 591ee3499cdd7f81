import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setNavigating } from 'src/lib/navigating';
import { useStagedMount } from './use-staged-mount';

describe('useStagedMount', () => {
  it('mounts nothing in the first render, then one stage per step up to the last', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const shown = useStagedMount(3);
      seen.push(shown);
      return shown;
    });
    expect(seen[0]).toBe(0);
    await waitFor(() => expect(result.current).toBe(3));
    // Every count from 0 to 3 was rendered, in order, and it never went past the last stage.
    expect([...new Set(seen)]).toEqual([0, 1, 2, 3]);
  });

  it('starts no further stage while a navigation is under way, and goes on after it', async () => {
    setNavigating(true);
    const { result } = renderHook(() => useStagedMount(3));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(result.current).toBe(0);
    setNavigating(false);
    await waitFor(() => expect(result.current).toBe(3));
  });

  it('stops at once when there is nothing to stage', async () => {
    const { result } = renderHook(() => useStagedMount(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe(0);
  });
});
