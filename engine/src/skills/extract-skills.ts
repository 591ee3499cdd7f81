import { findCandidates } from './_candidates.ts';
import { matchTaxonomy, phraseKey } from './_match-taxonomy.ts';
import { splitSentences } from './split-sentences.ts';
import type { Sentence } from './split-sentences.ts';
import type { SkillCategory } from './taxonomy.ts';
import { tokenize } from './_tokenize.ts';
import type { TagLookup } from './_pos-tags.ts';

/**
 * One place in a text where a skill is named.
 *
 * @example const m: SkillMention = extractSkills('k8s')[0] // { name: 'Kubernetes', surface: 'k8s', … }
 */
export interface SkillMention {
  /** The taxonomy's canonical name, or the phrase as written for a skill the taxonomy lacks. */
  name: string;
  category: SkillCategory;
  /** The text as written at this place. */
  surface: string;
  start: number;
  end: number;
  /**
   * `taxonomy`, or the rule that found a phrase outside it: `cue`, `list`, `product`, `phrase`
   * (a noun phrase of a posting's requirement that names a field of skill), or `title` (the field
   * a posting's job title names: "accounting" of "Assistant Accountant").
   */
  source: 'taxonomy' | 'cue' | 'list' | 'product' | 'phrase' | 'title';
  /** How the taxonomy form matched (`name`, `alias`, `stem`); absent for other sources. */
  via?: 'name' | 'alias' | 'stem';
  /** 1 for the taxonomy; the rule's confidence (0–1) otherwise. */
  confidence: number;
}

/**
 * How to extract: taxonomy only, and with or without the part-of-speech filter.
 *
 * @example extractSkills(text, { taxonomyOnly: true })
 */
export interface ExtractOptions {
  /** Only the curated taxonomy, no phrases found by rules (the baseline of the benchmark). */
  taxonomyOnly?: boolean;
  /** Use parts of speech to keep noun phrases only (loads the NLP model once). Default true. */
  nlp?: boolean;
  /** Sentences of the text when the caller has them already. */
  sentences?: Sentence[];
  /**
   * Parts of speech the caller has already worked out: the tagged words between two offsets of
   * the text, or undefined where it tagged nothing (those phrases are tagged here).
   */
  tagged?: TagLookup;
}

// A phrase outside the taxonomy is kept at this confidence or more; naming it twice adds
// REPEAT_BONUS (docs/decisions/020-skills-taxonomy.md).
const MIN_CONFIDENCE = 0.5;
const REPEAT_BONUS = 0.2;

// A language name followed by a lower-case word is a nationality ("a Danish company", "German
// citizens") unless that word belongs to talk about languages ("German is a plus", "English
// skills"), or the sentence is about languages; docs/decisions/020-skills-taxonomy.md.
const LANGUAGE_CONTEXT =
  /\b(languages?|speak\w*|spoken|fluen\w*|native|mother tongue|written|verbal|oral|proficien\w*|bilingual|multilingual|[ABC][12])\b/i;
const LANGUAGE_NEXT = new Set(
  'is are and or as at a an also would will language languages skill skills speaking speaker speakers fluency fluent fluently level proficiency knowledge written spoken required preferred desirable essential mandatory plus nice native mother'.split(
    ' ',
  ),
);

/** Drops language names used as nationalities. */
function dropNationalities(
  text: string,
  mentions: SkillMention[],
  sentences: () => Sentence[],
): void {
  for (let i = mentions.length - 1; i >= 0; i--) {
    const m = mentions[i] as SkillMention;
    if (m.category !== 'language') continue;
    const next = /^ ([a-z][a-z-]*)/.exec(text.slice(m.end, m.end + 30))?.[1];
    if (next === undefined || LANGUAGE_NEXT.has(next)) continue;
    const s = sentences().find((x) => x.start <= m.start && m.start < x.end);
    if (s && LANGUAGE_CONTEXT.test(s.text)) continue;
    mentions.splice(i, 1);
  }
}

/**
 * Finds the skills a text names: the taxonomy (aliases, case and boundary rules) and, unless
 * `taxonomyOnly`, phrases found by cue patterns, lists and product-like names. Sorted by offset.
 *
 * @example extractSkills('Experience with k8s and Postgres').map((m) => m.name) // ['Kubernetes', 'PostgreSQL']
 */
export function extractSkills(text: string, options: ExtractOptions = {}): SkillMention[] {
  const tokens = tokenize(text);
  const mentions: SkillMention[] = matchTaxonomy(text, tokens).map((hit) => ({
    name: hit.skill.name,
    category: hit.skill.category,
    surface: hit.surface,
    start: hit.start,
    end: hit.end,
    source: 'taxonomy',
    via: hit.via,
    confidence: 1,
  }));
  // Sentences are only worked out when something needs them (a language name, or the rules below).
  let split: Sentence[] | undefined = options.sentences;
  const sentences = () => (split ??= splitSentences(text));
  dropNationalities(text, mentions, sentences);
  if (options.taxonomyOnly) return mentions;

  const taken = new Uint8Array(text.length);
  for (const m of mentions) taken.fill(1, m.start, m.end);
  const starts = mentions.filter((m) => m.category !== 'soft').map((m) => m.start);
  const hasSkill = (from: number, to: number) => {
    // Binary search: the first non-soft skill at or after `from`, then whether it is before `to`.
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((starts[mid] ?? 0) < from) lo = mid + 1;
      else hi = mid;
    }
    return lo < starts.length && (starts[lo] ?? 0) < to;
  };
  const candidates = findCandidates(
    text,
    sentences(),
    options.nlp ?? true,
    hasSkill,
    options.tagged,
  ).filter((c) => taken.subarray(c.start, c.end).every((v) => v === 0));
  const counts = new Map<string, number>();
  for (const c of candidates)
    counts.set(phraseKey(c.phrase), (counts.get(phraseKey(c.phrase)) ?? 0) + 1);
  const names = new Map<string, string>();
  for (const c of candidates) {
    const key = phraseKey(c.phrase);
    const confidence = Math.min(1, c.confidence + ((counts.get(key) ?? 0) > 1 ? REPEAT_BONUS : 0));
    if (confidence < MIN_CONFIDENCE || taken[c.start] === 1) continue;
    taken.fill(1, c.start, c.end);
    if (!names.has(key)) names.set(key, c.phrase);
    mentions.push({
      name: names.get(key) ?? c.phrase,
      category: c.category,
      surface: c.phrase,
      start: c.start,
      end: c.end,
      source: c.rule,
      confidence,
    });
  }
  return mentions.sort((a, b) => a.start - b.start || b.end - a.end);
}
