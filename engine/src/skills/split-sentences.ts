/**
 * A sentence (or a list item, or a heading line) of a text, with its offsets.
 *
 * @example const s: Sentence = { text: 'Hi.', start: 0, end: 3 }
 */
export interface Sentence {
  text: string;
  start: number;
  end: number;
}

// Ends a sentence: a line break, or . ! ? followed by a space, unless the dot is part of
// "e.g." / "i.e." / "etc." / "vs." / a single initial.
const BREAK = /\n|[.!?](?=\s)/g;
const NO_BREAK_BEFORE = /(?:\be\.g|\bi\.e|\betc|\bvs|\bapprox|\bincl|\bmin|\bmax|\bno|\b[A-Z])$/i;

/**
 * Splits a text into sentences and lines with character offsets; bullets stay separate lines.
 *
 * @example splitSentences('Hi. Bye.').map((s) => s.text) // ['Hi.', 'Bye.']
 */
export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  let start = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed !== '')
      out.push({ text: trimmed, start: start + lead, end: start + lead + trimmed.length });
  };
  for (const m of text.matchAll(BREAK)) {
    if (m[0] !== '\n' && NO_BREAK_BEFORE.test(text.slice(Math.max(start, m.index - 6), m.index)))
      continue;
    const end = m[0] === '\n' ? m.index : m.index + 1;
    push(end);
    start = end;
  }
  push(text.length);
  return out;
}
