// Text items with positions → lines in reading order, two-column pages read column by column.
// Thresholds are in units of the font size and are set in docs/decisions/010-cv-parsing.md.
import { cleanText, stripBullet, type CvLine } from './_line.ts';

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
}

/** What the layout pass saw, for warnings. */
export interface LayoutInfo {
  twoColumnPages: number;
  tableRows: number;
}

// A gap wider than this many font sizes starts a new cell ("Employer ....... City").
const CELL_GAP = 1.2;
// Baselines closer than this share a row (superscripts, icons nudged up or down).
const ROW_TOLERANCE = 0.4;

function weightedMode<T>(pairs: [T, number][]): T | undefined {
  const counts = new Map<T, number>();
  for (const [k, w] of pairs) counts.set(k, (counts.get(k) ?? 0) + w);
  let best: T | undefined;
  let bestW = -1;
  for (const [k, w] of counts) if (w > bestW) [best, bestW] = [k, w];
  return best;
}

function toChunks(items: PdfItem[]): Chunk[] {
  const sorted = items
    .filter((it) => it.size > 0 && it.str.trim() !== '')
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: PdfItem[][] = [];
  let rowY = Infinity;
  let rowSize = 0;
  for (const it of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(rowY - it.y) <= ROW_TOLERANCE * Math.min(it.size, rowSize)) {
      row.push(it);
      rowSize = Math.max(rowSize, it.size);
    } else {
      rows.push([it]);
      rowY = it.y;
      rowSize = it.size;
    }
  }
  const chunks: Chunk[] = [];
  rows.forEach((row, r) => {
    row.sort((a, b) => a.x - b.x);
    let cur: Chunk | undefined;
    for (const it of row) {
      const gap = cur ? it.x - cur.x1 : Infinity;
      if (cur && gap <= CELL_GAP * Math.max(it.size, cur.size)) {
        const space = gap > 0.15 * it.size && !cur.text.endsWith(' ') && !it.str.startsWith(' ');
        cur.text += (space ? ' ' : '') + it.str;
        cur.x1 = Math.max(cur.x1, it.x + it.width);
      } else {
        cur = {
          text: it.str,
          x0: it.x,
          x1: it.x + it.width,
          y: it.y,
          size: it.size,
          font: it.font,
          row: r,
        };
        chunks.push(cur);
      }
    }
  });
  return chunks;
}

/**
 * Finds a vertical gutter that splits the page into two text columns below an optional
 * full-width header; returns its x, or undefined for a single-column page.
 */
function findGutter(
  chunks: Chunk[],
  width: number,
  height: number,
): { x: number; headerRows: Set<number> } | undefined {
  const total = chunks.reduce((n, c) => n + c.text.length, 0);
  if (total < 200) return undefined;
  let best: { x: number; headerRows: Set<number>; score: number } | undefined;
  for (let x = width * 0.22; x <= width * 0.78; x += 4) {
    // A full-width line in the bottom band (a footer note) does not end the columns above it.
    const crossing = chunks.filter((c) => c.x0 < x - 2 && c.x1 > x + 2 && c.y > height * 0.08);
    const lowestCross = Math.min(...crossing.map((c) => c.y), Infinity);
    const body = chunks.filter((c) => c.y < lowestCross);
    const left = body.filter((c) => c.x1 <= x + 2);
    const right = body.filter((c) => c.x0 >= x - 2);
    const lc = left.reduce((n, c) => n + c.text.length, 0);
    const rc = right.reduce((n, c) => n + c.text.length, 0);
    const rightRows = new Set(right.map((c) => c.row)).size;
    const leftRows = new Set(left.map((c) => c.row)).size;
    // Both sides must carry real text (a column of dates or a left margin of years is not a column).
    if (
      lc + rc < total * 0.6 ||
      lc < total * 0.2 ||
      rc < total * 0.2 ||
      rightRows < 6 ||
      leftRows < 6
    )
      continue;
    // Each column must be wide: a margin of headings or dates beside the text is not a column.
    const leftWidth = x - Math.min(...left.map((c) => c.x0));
    const rightWidth = Math.max(...right.map((c) => c.x1)) - x;
    if (leftWidth < width * 0.2 || rightWidth < width * 0.2) continue;
    // Rows that hold text on both sides at different baselines show independent columns.
    const leftYs = new Set(left.map((c) => Math.round(c.y)));
    const offset = right.filter((c) => !leftYs.has(Math.round(c.y))).length / right.length;
    if (offset < 0.3 && rc < total * 0.3) continue;
    const score = lc + rc - crossing.length * 50;
    if (!best || score > best.score) {
      const headerRows = new Set(chunks.filter((c) => c.y >= lowestCross).map((c) => c.row));
      best = { x, headerRows, score };
    }
  }
  return best && { x: best.x, headerRows: best.headerRows };
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
  return lines;
}

