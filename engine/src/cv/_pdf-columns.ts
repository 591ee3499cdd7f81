// Columns and sidebars on one PDF page, read from geometry: a vertical gutter that no text crosses
// over most of the page height, with a block of real text on each side. Thresholds are in units of
// the font size or the page's text height and are set in docs/decisions/120-cv-layout.md.
import type { PdfItem } from './_pdf-layout.ts';
import type { Row } from './_pdf-rows.ts';

/** How one page splits: full-width rows above and below, two columns between. */
export interface PageSplit {
  gutter: number;
  header: PdfItem[];
  left: PdfItem[];
  right: PdfItem[];
  footer: PdfItem[];
  /** The narrow side, when it is a panel with its own headings. */
  sidebar?: 'left' | 'right';
}

// The columns must run over at least this share of the page's text height…
const MIN_BAND = 0.5;
// …and each side over at least this share (a contact block beside the name is not a column).
const MIN_SIDE_EXTENT = 0.35;
// A side is its own flow when this share of its rows has no text of the other side on the same
// baseline…
const MIN_OWN_ROWS = 0.3;
// …or, when the two sides share a baseline grid, when it is dense prose (words per row, and the
// share of rows with another row of the side within LINE_GAP font sizes).
const PROSE_WORDS = 3;
const PROSE_DENSITY = 0.6;
// Every column has a block of at least this many lines, each within LINE_GAP font sizes of the
// one above (headings, dates and places in a margin come one or two at a time).
const MIN_RUN = 4;
const LINE_GAP = 2.2;
// A side narrower than this share of the text width, with a heading of its own, is a sidebar.
const SIDEBAR_WIDTH = 0.4;
// Rows at the top of one side, above the other side's first row and followed by this many font
// sizes of empty space, belong to the page header (a job title centred under the name).
const HEADER_GAP = 2.4;

// Month names and "present" are not words of prose: a column of dates is not a column of text.
const NOT_PROSE =
  /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|present|current|now|today|since|to|bis|heute)$/i;

/** What one side of a candidate gutter holds. */
interface Side {
  rows: number;
  /** Short rows set larger or in capitals: the side's own headings (counted when asked). */
  headings: () => number;
  /** The most lines of this side in a row, each within LINE_GAP font sizes of the one above. */
  run: number;
  own: number;
  wordy: number;
  words: number;
  dense: number;
  top: number;
  bottom: number;
  x0: number;
  x1: number;
}

// Text set on the same line as text across the gutter sits on the very same baseline; lines of
// two independent columns that merely fall into one row are apart by more than this.
const SAME_BASELINE = 0.1;

function sharesBaseline(mine: PdfItem[], other: PdfItem[]): boolean {
  return other.some((o) =>
    mine.some((m) => Math.abs(o.y - m.y) <= SAME_BASELINE * Math.max(o.size, m.size)),
  );
}

const wordCounts = new WeakMap<PdfItem, number>();

// Words of two letters or more that are not month names: counted once per item.
function proseWords(it: PdfItem): number {
  let n = wordCounts.get(it);
  if (n === undefined) {
    n = (it.str.match(/\p{L}{2,}/gu) ?? []).filter((t) => !NOT_PROSE.test(t)).length;
    wordCounts.set(it, n);
  }
  return n;
}

