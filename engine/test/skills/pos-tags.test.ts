import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import winkNLP from 'wink-nlp';
import { splitSentences, tagParts, tagWords } from '../../src/skills/index.ts';
import type { TaggedWord } from '../../src/skills/index.ts';
import { taggerModel } from '../../src/skills/tagger-model.ts';

const fixture = (path: string) =>
  readFileSync(new URL(`../fixtures/${path}`, import.meta.url), 'utf8');
const POSTINGS = [
  fixture('postings/backend-engineer.txt'),
  fixture('postings/icu-nurse.txt'),
  fixture('postings/sales-runon.txt'),
  fixture('scan/backend.job.txt'),
  fixture('scan/nurse.job.txt'),
];

/** Lines of a text tagged one after another in a single document, with offsets in the text. */
function inOneDocument(text: string, parts: (readonly [number, number])[]): TaggedWord[] {
  let joined = '';
  const shifts: [number, number][] = []; // [offset in joined, offset in text]
  for (const [start, end] of parts) {
    shifts.push([joined.length, start]);
    joined += `${text.slice(start, end)}\n`;
  }
  let i = 0;
  return tagWords(joined).map((w) => {
    while (i < shifts.length - 1 && (shifts[i + 1]?.[0] ?? Infinity) <= w.start) i++;
    const [from, to] = shifts[i] ?? [0, 0];
    return { ...w, start: w.start - from + to, end: w.end - from + to };
  });
}

describe('parts of speech', () => {
  it('tags a line alone as it tags it among the other lines of one document', () => {
    for (const text of POSTINGS) {
      const parts = splitSentences(text).map((s) => [s.start, s.end] as const);
      const whole = inOneDocument(text, parts);
      const alone = parts.flatMap(([start, end]) =>
        tagWords(`${text.slice(start, end)}\n`).map((w) => ({
          ...w,
          start: w.start + start,
          end: w.end + start,
        })),
      );
      expect(alone).toEqual(whole);
      // Tagged anew, then from the parts kept, and with other parts around them.
      expect(tagParts(text, parts)).toEqual(whole);
      expect(tagParts(text, parts)).toEqual(whole);
      const every = parts.filter((_, i) => i % 2 === 0);
      expect(tagParts(text, every)).toEqual(inOneDocument(text, every));
    }
  });

  it('gives the words and tags the tagger gives with sentence boundaries read too', () => {
    const withBoundaries = winkNLP(taggerModel(), ['sbd', 'pos']);
    for (const text of POSTINGS) {
      const tokens = withBoundaries.readDoc(text).tokens();
      const words = tagWords(text);
      expect(words.map((w) => w.text)).toEqual(tokens.out());
      expect(words.map((w) => w.pos)).toEqual(tokens.out(withBoundaries.its.pos));
    }
  });
});
