import { ignoredPhrases, listSkills } from './taxonomy.ts';
import type { Skill } from './taxonomy.ts';
import { keyOf, stemOf, tokenize } from './_tokenize.ts';
import type { Token } from './_tokenize.ts';

/** One place in a text where a taxonomy skill is written. */
export interface TaxonomyHit {
  skill: Skill;
  surface: string;
  start: number;
  end: number;
  /** How it matched: its canonical name, an alias, or a plural of either. */
  via: 'name' | 'alias' | 'stem';
}

interface Form {
  skill: Skill;
  keys: string[];
  /** Written forms to compare exactly when the form is case-sensitive. */
  surfaces: string[] | undefined;
  isName: boolean;
  /** For an all-capitals name ("LEED", "API"): its plural is only that name plus "s" ("APIs", not "Leeds"). */
  acronym?: string;
}

// Words after which a case-sensitive short name is an English word, not the skill ("Go to market",
// "Go beyond"); see docs/decisions/020-skills-taxonomy.md, "case and boundary rules".
const NOT_AFTER_AMBIGUOUS = new Set([
  'to',
  'through',
  'ahead',
  'beyond',
  'above',
  'live',
  'further',
  'back',
  'out',
  'over',
  'the',
  'a',
  'an',
  'for',
  'get',
]);
/** Between the words of a multi-word form: up to 3 spaces, hyphens, slashes, ampersands or apostrophes ("Bachelor's"). */
function joins(text: string, from: number, to: number): boolean {
  if (to - from > 3) return false;
  for (let i = from; i < to; i++) {
    const c = text[i];
    if (c !== ' ' && c !== '\t' && c !== '-' && c !== '/' && c !== '&' && c !== "'" && c !== '’')
      return false;
  }
  return true;
}

let index: Map<string, Form[]> | undefined;
const IGNORED: Skill = {
  name: '',
  category: 'hard',
  aliases: [],
  implies: [],
  parents: [],
  domain: 'ignore',
};

function isShortForm(raw: string): boolean {
  // One or two letters ("R", "C", "Go", "JS") are names only in their written case.
  return /^[A-Za-z]{1,2}$/.test(raw);
}

function buildIndex(): Map<string, Form[]> {
  const map = new Map<string, Form[]>();
  for (const skill of listSkills()) {
    const seen = new Set<string>();
    // A name marked `!` in the data is only matched in its written case.
    const names = skill.aliases.includes(`!${skill.name}`)
      ? skill.aliases
      : [skill.name, ...skill.aliases];
    for (const raw of names) {
      const marked = raw.startsWith('!');
      const text = marked ? raw.slice(1) : raw;
      const tokens = tokenize(text);
      const first = tokens[0];
      if (!first) continue;
      const keys = tokens.map((t) => t.key);
      const caseSensitive = marked || isShortForm(text);
      const id = `${keys.join(' ')}${caseSensitive ? `!${text}` : ''}`;
      if (seen.has(id)) continue;
      seen.add(id);
      const form: Form = {
        skill,
        keys,
        surfaces: caseSensitive ? tokens.map((t) => t.surface) : undefined,
        isName: text === skill.name,
      };
      if (tokens.length === 1 && /^[A-Z0-9]{2,}$/.test(text)) form.acronym = text;
      const list = map.get(first.key) ?? [];
      list.push(form);
      map.set(first.key, list);
    }
  }
  // Boilerplate phrases ("health insurance") are matched like skills, then dropped.
  for (const phrase of ignoredPhrases()) {
    const keys = tokenize(phrase).map((t) => t.key);
    const list = map.get(keys[0] ?? '') ?? [];
    list.push({ skill: IGNORED, keys, surfaces: undefined, isName: false });
    map.set(keys[0] ?? '', list);
  }
  // Longest forms first, so "Microsoft Excel" wins over "Excel" and "Spring Boot" over "Spring".
  for (const list of map.values()) list.sort((a, b) => b.keys.length - a.keys.length);
  return map;
}

function formIndex(): Map<string, Form[]> {
  index ??= buildIndex();
  return index;
}

function matchesAt(
  text: string,
  tokens: Token[],
  i: number,
  form: Form,
): 'exact' | 'stem' | undefined {
  let stem = false;
  for (let k = 0; k < form.keys.length; k++) {
    const token = tokens[i + k];
    if (!token) return undefined;
    const want = form.keys[k];
    if (token.key !== want && token.stem !== want) return undefined;
    if (k > 0 && !joins(text, tokens[i + k - 1]?.end ?? 0, token.start)) return undefined;
    if (token.key === want) {
      if (form.surfaces && token.surface !== form.surfaces[k]) return undefined;
    } else if (
      k === form.keys.length - 1 &&
      token.stem === want &&
      !form.surfaces &&
      want.length > 3 &&
      (form.acronym === undefined || token.surface === `${form.acronym}s`)
    ) {
      stem = true;
    } else {
      return undefined;
    }
  }
  return stem ? 'stem' : 'exact';
}