const PAGE_NUMBER = /^(?:page\s*)?\d{1,3}(?:\s*(?:\/|of)\s*\d{1,3})?$/i;

/** Drops page numbers and lines repeated at the top or bottom of several pages (running heads). */
function dropRunningLines(
  pages: { page: PdfPage; chunks: Chunk[] }[],
): { page: PdfPage; chunks: Chunk[] }[] {
  const inBand = (c: Chunk, p: PdfPage): boolean => c.y > p.height * 0.93 || c.y < p.height * 0.08;
  const key = (c: Chunk): string => cleanText(c.text).replace(/\d+/g, '#').toLowerCase();
  const seen = new Map<string, Set<number>>();
  pages.forEach(({ page, chunks }, i) => {
    for (const c of chunks)
      if (inBand(c, page)) seen.set(key(c), (seen.get(key(c)) ?? new Set()).add(i));
  });
  return pages.map(({ page, chunks }, i) => ({
    page,
    chunks: chunks.filter((c) => {
      if (!inBand(c, page)) return true;
      if (PAGE_NUMBER.test(cleanText(c.text))) return false;
      const repeated = pages.length > 1 && (seen.get(key(c))?.size ?? 0) > 1;
      // A running head keeps its first-page copy at the top: it is often the name and contacts.
      const firstTop = i === 0 && c.y > page.height * 0.93;
      return !repeated || firstTop;
    }),
  }));
}

/** Rows whose cells line up with at least two others on the same x positions look like a table. */
function countTableRows(chunks: Chunk[]): number {
  const byRow = new Map<number, number[]>();
  for (const c of chunks) byRow.set(c.row, [...(byRow.get(c.row) ?? []), Math.round(c.x0 / 4)]);
  const grid = new Map<string, number>();
  for (const xs of byRow.values())
    if (xs.length >= 3) grid.set(xs.join(','), (grid.get(xs.join(',')) ?? 0) + 1);
  return [...grid.values()].filter((n) => n >= 3).reduce((a, b) => a + b, 0);
}

/**
 * Pages of positioned items → lines in reading order, plus what the layout looked like.
 * @example const { lines } = layoutPdf([{ width: 612, height: 792, items }])
 */
export function layoutPdf(pages: PdfPage[]): { lines: CvLine[]; info: LayoutInfo } {
  const all = pages.flatMap((p) => p.items).filter((it) => it.str.trim() !== '' && it.size > 0);
  const size =
    weightedMode(all.map((it): [number, number] => [Math.round(it.size * 2) / 2, it.str.length])) ??
    10;
  const font = weightedMode(all.map((it): [string, number] => [it.font, it.str.length])) ?? '';
  const body = { size, font, lead: size * 1.25 };
  const info: LayoutInfo = { twoColumnPages: 0, tableRows: 0 };
  const lines: CvLine[] = [];
  const perPage = dropRunningLines(pages.map((p) => ({ page: p, chunks: toChunks(p.items) })));
  perPage.forEach(({ page, chunks }, i) => {
    if (chunks.length === 0) return;
    info.tableRows += countTableRows(chunks);
    const gutter = findGutter(chunks, page.width, page.height);
    if (!gutter) {
      lines.push(...chunksToLines(chunks, i + 1, body));
      return;
    }
    info.twoColumnPages++;
    const header = chunks.filter((c) => gutter.headerRows.has(c.row));
    const rest = chunks.filter((c) => !gutter.headerRows.has(c.row));
    for (const part of [
      header,
      rest.filter((c) => c.x0 < gutter.x),
      rest.filter((c) => c.x0 >= gutter.x),
    ]) {
      if (part.length > 0) lines.push(...chunksToLines(part, i + 1, body));
    }
  });
  return { lines, info };
}
