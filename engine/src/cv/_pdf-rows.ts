// Rows of a PDF page: text items that share a baseline, and the x-ranges they cover.
import type { PdfItem } from './_pdf-layout.ts';

/** Text items sharing a baseline, with the horizontal spans they cover. */
export interface Row {
  y: number;
  size: number;
  /** Text items, left to right. */
  items: PdfItem[];
  /** Text and space-only items, left to right. */
  all: PdfItem[];
  /** Covered x-ranges: touching items and items joined by a space run count as one span. */
  spans: [number, number][];
  /** Items that a space-only item stands right before (pdf.js marks some word breaks so). */
  spaced: Set<PdfItem>;
}

// Baselines closer than this many font sizes share a row (superscripts, icons nudged up or down).
const ROW_TOLERANCE = 0.4;

function isBlank(it: PdfItem): boolean {
  return it.str.trim() === '';
}

/**
 * Groups items into rows by baseline, top to bottom, each row sorted left to right. Space-only
 * items are kept only to join the text on either side of them into one span.
 * @example groupRows(page.items)[0]?.items.map((i) => i.str) // ['Ada Lovelace']
 */
export function groupRows(items: PdfItem[]): Row[] {
  const sorted = items
    .filter((it) => it.size > 0 && (!isBlank(it) || it.width > 0))
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: { y: number; size: number; all: PdfItem[] }[] = [];
  for (const it of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(row.y - it.y) <= ROW_TOLERANCE * Math.min(it.size, row.size)) {
      row.all.push(it);
      row.size = Math.max(row.size, it.size);
    } else rows.push({ y: it.y, size: it.size, all: [it] });
  }
  const out: Row[] = [];
  for (const row of rows) {
    row.all.sort((a, b) => a.x - b.x);
    const items = row.all.filter((it) => !isBlank(it));
    if (items.length === 0) continue;
    const spaced = new Set(row.all.filter((it, i) => i > 0 && isBlank(row.all[i - 1] ?? it)));
    out.push({ y: row.y, size: row.size, items, all: row.all, spans: spansOf(row.all), spaced });
  }
  return out;
}

// Text items that touch, or that a space run touches on both ends, form one span: they were set
// as one line of text (a heading in the margin followed by its entry).
function spansOf(all: PdfItem[]): [number, number][] {
  const spans: [number, number][] = [];
  let pendingBlank: [number, number] | undefined;
  for (const it of all) {
    const x0 = it.x;
    const x1 = it.x + it.width;
    const last = spans.at(-1);
    if (isBlank(it)) {
      pendingBlank = last && Math.abs(x0 - last[1]) <= 1 ? [x0, x1] : undefined;
      continue;
    }
    const bridged = pendingBlank && Math.abs(x0 - pendingBlank[1]) <= 1;
    if (last && (x0 <= last[1] + 0.5 || bridged)) last[1] = Math.max(last[1], x1);
    else spans.push([x0, x1]);
    pendingBlank = undefined;
  }
  return spans;
}
