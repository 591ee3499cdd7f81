import winkNLP from 'wink-nlp';
import type { WinkMethods } from 'wink-nlp';
import { taggerModel } from './tagger-model.ts';

/** One word with its part of speech and its offsets in the text that was tagged. */
export interface TaggedWord {
  text: string;
  pos: string;
  start: number;
  end: number;
}

// The model takes ~50 ms to load (tagger-model.ts): only the first caller that needs parts of
// speech pays it.
// Only sentence boundaries and parts of speech are run: the model's other pipes (negation,
// sentiment, entities) cost as much again and nothing here reads them.
let nlp: WinkMethods | undefined;
const PIPE = ['sbd', 'pos'];

/** Parts of speech for a short text (a sentence), with character offsets. */
export function tagWords(text: string): TaggedWord[] {
  nlp ??= winkNLP(taggerModel(), PIPE);
  const tokens = nlp.readDoc(text).tokens();
  const values = tokens.out() as string[];
  const pos = tokens.out(nlp.its.pos) as string[];
  const spaces = tokens.out(nlp.its.precedingSpaces) as string[];
  const words: TaggedWord[] = [];
  let at = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i] ?? '';
    at += (spaces[i] ?? '').length;
    // wink may normalise a token; find it from where we are so offsets stay true to the text.
    const found = text.indexOf(value, at);
    const start = found >= 0 && found - at < 4 ? found : at;
    words.push({ text: value, pos: pos[i] ?? 'X', start, end: start + value.length });
    at = start + value.length;
  }
  return words;
}

/** The tagged words between two offsets of a text, or undefined where nothing was tagged. */
export type TagLookup = (start: number, end: number) => TaggedWord[] | undefined;

/**
 * Tags several parts of one text in a single call (one document, not one per part) and gives the
 * words offsets in the whole text. Parts are read as lines of their own, so no phrase runs across two.
 *
 * @example tagParts('Use Go. Know SQL.', [[0, 7]])[1]?.text // 'Go'
 */
export function tagParts(
  text: string,
  parts: readonly (readonly [number, number])[],
): TaggedWord[] {
  if (parts.length === 0) return [];
  let joined = '';
  const shifts: [number, number][] = []; // [offset in joined, offset in text]
  for (const [start, end] of parts) {
    shifts.push([joined.length, start]);
    joined += `${text.slice(start, end)}\n`;
  }
  const out: TaggedWord[] = [];
  let i = 0;
  for (const w of tagWords(joined)) {
    while (i < shifts.length - 1 && (shifts[i + 1]?.[0] ?? Infinity) <= w.start) i++;
    const [from, to] = shifts[i] ?? [0, 0];
    out.push({ ...w, start: w.start - from + to, end: w.end - from + to });
  }
  return out;
}