const isShouting = (t: Token | undefined) => t !== undefined && /^[A-Z]{2,}$/.test(t.surface);

function isGuardedOut(text: string, tokens: Token[], i: number, form: Form): boolean {
  if (!form.surfaces || form.keys.length > 1) return false;
  const token = tokens[i];
  if (!token) return true;
  const nextChar = text[token.end] ?? '';
  // "R&D", "C-level", "Go-to-market", "it's": punctuation glued on makes it another word.
  if (nextChar === '&' || nextChar === "'" || (nextChar === '-' && token.surface.length <= 2))
    return true;
  if (text[token.start - 1] === '&' || text[token.start - 1] === '-') return true;
  const next = tokens[i + 1];
  const prev = tokens[i - 1];
  // In a line written in capitals ("WHAT IT IS LIKE"), case says nothing: skip short names there.
  if (/^[A-Z]+$/.test(token.surface) && isShouting(prev) && isShouting(next)) return true;
  return (
    next !== undefined &&
    NOT_AFTER_AMBIGUOUS.has(next.key) &&
    /^ +$/.test(text.slice(token.end, next.start))
  );
}

/**
 * Finds taxonomy skills in a text, longest form first, with character offsets. The index is built
 * once per process; a scan is one pass over the words with a map lookup per word.
 */
export function matchTaxonomy(text: string, tokens: Token[] = tokenize(text)): TaxonomyHit[] {
  const forms = formIndex();
  const hits: TaxonomyHit[] = [];
  // Token index of each hit's first and last word, to find neighbours for the list rule below.
  const at: [number, number][] = [];
  const weak: { form: Form; i: number }[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i] as Token;
    const candidates =
      forms.get(token.key) ?? (token.stem !== token.key ? forms.get(token.stem) : undefined);
    let matched = 0;
    let weakForm: Form | undefined;
    const next = tokens[i + 1];
    for (const form of candidates ?? []) {
      // Most forms under a common first word ("data …") fail on the second: check it inline.
      const second = form.keys[1];
      if (
        second !== undefined &&
        (next === undefined || (next.key !== second && next.stem !== second))
      )
        continue;
      const how = matchesAt(text, tokens, i, form);
      if (!how) {
        if (form.surfaces && form.keys.length === 1 && token.key === form.keys[0])
          weakForm ??= form;
        continue;
      }
      if (isGuardedOut(text, tokens, i, form)) continue;
      const last = tokens[i + form.keys.length - 1] as Token;
      matched = form.keys.length;
      if (form.skill === IGNORED) break;
      hits.push(hitOf(text, form, token, last, how));
      at.push([i, i + matched - 1]);
      break;
    }
    if (!matched && weakForm) weak.push({ form: weakForm, i });
    i += matched || 1;
  }
  return weak.length === 0 ? hits : addListed(text, tokens, hits, at, weak);
}

function hitOf(
  text: string,
  form: Form,
  first: Token,
  last: Token,
  how: 'exact' | 'stem',
): TaxonomyHit {
  const via = how === 'stem' ? 'stem' : form.isName ? 'name' : 'alias';
  return {
    skill: form.skill,
    surface: text.slice(first.start, last.end),
    start: first.start,
    end: last.end,
    via,
  };
}

// Only spaces, commas, slashes, pipes or brackets between two items of a list.
const LIST_GAP = /^[\s,/|()]*$/;

/**
 * A short name in another case ("go", "r") is still the skill between two other skills of a list:
 * "Technologies: reactjs django go docker" (docs/decisions/020-skills-taxonomy.md).
 */
function addListed(
  text: string,
  tokens: Token[],
  hits: TaxonomyHit[],
  at: [number, number][],
  weak: { form: Form; i: number }[],
): TaxonomyHit[] {
  const endsAt = new Map(at.map(([, last], k) => [last, k]));
  const startsAt = new Map(at.map(([first], k) => [first, k]));
  const added: TaxonomyHit[] = [];
  for (const { form, i } of weak) {
    const token = tokens[i] as Token;
    const before = endsAt.get(i - 1);
    const after = startsAt.get(i + 1);
    if (
      before === undefined ||
      after === undefined ||
      isGuardedOut(text, tokens, i, { ...form, surfaces: [token.surface] })
    )
      continue;
    const prev = hits[before] as TaxonomyHit;
    const next = hits[after] as TaxonomyHit;
    if (
      !LIST_GAP.test(text.slice(prev.end, token.start)) ||
      !LIST_GAP.test(text.slice(token.end, next.start))
    )
      continue;
    added.push(hitOf(text, form, token, token, 'exact'));
  }
  return added.length === 0 ? hits : [...hits, ...added].sort((a, b) => a.start - b.start);
}

/** The lookup key of a phrase, as the matcher sees it (for comparing names). */
export function phraseKey(phrase: string): string {
  return tokenize(phrase)
    .map((t) => stemOf(keyOf(t.surface)))
    .join(' ');
}
