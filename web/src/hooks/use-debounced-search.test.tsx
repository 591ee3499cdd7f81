import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedSearch } from './use-debounced-search';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The hook as a list uses it: the committed text becomes the value, trimmed as the results list does. */
function setup(initial = '') {
  const commits: string[] = [];
  const hook = renderHook(
    ({ value }: { value: string }) =>
      useDebouncedSearch(value, (text) => {
        commits.push(text);
        hook.rerender({ value: text.trim() });
      }),
    { initialProps: { value: initial } },
  );
  return { hook, commits };
}

describe('useDebouncedSearch', () => {
  it('shows what is typed at once and commits once, 300 ms after the last keystroke', () => {
    const { hook, commits } = setup();
    act(() => hook.result.current[1]('s'));
    act(() => void vi.advanceTimersByTime(200));
    act(() => hook.result.current[1]('sa'));
    act(() => void vi.advanceTimersByTime(200));
    act(() => hook.result.current[1]('sales'));
    expect(hook.result.current[0]).toBe('sales');
    expect(commits).toEqual([]);
    act(() => void vi.advanceTimersByTime(300));
    expect(commits).toEqual(['sales']);
    act(() => void vi.advanceTimersByTime(1000));
    expect(commits).toEqual(['sales']);
  });

  it('keeps a trailing space its own commit trimmed, so typing goes on', () => {
    const { hook, commits } = setup();
    act(() => hook.result.current[1]('sales '));
    act(() => void vi.advanceTimersByTime(300));
    expect(commits).toEqual(['sales ']);
    expect(hook.result.current[0]).toBe('sales ');
    act(() => hook.result.current[1]('sales lead'));
    act(() => void vi.advanceTimersByTime(300));
    expect(commits).toEqual(['sales ', 'sales lead']);
  });

  it('takes a value changed elsewhere (back button, clear filters) without committing it', () => {
    const { hook, commits } = setup('nurse');
    expect(hook.result.current[0]).toBe('nurse');
    act(() => hook.rerender({ value: '' }));
    expect(hook.result.current[0]).toBe('');
    act(() => void vi.advanceTimersByTime(1000));
    expect(commits).toEqual([]);
  });
});
