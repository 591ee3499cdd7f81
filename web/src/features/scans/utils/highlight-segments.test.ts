import { describe, expect, it } from 'vitest';
import { type HighlightSpan, segmentText } from './highlight-segments';

const span = (start: number, end: number, status: HighlightSpan['status'], keyword: string) => ({
  start,
  end,
  status,
  keyword,
});
const joined = (text: string, spans: HighlightSpan[]) =>
  segmentText(text, spans)
    .map((s) => s.text)
    .join('');

describe('segmentText', () => {
  it('returns the whole text as one plain segment without spans', () => {
    expect(segmentText('plain text', [])).toEqual([
      { text: 'plain text', start: 0, end: 10, mark: null },
    ]);
  });

  it('marks a keyword between plain text', () => {
    const segments = segmentText('We use Kubernetes daily', [span(7, 17, 'missing', 'Kubernetes')]);
    expect(segments).toEqual([
      { text: 'We use ', start: 0, end: 7, mark: null },
      {
        text: 'Kubernetes',
        start: 7,
        end: 17,
        mark: { status: 'missing', keywords: ['Kubernetes'] },
      },
      { text: ' daily', start: 17, end: 23, mark: null },
    ]);
  });

  it('splits overlapping spans at every boundary and lets the most urgent status win', () => {
    // "Node.js" matched, "js" (JavaScript) partial inside it, "Node" missing: all overlap.
    const text = 'Node.js dev';
    const segments = segmentText(text, [
      span(0, 7, 'matched', 'Node.js'),
      span(5, 7, 'partial', 'JavaScript'),
      span(0, 4, 'missing', 'Node'),
    ]);
    expect(segments.map((s) => [s.text, s.mark?.status ?? null, s.mark?.keywords ?? []])).toEqual([
      ['Node', 'missing', ['Node.js', 'Node']],
      ['.', 'matched', ['Node.js']],
      ['js', 'partial', ['Node.js', 'JavaScript']],
      [' dev', null, []],
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
  });

  it('merges the same keyword reported twice into one segment', () => {
    const segments = segmentText('AWS here', [
      span(0, 3, 'matched', 'AWS'),
      span(0, 3, 'matched', 'AWS'),
    ]);
    expect(segments[0]).toEqual({
      text: 'AWS',
      start: 0,
      end: 3,
      mark: { status: 'matched', keywords: ['AWS'] },
    });
    expect(segments).toHaveLength(2);
  });

  it('clamps offsets outside the text and drops empty, inverted and non-numeric spans', () => {
    const text = 'Go and Rust';
    const segments = segmentText(text, [
      span(-5, 2, 'matched', 'Go'),
      span(7, 999, 'missing', 'Rust'),
      span(4, 4, 'missing', 'empty'),
      span(6, 3, 'missing', 'inverted'),
      span(Number.NaN, 3, 'missing', 'nan'),
      span(50, 60, 'missing', 'beyond'),
    ]);
    expect(segments.map((s) => [s.text, s.mark?.keywords ?? null])).toEqual([
      ['Go', ['Go']],
      [' and ', null],
      ['Rust', ['Rust']],
    ]);
    expect(joined(text, [span(-1, 100, 'matched', 'all')])).toBe(text);
  });

  it('handles an empty text', () => {
    expect(segmentText('', [span(0, 3, 'matched', 'x')])).toEqual([]);
  });
});
