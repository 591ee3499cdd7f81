import winkNLP from 'wink-nlp';
import type { WinkMethods } from 'wink-nlp';
import { LruCache } from '../content-cache.ts';
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
// Only parts of speech are run: the model's other pipes (negation, sentiment, entities) cost as
// much again, and its sentence boundaries only fill the document's list of sentences, which
// neither the tagger nor the words read here use (the same words and tags either way).
let nlp: WinkMethods | undefined;
const PIPE = ['pos'];

/** Parts of speech for a short text (a sentence), with character offsets. */
export function tagWords(text: string): TaggedWord[] {
  nlp ??= winkNLP(taggerModel(PIPE), PIPE);
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

// The tagger is a fifth of a posting's analysis, and postings share sentences: a posting sent
// again with one line changed (a reference number, a closing date, a reworded requirement), and
// the boilerplate of one employer's postings. A part is read as a line of its own, and the
// tagger's patterns never run across a line break (the break is a word of its own, tagged SPACE,
// that no pattern holds): a part's words and tags are the same alone or among others, and are
// kept by the part's text (engine/test/skills/pos-tags.test.ts holds this on fixture postings).
const PARTS_KEPT = 2000;
const taggedParts = new LruCache<readonly TaggedWord[]>(PARTS_KEPT);

/**
 * Tags several parts of one text and gives the words offsets in the whole text. Parts are read as
 * lines of their own, so no phrase runs across two; the parts not tagged lately are tagged in a
 * single call (one document, not one per part).
 *
 * @example tagParts('Use Go. Know SQL.', [[0, 7]])[1]?.text // 'Go'
 */
export function tagParts(
  text: string,
  parts: readonly (readonly [number, number])[],
): TaggedWord[] {
  const lines = parts.map(([start, end]) => `${text.slice(start, end)}\n`);
  const kept = lines.map((line) => taggedParts.get(line));
  const missing = lines.filter((_, k) => kept[k] === undefined);
  if (missing.length > 0) {
    // One document of the parts not kept; its words are cut back into parts by offset.
    const words = tagWords(missing.join(''));
    let w = 0;
    let from = 0;
    for (let k = 0; k < lines.length; k++) {
      if (kept[k] !== undefined) continue;
      const to = from + (lines[k] as string).length;
      const own: TaggedWord[] = [];
      for (; w < words.length && (words[w] as TaggedWord).start < to; w++) {
        const word = words[w] as TaggedWord;
        own.push({ ...word, start: word.start - from, end: word.end - from });
      }
      kept[k] = own;
      taggedParts.set(lines[k] as string, own);
      from = to;
    }
  }
  const out: TaggedWord[] = [];
  parts.forEach(([start], k) => {
    for (const word of kept[k] ?? [])
      out.push({ ...word, start: word.start + start, end: word.end + start });
  });
  return out;
}
