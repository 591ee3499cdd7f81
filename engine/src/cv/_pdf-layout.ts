// Text items with positions → lines in reading order: full-width rows first, then each column
// top to bottom (docs/decisions/120-cv-layout.md). Thresholds are in units of the font size and
// are set in docs/decisions/010-cv-parsing.md unless a comment says otherwise.
import { cleanText, stripBullet, type CvLine } from './_line.ts';
import { splitColumns } from './_pdf-columns.ts';
import { groupRows, type Row } from './_pdf-rows.ts';
import { dropIcons, iconFonts } from './_pdf-glyphs.ts';
import { joinBrokenWords, joinSpacedLetters } from './_text-clean.ts';

/** One positioned text run from the PDF text layer (origin bottom-left). */
export interface PdfItem {
  str: string;
  x: number;
  y: number;
  width: number;
  size: number;
  font: string;
}

export interface PdfPage {
  width: number;
  height: number;
  items: PdfItem[];
}

interface Chunk {
  text: string;
  x0: number;
  x1: number;
  y: number;
  size: number;
  font: string;
  row: number;
  items: PdfItem[];
}

/** What the layout pass saw, for `meta.layout` and the warnings. */
export interface LayoutInfo {
  /** Pages read as two columns. */
  twoColumnPages: number;
  /** The side of a narrow panel with its own headings, on the first page that has one. */
  sidebar?: 'left' | 'right';
  tableRows: number;
  /** Icon glyphs were dropped (icon fonts, private-use code points). */
  icons: boolean;
}

// A gap wider than this many font sizes starts a new cell ("Employer ....... City").
const CELL_GAP = 1.2;

function weightedMode<T>(pairs: [T, number][]): T | undefined {
  const counts = new Map<T, number>();
  for (const [k, w] of pairs) counts.set(k, (counts.get(k) ?? 0) + w);
  let best: T | undefined;
  let bestW = -1;
  for (const [k, w] of counts) if (w > bestW) [best, bestW] = [k, w];
  return best;
}

// Whether two adjacent items need a space between them. A larger capital straight before a run
// of smaller capitals is small-caps typesetting ("R" + "ICHARD"): one word.
function separator(prev: PdfItem, it: PdfItem, gap: number, spaced: boolean): string {
  if (smallCaps(prev, it) && gap < 0.3 * prev.size && !spaced) return '';
  const edge = prev.str.endsWith(' ') || it.str.startsWith(' ');
  // A wide gap stays visible as two spaces, so letter-spaced words can be told apart.
  if (gap > 0.6 * it.size) return edge ? ' ' : '  ';
  if (edge) return '';
  return gap > 0.15 * it.size || spaced ? ' ' : '';
}

function smallCaps(prev: PdfItem, it: PdfItem): boolean {
  return (
    /^\p{Lu}$/u.test(prev.str.trim()) &&
    prev.size >= 1.1 * it.size &&
    /^\p{Lu}{2,}/u.test(it.str) &&
    it.str.trim() === it.str.trim().toUpperCase()
  );
}

function toChunks(rows: Row[]): Chunk[] {
  const chunks: Chunk[] = [];
  rows.forEach((row, r) => {
    let cur: Chunk | undefined;
    let prev: PdfItem | undefined;
    for (const it of row.items) {
      const gap = cur ? it.x - cur.x1 : Infinity;
      if (cur && prev && gap <= CELL_GAP * Math.max(it.size, cur.size)) {
        const spaced = row.spaced.has(it);
        const joined = smallCaps(prev, it) && gap < 0.3 * prev.size && !spaced;
        cur.text += separator(prev, it, gap, spaced) + (joined ? it.str.toLowerCase() : it.str);
        cur.x1 = Math.max(cur.x1, it.x + it.width);
        cur.items.push(it);
      } else {
        cur = {
          text: it.str,
          x0: it.x,
          x1: it.x + it.width,
          y: it.y,
          size: it.size,
          font: it.font,
          row: r,
          items: [it],
        };
        chunks.push(cur);
      }
      prev = it;
    }
  });
  for (const c of chunks) c.text = joinSpacedLetters(c.text);
  return chunks;
}

/** Splits a cell on the visual separators CV headers use: "a | b", "a • b", "a — b". */
function splitCell(text: string): string[] {
  return text
    .split(/\s+[|•·◦]\s+|\s{3,}/)
    .map(cleanText)
    .filter((s) => s !== '');
}

function chunksToLines(
  chunks: Chunk[],
  page: number,
  body: { size: number; font: string; lead: number },
): CvLine[] {
  const byRow = new Map<number, Chunk[]>();
  for (const c of chunks) byRow.set(c.row, [...(byRow.get(c.row) ?? []), c]);
  const left = Math.min(...chunks.map((c) => c.x0));
  const lines: CvLine[] = [];
  let prevY: number | undefined;
  for (const row of [...byRow.values()].sort((a, b) => (b[0]?.y ?? 0) - (a[0]?.y ?? 0))) {
    row.sort((a, b) => a.x0 - b.x0);
    const first = row[0];
    if (!first) continue;
    const { text, bullet } = stripBullet(cleanText(first.text));
    const segments = [...splitCell(text), ...row.slice(1).flatMap((c) => splitCell(c.text))];
    if (segments.length === 0) continue;
    // A soft hyphen ending the row marks a broken word: keep it until the words are joined.
    if (/\u00AD\s*$/u.test(row.at(-1)?.text ?? '')) segments[segments.length - 1] += '\u00AD';
    const gap = prevY === undefined ? 0 : (prevY - first.y - body.lead) / body.lead;
    prevY = first.y;
    lines.push({
      segments,
      size: Math.round((first.size / body.size) * 100) / 100,
      styleKey: `${first.font}@${Math.round(first.size * 2) / 2}`,
      distinctFont: first.font !== body.font,
      bold: false,
      headingLevel: 0,
      gapAbove: Math.max(0, Math.round(gap * 10) / 10),
      indent: Math.round(((first.x0 - left) / body.size) * 10) / 10,
      bullet,
      page,
    });
  }
  return joinBrokenWords(lines).map((l) => ({
    ...l,
    segments: l.segments.map((s) => s.replace(/\u00AD/g, '')).filter((s) => s !== ''),
  }));
}

