import { ignoredPhrases, listSkills, skillForms } from './taxonomy.ts';
import type { Skill } from './taxonomy.ts';
import { firstKey, keyOf, stemOf, tokenize } from './_tokenize.ts';
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
  /** A word as often English as a product ("Chef", "Deputy"): a skill only next to another skill of a list. */
  listOnly?: boolean;
  /** A soft skill's phrase: whole words only, no plural, not inside a hyphenated word ("data-driven"). */
  whole?: boolean;
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

/** A form as the taxonomy writes it (with its `!` or `?` marker), or a phrase to drop. */
interface Written {
  skill: Skill;
  raw: string;
}

/**
 * The taxonomy's forms by the key of their first word, in data order, then the phrases to drop:
 * only the first word of each is read here. A text names a few hundred of the ~4,000 first words,
 * so each list becomes {@link Form}s when a text first has its word ({@link formsOf}); reading all
 * 5,300 forms at start was a tenth of a command's.
 */
function writtenIndex(): Map<string, Written[]> {
  const map = new Map<string, Written[]>();
  const add = (key: string, written: Written) => {
    const list = map.get(key);
    if (list) list.push(written);
    else map.set(key, [written]);
  };
  // Indexed loops: the code runs once, before it is compiled, where `for…of` costs more.
  const skills = listSkills();
  for (let k = 0; k < skills.length; k++) {
    const skill = skills[k] as Skill;
    const forms = skillForms(skill);
    for (let f = 0; f < forms.length; f++) {
      const raw = forms[f] as string;
      const key = firstKey(raw.startsWith('!') || raw.startsWith('?') ? raw.slice(1) : raw);
      if (key !== undefined) add(key, { skill, raw });
    }
  }
  // Boilerplate phrases ("health insurance") are matched like skills, then dropped.
  for (const phrase of ignoredPhrases())
    add(firstKey(phrase) ?? '', { skill: IGNORED, raw: phrase });
  return map;
}

