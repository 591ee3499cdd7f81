export type MarkupSegment = { text: string; bold: boolean; italic: boolean };

// The letter's paragraphs use `**bold**` and `*italic*` only (contracts CoverLetter). Like the
// engine's renderers (same rule), emphasis neither starts nor ends with a space, and an unpaired marker stays
// as typed, so the preview shows what the PDF shows.
const TOKEN = /\*\*([^\s*](?:[^*]*[^\s*])?)\*\*|\*([^\s*](?:[^*]*[^\s*])?)\*/g;

/** Cuts a paragraph into plain, bold and italic runs of text (rendered as text nodes, never HTML). */
export function parseLetterMarkup(paragraph: string): MarkupSegment[] {
  const out: MarkupSegment[] = [];
  let last = 0;
  for (const m of paragraph.matchAll(TOKEN)) {
    if (m.index > last)
      out.push({ text: paragraph.slice(last, m.index), bold: false, italic: false });
    if (m[1] !== undefined) out.push({ text: m[1], bold: true, italic: false });
    else out.push({ text: m[2] ?? '', bold: false, italic: true });
    last = m.index + m[0].length;
  }
  if (last < paragraph.length)
    out.push({ text: paragraph.slice(last), bold: false, italic: false });
  return out;
}
