import { describe, expect, it } from 'vitest';
import { moveItem, removeAt, replaceAt } from './move-item';

describe('moveItem', () => {
  it.each([
    [0, 2, ['b', 'c', 'a']],
    [2, 0, ['c', 'a', 'b']],
    [1, 2, ['a', 'c', 'b']],
    [1, 9, ['a', 'c', 'b']],
    [1, -3, ['b', 'a', 'c']],
    [1, 1, ['a', 'b', 'c']],
    [7, 0, ['a', 'b', 'c']],
  ])('moves the item at %i to %i', (from, to, expected) => {
    const items = ['a', 'b', 'c'];
    expect(moveItem(items, from, to)).toEqual(expected);
    expect(items).toEqual(['a', 'b', 'c']);
  });
});

describe('replaceAt / removeAt', () => {
  it('copy the list with one item changed or gone', () => {
    const items = ['a', 'b', 'c'];
    expect(replaceAt(items, 1, 'B')).toEqual(['a', 'B', 'c']);
    expect(removeAt(items, 0)).toEqual(['b', 'c']);
    expect(items).toEqual(['a', 'b', 'c']);
  });
});
