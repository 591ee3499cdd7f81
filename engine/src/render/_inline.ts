// The tiny inline markup of letter paragraphs: **bold** and *italic*, nothing else.

/** A piece of a paragraph with its emphasis. */
export interface InlineRun {
  text: string;
  bold: boolean;
  italic: boolean;
}

/**
 * Splits a paragraph into runs. A marker without its closing partner is kept as text, so any
 * string renders as the user typed it.
 */
export function parseInline(text: string): InlineRun[] {
  const runs: InlineRun[] = [];
  // As in Markdown, emphasis neither starts nor ends with a space: "5 * 3 * 2" stays as typed.
  const re = /\*\*([^\s*](?:[^*]*[^\s*])?)\*\*|\*([^\s*](?:[^*]*[^\s*])?)\*/g;
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > last) runs.push({ text: text.slice(last, m.index), bold: false, italic: false });
    runs.push(
      m[1] !== undefined
        ? { text: m[1], bold: true, italic: false }
        : { text: m[2] ?? '', bold: false, italic: true },
    );
    last = m.index + m[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), bold: false, italic: false });
  return runs;
}
