// franc-min's answer for a few languages of the Latin script, from its own data, without building
// its tables for all 82 of its languages (decision 228). Loading franc-min turned every language's
// 300 trigrams into a dictionary, ~25,000 entries and ~15 ms of each command's start, for the 8
// the engine asks about. The steps are franc's (franc-min 6.2.0, `index.js`, and trigram-utils
// 2.0.1): the same script expressions and trigram lists, the same cleaning, counting and distance;
// `language.test.ts` compares the answers with franc's own on many texts.
import { data } from 'franc-min/data.js';
import { expressions } from 'franc-min/expressions.js';

/** The longest sample franc reads. */
const MAX_LENGTH = 2048;
/** The distance franc adds for a trigram a language's list lacks. */
const MAX_DIFFERENCE = 300;
/** The only script the languages asked about are written in. */
const SCRIPT = 'Latin';

const tables = new Map<string, Map<string, number>>();

/** A language's trigrams with their ranks, the first of a repeated one kept, as franc builds it. */
function table(language: string, list: string): Map<string, number> {
  let ranks = tables.get(language);
  if (!ranks) {
    ranks = new Map();
    const trigrams = list.split('|');
    for (let rank = trigrams.length - 1; rank >= 0; rank--)
      ranks.set(trigrams[rank] as string, rank);
    tables.set(language, ranks);
  }
  return ranks;
}

/** The script whose characters occur most in the text, the first listed on a tie. */
function topScript(value: string): string | undefined {
  let top: string | undefined;
  let topCount = -1;
  for (const script of Object.keys(expressions)) {
    const count = (value.match(expressions[script] as RegExp)?.length ?? 0) / value.length || 0;
    if (count > topCount) {
      topCount = count;
      top = script;
    }
  }
  return top;
}

/** trigram-utils' `asDictionary`: each trigram of the cleaned, space-padded text with its count. */
function trigramCounts(value: string): Map<string, number> {
  const clean = value
    .replace(/[\u0021-\u0040]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  const padded = ` ${clean} `;
  const counts = new Map<string, number>();
  for (let i = 0; i + 3 <= padded.length; i++) {
    const trigram = padded.slice(i, i + 3);
    counts.set(trigram, (counts.get(trigram) ?? 0) + 1);
  }
  return counts;
}

/**
 * `franc(value, { minLength, only })` for languages of the Latin script: the ISO 639-3 code of
 * the closest of `only`, or `'und'` when the text is shorter than `minLength` or mostly in another
 * script.
 *
 * @example francOnly('Wir suchen eine erfahrene Pflegefachkraft für unsere Station', ['eng', 'deu'], 10) // 'deu'
 */
export function francOnly(value: string, only: readonly string[], minLength: number): string {
  if (value.length < minLength) return 'und';
  const sample = value.slice(0, MAX_LENGTH);
  if (topScript(sample) !== SCRIPT) return 'und';
  const counts = trigramCounts(sample);
  let best = 'und';
  let bestDistance = Infinity;
  // In the data's order, the first of equal distances winning, as franc's stable sort does.
  const languages = data[SCRIPT] as Record<string, string>;
  for (const language of Object.keys(languages)) {
    if (!only.includes(language)) continue;
    const ranks = table(language, languages[language] as string);
    let distance = 0;
    for (const [trigram, count] of counts) {
      const rank = ranks.get(trigram);
      distance += rank === undefined ? MAX_DIFFERENCE : Math.abs(count - rank - 1);
    }
    if (distance < bestDistance) {
      bestDistance = distance;
      best = language;
    }
  }
  return best;
}