function sideStats(band: Row[], mine: PdfItem[][], other: PdfItem[][]): Side {
  const ys: number[] = [];
  const rowSizes: number[] = [];
  const sizes: number[] = [];
  let own = 0;
  let wordy = 0;
  let words = 0;
  let x0 = Infinity;
  let x1 = -Infinity;
  band.forEach((row, i) => {
    const items = mine[i] ?? [];
    if (items.length === 0) return;
    ys.push(row.y);
    rowSizes.push(Math.max(...items.map((it) => it.size)));
    if (!sharesBaseline(items, other[i] ?? [])) own++;
    const w = items.reduce((n, it) => n + proseWords(it), 0);
    words += w;
    if (w > 0) wordy++;
    for (const it of items) {
      x0 = Math.min(x0, it.x);
      x1 = Math.max(x1, it.x + it.width);
      sizes.push(it.size);
    }
  });
  const size = sizes.sort((a, b) => a - b)[Math.floor(sizes.length / 2)] ?? 10;
  let counted: number | undefined;
  const headings = (): number =>
    (counted ??= mine.filter((items) => items.length > 0 && isHeading(items, size)).length);
  // Lines follow on when the gap is within LINE_GAP sizes of the larger line (a heading's space).
  const near = (k: number): boolean =>
    (ys[k - 1] ?? Infinity) - (ys[k] ?? 0) <=
    LINE_GAP * Math.max(rowSizes[k - 1] ?? 0, rowSizes[k] ?? 0);
  const dense = ys.filter((_, k) => near(k) || near(k + 1)).length;
  let run = 0;
  let longest = 0;
  ys.forEach((_, k) => {
    run = near(k) ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return {
    rows: ys.length,
    headings,
    run: longest,
    own,
    wordy,
    words,
    dense,
    top: ys[0] ?? 0,
    bottom: ys.at(-1) ?? 0,
    x0,
    x1,
  };
}

/**
 * A side is a column of its own text, not a margin of headings, dates, places or form labels
 * beside the real text: it has a block of lines set one under the other; it runs down a good part
 * of the page or is a panel with two headings of its own; and it has rows of its own, or is dense
 * prose (a paragraph set on the same baseline grid as the other side). A label column whose every
 * line stands beside its value is read row by row.
 */
function isColumn(s: Side, textHeight: number): boolean {
  if (s.rows < 3 || s.wordy < 3 || s.run < MIN_RUN) return false;
  if (s.top - s.bottom < MIN_SIDE_EXTENT * textHeight && s.headings() < 2) return false;
  if (s.own >= Math.max(3, MIN_OWN_ROWS * s.rows)) return true;
  return s.words >= PROSE_WORDS * s.rows && s.dense >= PROSE_DENSITY * s.rows;
}

interface Candidate {
  x: number;
  from: number;
  to: number;
  score: number;
  left: Side;
  right: Side;
}

function evaluate(rows: Row[], x: number, textHeight: number): Candidate | undefined {
  // The longest run of rows that no span crosses is the body the gutter splits.
  let best: [number, number] | undefined;
  let start = -1;
  for (let i = 0; i <= rows.length; i++) {
    const row = rows[i];
    const crossing = row?.spans.some(([a, b]) => a < x - 1 && b > x + 1) ?? true;
    if (!crossing) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0) {
      const ext = (rows[start]?.y ?? 0) - (rows[i - 1]?.y ?? 0);
      if (!best || ext > (rows[best[0]]?.y ?? 0) - (rows[best[1]]?.y ?? 0)) best = [start, i - 1];
      start = -1;
    }
  }
  if (!best) return undefined;
  const band = rows.slice(best[0], best[1] + 1);
  if ((band[0]?.y ?? 0) - (band.at(-1)?.y ?? 0) < MIN_BAND * textHeight) return undefined;
  const lefts = band.map((r) => r.items.filter((it) => it.x + it.width <= x + 1));
  const rights = band.map((r) => r.items.filter((it) => it.x >= x - 1));
  const left = sideStats(band, lefts, rights);
  const right = sideStats(band, rights, lefts);
  if (!isColumn(left, textHeight) || !isColumn(right, textHeight)) return undefined;
  return {
    x,
    from: best[0],
    to: best[1],
    score: band.length * 1000 + Math.min(left.wordy, right.wordy),
    left,
    right,
  };
}

// A short row set larger than the side's text, or in capitals, reads as a heading.
function isHeading(items: PdfItem[], bodySize: number): boolean {
  const text = items.map((it) => it.str.trim()).join(' ');
  if (text.split(/\s+/).length > 4 || !/\p{L}{3}/u.test(text)) return false;
  const size = Math.max(...items.map((it) => it.size));
  return size >= 1.1 * bodySize || (text === text.toUpperCase() && /\p{Lu}{3}/u.test(text));
}

/**
 * Finds two columns on a page, or undefined when it reads as one column (right-aligned dates and
 * a margin of headings or dates beside the text stay one column).
 * @example splitColumns(groupRows(page.items), page.width)?.sidebar // 'left'
 */
export function splitColumns(rows: Row[], pageWidth: number): PageSplit | undefined {
  if (rows.length < 8) return undefined;
  let minX = Infinity;
  let maxX = -Infinity;
  for (const r of rows)
    for (const [a, b] of r.spans) {
      minX = Math.min(minX, a);
      maxX = Math.max(maxX, b);
    }
  const width = maxX - minX;
  const textHeight = (rows[0]?.y ?? 0) + (rows[0]?.size ?? 0) - (rows.at(-1)?.y ?? 0);
  if (width < pageWidth * 0.3 || textHeight <= 0) return undefined;
  let best: Candidate | undefined;
  const strip: number[] = [];
  // The verdict only changes where an item starts or ends: skip x positions that see the same
  // items on each side as the one before.
  const all = rows.flatMap((r) => r.all);
  const ends = all.map((it) => it.x + it.width).sort((a, b) => a - b);
  const starts = all.map((it) => it.x).sort((a, b) => a - b);
  let endsBefore = 0;
  let startsBefore = 0;
  let last: { key: string; c: Candidate | undefined } | undefined;
  for (let x = minX + 0.12 * width; x <= maxX - 0.12 * width; x += 2) {
    while (endsBefore < ends.length && (ends[endsBefore] ?? 0) <= x + 1) endsBefore++;
    while (startsBefore < starts.length && (starts[startsBefore] ?? 0) < x - 1) startsBefore++;
    const key = `${endsBefore}:${startsBefore}`;
    const c = last?.key === key ? last.c && { ...last.c, x } : evaluate(rows, x, textHeight);
    last = { key, c };
    if (!c) continue;
    if (!best || c.score > best.score) {
      best = c;
      strip.length = 0;
    }
    if (c.score === best.score && (strip.length === 0 || x - (strip.at(-1) ?? x) <= 2))
      strip.push(x);
  }
  if (!best) return undefined;
  // The middle of the empty strip is the gutter.
  const gutter = strip.length ? ((strip[0] ?? 0) + (strip.at(-1) ?? 0)) / 2 : best.x;
  const band = rows.slice(best.from, best.to + 1);
  const header = rows.slice(0, best.from);
  const footer = rows.slice(best.to + 1);
  promoteHeader(band, header, gutter);
  const items = (rs: Row[]): PdfItem[] => rs.flatMap((r) => r.all);
  const left = band.flatMap((r) => r.all.filter((it) => it.x + it.width / 2 < gutter));
  const right = band.flatMap((r) => r.all.filter((it) => it.x + it.width / 2 >= gutter));
  const narrow = best.left.x1 - best.left.x0 <= best.right.x1 - best.right.x0 ? 'left' : 'right';
  const side = narrow === 'left' ? best.left : best.right;
  const sidebar =
    side.x1 - side.x0 < SIDEBAR_WIDTH * width && side.headings() > 0 ? narrow : undefined;
  return {
    gutter,
    header: items(header),
    left,
    right,
    footer: items(footer),
    ...(sidebar ? { sidebar } : {}),
  };
}

// Moves the top rows of one side into the header when they stand above the other side's first
// row and apart from the rest of their side (a title centred under a name band).
function promoteHeader(band: Row[], header: Row[], gutter: number): void {
  const onLeft = (r: Row): boolean => r.items.some((it) => it.x + it.width / 2 < gutter);
  const onRight = (r: Row): boolean => r.items.some((it) => it.x + it.width / 2 >= gutter);
  for (let n = 0; n < 4 && band.length > 1; n++) {
    const first = band[0];
    const next = band[1];
    if (!first || !next) return;
    const oneSide = onLeft(first) !== onRight(first);
    const otherStarts = band.findIndex((r) => (onLeft(first) ? onRight(r) : onLeft(r)));
    const gap = first.y - next.y;
    if (!oneSide || otherStarts <= 0 || gap < HEADER_GAP * first.size) return;
    header.push(first);
    band.shift();
  }
}
