export type KeywordStatus = 'matched' | 'partial' | 'missing';

/** One keyword occurrence to mark: offsets in the text, the keyword and how the CV covers it. */
export type HighlightSpan = { start: number; end: number; status: KeywordStatus; keyword: string };

export type Segment = {
  text: string;
  start: number;
  end: number;
  /** null for plain text. With overlapping keywords, the most urgent status wins. */
  mark: { status: KeywordStatus; keywords: string[] } | null;
};

// A gap the user must act on outranks a half match, which outranks a match.
const RANK: Record<KeywordStatus, number> = { missing: 3, partial: 2, matched: 1 };

/**
 * Cuts `text` into plain and marked segments from evidence offsets. Offsets outside the text are
 * clamped, empty or inverted spans dropped, overlaps split at every boundary; neighbours with the
 * same mark are merged. The segments' texts joined give back `text` exactly.
 *
 * @example segmentText('use Go', [{ start: 4, end: 6, status: 'missing', keyword: 'Go' }])
 */
export function segmentText(text: string, spans: readonly HighlightSpan[]): Segment[] {
  const length = text.length;
  const valid = spans
    .filter((s) => Number.isFinite(s.start) && Number.isFinite(s.end))
    .map((s) => ({
      ...s,
      start: Math.max(0, Math.min(length, Math.floor(s.start))),
      end: Math.max(0, Math.min(length, Math.ceil(s.end))),
    }))
    .filter((s) => s.end > s.start);
  const cuts = [...new Set([0, length, ...valid.flatMap((s) => [s.start, s.end])])].sort(
    (a, b) => a - b,
  );
  const segments: Segment[] = [];
  for (let i = 0; i < cuts.length - 1; i++) {
    const start = cuts[i] as number;
    const end = cuts[i + 1] as number;
    const covering = valid.filter((s) => s.start <= start && s.end >= end);
    let mark: Segment['mark'] = null;
    if (covering.length > 0) {
      const status = covering.reduce<KeywordStatus>(
        (best, s) => (RANK[s.status] > RANK[best] ? s.status : best),
        'matched',
      );
      mark = { status, keywords: [...new Set(covering.map((s) => s.keyword))] };
    }
    const last = segments.at(-1);
    if (last && sameMark(last.mark, mark)) {
      last.end = end;
      last.text = text.slice(last.start, end);
    } else {
      segments.push({ text: text.slice(start, end), start, end, mark });
    }
  }
  return segments;
}

function sameMark(a: Segment['mark'], b: Segment['mark']): boolean {
  if (a === null || b === null) return a === b;
  return a.status === b.status && a.keywords.join('\u0000') === b.keywords.join('\u0000');
}