/** The forms of one first word, longest first. */
function formsOf(written: readonly Written[]): Form[] {
  const forms: Form[] = [];
  // A skill's forms are listed together; one written twice ("Go", "!Go") is kept once.
  let seen = new Set<string>();
  let last: Skill | undefined;
  for (const { skill, raw } of written) {
    if (skill === IGNORED) {
      forms.push({
        skill,
        keys: tokenize(raw).map((t) => t.key),
        surfaces: undefined,
        isName: false,
      });
      continue;
    }
    if (skill !== last) [seen, last] = [new Set(), skill];
    // `!` in the data: only in its written case; `?`: only in a list of skills.
    const marked = raw.startsWith('!');
    const listOnly = raw.startsWith('?');
    const text = marked || listOnly ? raw.slice(1) : raw;
    const tokens = tokenize(text);
    const keys = tokens.map((t) => t.key);
    const caseSensitive = marked || isShortForm(text);
    const id = `${keys.join(' ')}${caseSensitive ? `!${text}` : ''}${listOnly ? '?' : ''}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const form: Form = {
      skill,
      keys,
      surfaces: caseSensitive ? tokens.map((t) => t.surface) : undefined,
      isName: text === skill.name,
    };
    if (tokens.length === 1 && /^[A-Z0-9]{2,}$/.test(text)) form.acronym = text;
    if (listOnly) form.listOnly = true;
    if (skill.category === 'soft') form.whole = true;
    forms.push(form);
  }
  // Longest forms first, so "Microsoft Excel" wins over "Excel" and "Spring Boot" over "Spring".
  return forms.length > 1 ? forms.sort((a, b) => b.keys.length - a.keys.length) : forms;
}

let written: Map<string, Written[]> | undefined;
const formIndex = new Map<string, Form[]>();

/** The forms whose first word has this key, longest first; undefined when none has. */
function formsFor(key: string): Form[] | undefined {
  const kept = formIndex.get(key);
  if (kept) return kept;
  written ??= writtenIndex();
  const list = written.get(key);
  if (!list) return undefined;
  const forms = formsOf(list);
  formIndex.set(key, forms);
  return forms;
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
      !form.whole &&
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
const isWordChar = (c: string | undefined) => c !== undefined && /[A-Za-z0-9]/.test(c);

/** Whether a word is part of a web or mail address ("https://…", "jobs@nhs.net"), not a skill. */
function isInAddress(text: string, start: number, end: number): boolean {
  return text.startsWith('://', end) || text[end] === '@' || text[start - 1] === '@';
}

/** Whether a phrase from `start` to `end` is glued by a hyphen to a word before or after it. */
function isInsideCompound(text: string, start: number, end: number): boolean {
  return (
    (text[start - 1] === '-' && isWordChar(text[start - 2])) ||
    (text[end] === '-' && isWordChar(text[end + 1]))
  );
}

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
  if (token.surface.length === 1 && isStrayLetter(text, token, prev)) return true;
  return (
    next !== undefined &&
    NOT_AFTER_AMBIGUOUS.has(next.key) &&
    /^ +$/.test(text.slice(token.end, next.start))
  );
}

// Words after which a single capital is a label or an initial, not a language: "Grade R", "Dr R Patel".
const LABEL_BEFORE_LETTER = new Set(
  'dr mr mrs ms miss prof sir grade band section part type class appendix annex schedule level zone block unit room ward wing floor suite form vitamin plan option category group phase stage tier row column figure table page step item point area site module series model size version'.split(
    ' ',
  ),
);

/**
 * A one-letter name ("R", "C") stands alone in a text for many things: an initial ("A R Smith",
 * "R. Patel"), a label ("Grade R", "Section C"), a letter of a longer name ("IR(ME)R"), a
 * trademark sign ("(R)"); docs/decisions/111-taxonomy-synonyms.md.
 */
function isStrayLetter(text: string, token: Token, prev: Token | undefined): boolean {
  const before = text[token.start - 1] ?? '';
  const after = text[token.end] ?? '';
  if (before === ')' || (before === '(' && after === ')' && isWordChar(text[token.start - 2])))
    return true;
  if (prev === undefined) return false;
  if (LABEL_BEFORE_LETTER.has(prev.key) && /^[ .]*$/.test(text.slice(prev.end, token.start)))
    return true;
  // An initial: after another capital letter ("A R Smith", "A. R. Smith"), or "R." before a name.
  const initialBefore =
    /^[A-Z]$/.test(prev.surface) && /^\.? $/.test(text.slice(prev.end, token.start));
  const initialAfter = after === '.' && /^\. [A-Z][a-z]/.test(text.slice(token.end, token.end + 4));
  return initialBefore || (initialAfter && /^[A-Z][a-z]/.test(prev.surface));
}

/**
 * Finds taxonomy skills in a text, longest form first, with character offsets. The index is built
 * once per process, each word's forms when a text first has the word; a scan is one pass over the
 * words with a map lookup per word.
 */
export function matchTaxonomy(text: string, tokens: Token[] = tokenize(text)): TaxonomyHit[] {
  const hits: TaxonomyHit[] = [];
  // Token index of each hit's first and last word, to find neighbours for the list rule below.
  const at: [number, number][] = [];
  const weak: { form: Form; i: number }[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i] as Token;
    const candidates =
      formsFor(token.key) ?? (token.stem !== token.key ? formsFor(token.stem) : undefined);
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
      if (!how || form.listOnly) {
        if (
          (form.surfaces || form.listOnly) &&
          form.keys.length === 1 &&
          token.key === form.keys[0]
        )
          weakForm ??= form;
        continue;
      }
      if (isGuardedOut(text, tokens, i, form)) continue;
      const last = tokens[i + form.keys.length - 1] as Token;
      // "self-motivated" is a soft skill; "data-driven" does not ask for drive.
      if (form.whole && isInsideCompound(text, token.start, last.end)) continue;
      if (isInAddress(text, token.start, last.end)) continue;
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
// A list-only word may also be the last item or the one before it: "Ansible, Chef and Puppet".
const LIST_GAP_OR_AND = /^[\s,/|()&]*(?:(?:and|or)[\s(]*)?$/;

/**
 * A short name in another case ("go", "r") is still the skill between two other skills of a list:
 * "Technologies: reactjs django go docker" (docs/decisions/020-skills-taxonomy.md). A word marked
 * list-only ("Chef", "Deputy") needs one neighbour of a list (docs/decisions/111-taxonomy-synonyms.md).
 */
function addListed(
  text: string,
  tokens: Token[],
  hits: TaxonomyHit[],
  at: [number, number][],
  weak: { form: Form; i: number }[],
): TaxonomyHit[] {
  // Neighbours by token index; `listed` marks a list-only word added here, which only another
  // list-only word may lean on ("Ansible, Chef and Puppet").
  type Neighbour = { end: number; start: number; listed: boolean };
  const endsAt = new Map<number, Neighbour>();
  const startsAt = new Map<number, Neighbour>();
  at.forEach(([first, last], k) => {
    const hit = hits[k] as TaxonomyHit;
    endsAt.set(last, { ...hit, listed: false });
    startsAt.set(first, { ...hit, listed: false });
  });
  const gapIs = (gap: RegExp, from: number, to: number) => gap.test(text.slice(from, to));
  const added: TaxonomyHit[] = [];
  let pending = weak.filter(({ form, i }) => {
    const token = tokens[i] as Token;
    return !isGuardedOut(text, tokens, i, { ...form, surfaces: [token.surface] });
  });
  for (let count = -1; count !== added.length;) {
    count = added.length;
    pending = pending.filter(({ form, i }) => {
      const token = tokens[i] as Token;
      const conjunction = (k: number) => /^(?:and|or)$/.test(tokens[k]?.key ?? '');
      let prev = endsAt.get(i - 1);
      let next = startsAt.get(i + 1);
      if (form.listOnly) {
        prev ??= conjunction(i - 1) ? endsAt.get(i - 2) : undefined;
        next ??= conjunction(i + 1) ? startsAt.get(i + 2) : undefined;
      }
      const listed = form.listOnly
        ? (prev !== undefined && gapIs(LIST_GAP_OR_AND, prev.end, token.start)) ||
          (next !== undefined && gapIs(LIST_GAP_OR_AND, token.end, next.start))
        : prev?.listed === false &&
          next?.listed === false &&
          gapIs(LIST_GAP, prev.end, token.start) &&
          gapIs(LIST_GAP, token.end, next.start);
      if (!listed) return true;
      added.push(hitOf(text, form, token, token, 'exact'));
      if (form.listOnly) {
        const neighbour = { start: token.start, end: token.end, listed: true };
        endsAt.set(i, neighbour);
        startsAt.set(i, neighbour);
      }
      return false;
    });
  }
  return added.length === 0 ? hits : [...hits, ...added].sort((a, b) => a.start - b.start);
}

/** The lookup key of a phrase, as the matcher sees it (for comparing names). */
export function phraseKey(phrase: string): string {
  return tokenize(phrase)
    .map((t) => stemOf(keyOf(t.surface)))
    .join(' ');
}
