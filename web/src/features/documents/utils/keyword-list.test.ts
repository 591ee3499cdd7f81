import { describe, expect, it } from 'vitest';
import { formatKeywordList, parseKeywordList } from './keyword-list';

describe('parseKeywordList', () => {
  it('splits on commas, semicolons and new lines and drops blanks', () => {
    expect(parseKeywordList('TypeScript, Node.js , ,Go;\nAWS, ')).toEqual([
      'TypeScript',
      'Node.js',
      'Go',
      'AWS',
    ]);
    expect(parseKeywordList('  ')).toEqual([]);
  });

  it('round-trips a formatted list', () => {
    const list = ['C#', 'Node.js', 'CI/CD'];
    expect(parseKeywordList(formatKeywordList(list))).toEqual(list);
  });
});