const PAGE_NUMBER = /^(?:page\s*)?\d{1,3}(?:\s*(?:\/|of)\s*\d{1,3})?$/i;

/** "2/4", "Page 2 of 4": this page's number out of the file's page count, wherever it stands. */
function isPageCount(text: string, page: number, pages: number): boolean {
  const m = /^(?:page\s*)?(\d{1,3})\s*(?:\/|of)\s*(\d{1,3})$/i.exec(text);
  return pages > 1 && Number(m?.[1]) === page && Number(m?.[2]) === pages;
}

/** Drops page numbers and lines repeated at the top or bottom of several pages (running heads). */
function dropRunningLines(pages: { page: PdfPage; items: PdfItem[] }[]): PdfItem[][] {
  const chunked = pages.map(({ items }) => toChunks(groupRows(items)));
  const inBand = (c: Chunk, p: PdfPage): boolean => c.y > p.height * 0.93 || c.y < p.height * 0.08;
  const key = (c: Chunk): string => cleanText(c.text).replace(/\d+/g, '#').toLowerCase();
  const seen = new Map<string, Set<number>>();
  chunked.forEach((chunks, i) => {
    const page = pages[i]?.page;
    if (!page) return;
    for (const c of chunks)
      if (inBand(c, page)) seen.set(key(c), (seen.get(key(c)) ?? new Set()).add(i));
  });
  return chunked.map((chunks, i) => {
    const page = pages[i]?.page;
    const dropped = new Set<PdfItem>();
    for (const c of chunks) {
      if (page && isPageCount(cleanText(c.text), i + 1, pages.length)) {
        for (const it of c.items) dropped.add(it);
        continue;
      }
      if (!page || !inBand(c, page)) continue;
      const repeated = pages.length > 1 && (seen.get(key(c))?.size ?? 0) > 1;
      // A running head keeps its first-page copy at the top: it is often the name and contacts.
      const firstTop = i === 0 && c.y > page.height * 0.93;
      if (PAGE_NUMBER.test(cleanText(c.text)) || (repeated && !firstTop))
        for (const it of c.items) dropped.add(it);
    }
    return (pages[i]?.items ?? []).filter((it) => !dropped.has(it));
  });
}

/**
 * Rows of three or more cells that line up on the same x positions as the rows right above and
 * below them look like a table; rows of the same shape with text between them are entries.
 */
function countTableRows(chunks: Chunk[]): number {
  const byRow = new Map<number, number[]>();
  for (const c of chunks) byRow.set(c.row, [...(byRow.get(c.row) ?? []), Math.round(c.x0 / 4)]);
  let total = 0;
  let run = 0;
  let prevKey = '';
  let prevRow = -2;
  for (const [row, xs] of [...byRow].sort((a, b) => a[0] - b[0])) {
    const key = xs.length >= 3 ? xs.join(',') : '';
    run = key !== '' && key === prevKey && row === prevRow + 1 ? run + 1 : key ? 1 : 0;
    if (run === 3) total += 3;
    else if (run > 3) total++;
    prevKey = key;
    prevRow = row;
  }
  return total;
}

/**
 * Pages of positioned items → lines in reading order, plus what the layout looked like.
 * @example const { lines, info } = layoutPdf([{ width: 612, height: 792, items }])
 */
export function layoutPdf(pages: PdfPage[]): { lines: CvLine[]; info: LayoutInfo } {
  const all = pages.flatMap((p) => p.items).filter((it) => it.str.trim() !== '' && it.size > 0);
  const size =
    weightedMode(all.map((it): [number, number] => [Math.round(it.size * 2) / 2, it.str.length])) ??
    10;
  const font = weightedMode(all.map((it): [string, number] => [it.font, it.str.length])) ?? '';
  const body = { size, font, lead: size * 1.25 };
  const info: LayoutInfo = { twoColumnPages: 0, tableRows: 0, icons: false };
  const icons = iconFonts(pages, font);
  const cleaned = pages.map((page) => {
    const { items, icons: dropped } = dropIcons(page.items, icons);
    if (dropped) info.icons = true;
    return { page, items };
  });
  const lines: CvLine[] = [];
  dropRunningLines(cleaned).forEach((items, i) => {
    const page = pages[i];
    const rows = groupRows(items);
    if (!page || rows.length === 0) return;
    const split = splitColumns(rows, page.width);
    const regions = split
      ? [split.header, split.left, split.right, split.footer]
      : [rows.flatMap((r) => r.all)];
    if (split) {
      info.twoColumnPages++;
      info.sidebar ??= split.sidebar;
    }
    for (const region of regions) {
      const chunks = toChunks(groupRows(region));
      if (chunks.length === 0) continue;
      info.tableRows += countTableRows(chunks);
      lines.push(...chunksToLines(chunks, i + 1, body));
    }
  });
  return { lines, info };
}
