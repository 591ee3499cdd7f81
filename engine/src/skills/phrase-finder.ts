import { tokenize } from './_tokenize.ts';

/**
 * Where a phrase occurs in a text, and whether only its words (not the phrase) were found.
 *
 * @example phraseFinder('test and automation')('test automation') // { spans: [], wordsApart: true }
 */
export interface PhraseHits {
  spans: { start: number; end: number }[];
  /** True when every word of the phrase occurs somewhere in the text, though not together. */
  wordsApart: boolean;
}

/** Two or three capitals, with a plural's "s" ("IT", "QA", "IBs"): an abbreviation, never a word. */
const SHORT_ABBREVIATION = /^[A-Z]{2,3}s?$/;
const unplural = (surface: string) => surface.trim().replace(/(?<=[A-Z])s$/, '');

/**
 * Whether `written` can stand for the word `wanted`: a short abbreviation only in its own capitals,
 * plural folded ("IT" is not "it", "IBs" not "IBS"); any other word in any case (decision 244).
 *
 * @example meetsAbbreviation('IBs', 'IB') // true; meetsAbbreviation('IT', 'it') // false
 */
export function meetsAbbreviation(wanted: string, written: string): boolean {
  return !SHORT_ABBREVIATION.test(wanted.trim()) || unplural(written) === unplural(wanted);
}

/**
 * Tokenises a text once and returns a function that finds phrases in it, word by word, with
 * plurals folded ("REST APIs" finds "REST API").
 *
 * @example phraseFinder('Built REST APIs')('rest api').spans // [{ start: 6, end: 15 }]
 */
export function phraseFinder(text: string): (phrase: string) => PhraseHits {
  const tokens = tokenize(text);
  const byStem = new Map<string, number[]>();
  tokens.forEach((t, i) => {
    const list = byStem.get(t.stem) ?? [];
    list.push(i);
    byStem.set(t.stem, list);
  });
  return (phrase) => {
    const words = tokenize(phrase);
    const want = words.map((t) => t.stem);
    // A short abbreviation is found only in its capitals: "IT" is not "it", "US" not "us".
    const same = (i: number, k: number) =>
      tokens[i]?.stem === want[k] &&
      meetsAbbreviation(words[k]?.surface ?? '', tokens[i]?.surface ?? '');
    const spans: { start: number; end: number }[] = [];
    if (want.length === 0) return { spans, wordsApart: false };
    for (const i of byStem.get(want[0] ?? '') ?? []) {
      let ok = same(i, 0);
      for (let k = 1; k < want.length && ok; k++) ok = same(i + k, k);
      const last = tokens[i + want.length - 1];
      if (ok && last) spans.push({ start: tokens[i]?.start ?? 0, end: last.end });
    }
    const wordsApart = spans.length === 0 && want.length > 1 && want.every((w) => byStem.has(w));
    return { spans, wordsApart };
  };
}
