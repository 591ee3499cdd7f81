import {
  GENERIC_NAMES,
  LEGAL_FORM,
  ORG_SUFFIX,
  SENTENCE_OPENERS,
  headNoun,
} from './_header-words.ts';
import { wordsAfter, wordsBefore } from './_header-lines.ts';

// Organisation names around an offset of a posting, and whether a name can be an employer
// (docs/decisions/114-posting-title-company.md).

const NAME_WORD = /^(?:[A-Z0-9][A-Za-z0-9&'’.-]*|[a-z][A-Z][A-Za-z0-9]*)$/;
/** Small words inside a name ("University of Leeds", "Derby and Burton"). */
export const JOINER = new Set([
  'of',
  'and',
  '&',
  'for',
  'de',
  'la',
  'du',
  'von',
  'van',
  'der',
  'the',
]);
const INITIAL = /^(?:[A-Z]\.|St\.|Dr\.|Mt\.)$/;
const DEPARTMENT = /^(?:team|teams|department|unit|ward|directorate|division|service|services)$/i;

/** A capitalised word, a number-led name ("10x") or a brand like "eBay". */
export const isNameWord = (w: string) => NAME_WORD.test(w) && /[A-Za-z]/.test(w);
const stripQuotes = (w: string) => w.replace(/^["'“‘(]+/, '').replace(/["”’)]+$/, '');

/** The organisation name written from `from` on ("Join Northwind Analytics and …" → "Northwind Analytics"). */
export function nameAfter(text: string, from: number): { name: string; end: number } | undefined {
  const words = wordsAfter(text, from, 120);
  const out: string[] = [];
  let end = from;
  for (let i = 0; i < words.length && out.length < 10; i++) {
    const raw = stripQuotes(words[i]?.text ?? '');
    let core = raw.replace(/[,;:!?]+$/, '');
    let stop = core !== raw;
    if (core.endsWith('.') && !INITIAL.test(core) && !LEGAL_FORM.test(core)) {
      core = core.slice(0, -1);
      stop = true;
    }
    const possessive = /['’]s$/.test(core);
    if (possessive) core = core.slice(0, -2);
    const next = stripQuotes(words[i + 1]?.text ?? '');
    if (!isNameWord(core) && !(JOINER.has(core) && out.length > 0 && isNameWord(next) && !stop))
      break;
    out.push(core);
    end = (words[i]?.start ?? end) + (words[i]?.text.indexOf(core) ?? 0) + core.length;
    if (raw.endsWith(',') && LEGAL_FORM.test(next)) {
      out[out.length - 1] = `${core},`;
      continue;
    }
    if (stop || possessive || LEGAL_FORM.test(core)) break;
  }
  while (out.length > 0 && JOINER.has(out[out.length - 1] ?? '')) out.pop();
  return out.length > 0 ? { name: out.join(' '), end } : undefined;
}

/** The organisation name written right before `to` ("… Northwind Analytics is seeking"). */
export function nameBefore(text: string, to: number): { name: string; start: number } | undefined {
  // Most cues follow an ordinary word: look at that one before reading further back.
  const nearest = wordsBefore(text, to, 60, 1)[0]?.text ?? '';
  if (!/^[(“"'‘]?[A-Z0-9]|[)”"'’]$|^[a-z][A-Z]|[a-z]\.[A-Z]/.test(nearest)) return undefined;
  const words = wordsBefore(text, to, 160, 22);
  let i = 0;
  // Skip a bracket right before the verb: "Northwind Health (the Trust) is …", "( NH) is".
  if (words[0]?.text.endsWith(')')) {
    let k = 0;
    while (k < words.length && k < 8 && !words[k]?.text.startsWith('(')) k++;
    if (k < words.length && k < 8) i = k + 1;
  }
  let out: string[] = [];
  let start = to;
  for (; i < words.length && out.length < 10; i++) {
    const raw = stripQuotes(words[i]?.text ?? '');
    const legalNext = out.length > 0 && LEGAL_FORM.test(out[out.length - 1] ?? '');
    if (out.length > 0 && /[,;:!?]$/.test(raw) && !(legalNext && raw.endsWith(','))) break;
    if (out.length > 0 && raw.endsWith('.') && !INITIAL.test(raw)) break;
    let core = raw.replace(/[,;:!?]+$/, '');
    if (out.length === 0 && core.endsWith('.') && !LEGAL_FORM.test(core)) core = core.slice(0, -1);
    if (/['’]s$/.test(core) && !ORG_SUFFIX.test(out[0] ?? '')) {
      // "Northwind's Data Practice is seeking": the owner is the employer (but "Guy's and St
      // Thomas' NHS Foundation Trust" is one name).
      out = [core.slice(0, -2)];
      start = words[i]?.start ?? start;
      continue;
    }
    // "…constellations.Northwind Orbital is seeking": a sentence glued to the name.
    const glued = /[a-z]\.([A-Z][\w&'’-]*)$/.exec(core)?.[1];
    if (glued) {
      out.push(glued);
      start = (words[i]?.end ?? start) - glued.length;
      break;
    }
    if (!isNameWord(core) && !(JOINER.has(core) && out.length > 0)) break;
    out.push(legalNext && raw.endsWith(',') ? `${core},` : core);
    start = words[i]?.start ?? start;
    // A lower-case "the" opens the name ("… at the Rotherham NHS Foundation Trust").
    if (core === 'the') break;
    // "We", "Our", "The" open the sentence: nothing before them is part of the name.
    if (/^[A-Z]/.test(core) && SENTENCE_OPENERS.has(core.toLowerCase())) break;
  }
  out.reverse();
  while (out.length > 0 && JOINER.has(out[0] ?? '')) {
    out.shift();
  }
  return out.length > 0 ? { name: out.join(' '), start } : undefined;
}

/** The name when it can be an employer: not a pronoun, department, role or generic noun. */
export function validName(name: string): string | undefined {
  let words = name
    .replace(/[\s,;:]+$/, '')
    .split(/\s+/)
    .filter(Boolean);
  // "Northwind Northwind, Inc" (a logo's alt text run into the name): the repeat goes.
  for (let k = 1; k * 2 <= words.length; k++)
    if (
      words.slice(0, k).join(' ') ===
      words
        .slice(k, 2 * k)
        .join(' ')
        .replace(/,$/, '')
    ) {
      words = words.slice(k);
      break;
    }
  if (words.length === 0 || words.length > 10 || name.length > 80) return undefined;
  const core = words[0] === 'The' ? words.slice(1) : words;
  const first = core[0] ?? '';
  const last = (core[core.length - 1] ?? '').replace(/[.,]$/, '');
  if (core.length === 0 || SENTENCE_OPENERS.has(first.toLowerCase())) return undefined;
  if (!core.every((w) => isNameWord(w.replace(/,$/, '')) || JOINER.has(w))) return undefined;
  // "RoleWe" (a heading run into the next sentence) is not a name.
  if (core.some((w) => /[a-z](?:We|Our|They|You|The|This)$/.test(w))) return undefined;
  if (core.every((w) => GENERIC_NAMES.has(w.toLowerCase()) || JOINER.has(w))) return undefined;
  if (!ORG_SUFFIX.test(last) && (headNoun(last) || DEPARTMENT.test(last))) return undefined;
  if (!/[A-Za-z]{2}/.test(name) || core.some((w) => /^[A-Z]$/.test(w))) return undefined;
  return words.join(' ').replace(/[,;:]$/, '');
}

/** A comparison key: lower case, no "the", no legal form, letters and digits only. */
export function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\b(?:the|inc|llc|ltd|limited|corp|corporation|co|plc|llp)\b\.?/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
