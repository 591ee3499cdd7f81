import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchEarly, takeEarly } from './fetch-early';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('fetchEarly / takeEarly', () => {
  it('hands the page the request already on its way, once', async () => {
    const early = vi.fn(() => Promise.resolve('early'));
    const own = vi.fn(() => Promise.resolve('own'));
    fetchEarly('/api/a', early);
    fetchEarly('/api/a', early);
    expect(early).toHaveBeenCalledTimes(1);
    await expect(takeEarly('/api/a', own)).resolves.toBe('early');
    await expect(takeEarly('/api/a', own)).resolves.toBe('own');
    expect(own).toHaveBeenCalledTimes(1);
  });

  it('never hands out a failed request: the page asks again', async () => {
    fetchEarly('/api/b', () => Promise.reject(new Error('401')));
    await vi.advanceTimersByTimeAsync(0);
    await expect(takeEarly('/api/b', () => Promise.resolve('fresh'))).resolves.toBe('fresh');
  });

  it('does not hand out a request no page took within ten seconds', async () => {
    fetchEarly('/api/c', () => Promise.resolve('old'));
    await vi.advanceTimersByTimeAsync(10_001);
    await expect(takeEarly('/api/c', () => Promise.resolve('fresh'))).resolves.toBe('fresh');
    // An old entry does not block a new early request either.
    fetchEarly('/api/c', () => Promise.resolve('old'));
    await vi.advanceTimersByTimeAsync(10_001);
    fetchEarly('/api/c', () => Promise.resolve('new'));
    await expect(takeEarly('/api/c', () => Promise.resolve('own'))).resolves.toBe('new');
  });

  it('sends nothing when the page already asked by itself a moment ago', async () => {
    const own = vi.fn(() => Promise.resolve('own'));
    const early = vi.fn(() => Promise.resolve('early'));
    await takeEarly('/api/d', own);
    fetchEarly('/api/d', early);
    expect(early).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_001);
    fetchEarly('/api/d', early);
    expect(early).toHaveBeenCalledTimes(1);
  });
});
