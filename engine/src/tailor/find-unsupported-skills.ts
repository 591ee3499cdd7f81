import type { Resume } from '../resume.ts';
import { extractSkills, skillKey } from '../skills/index.ts';
import { cvShows, shownSkills } from './_skills-shown.ts';
import { escapeRegExp } from '../regexp.ts';

/**
 * Options of the honesty check.
 *
 * @example const o: UnsupportedSkillsOptions = { ignore: [scan.posting.title ?? ''] }
 */
export interface UnsupportedSkillsOptions {
  /**
   * Phrases whose skills are not claims, e.g. the job title and company a letter quotes
   * ("the Senior Go Developer role"); mentions inside them are skipped.
   */
  ignore?: readonly string[];
}

/**
 * The skills a text names that the CV neither shows nor the user confirmed, by the engine's own
 * skill extraction. The server runs it on every tailored output and on any LLM rephrasing before
 * offering it; an empty list means the text claims nothing new.
 *
 * @example findUnsupportedSkills('Ran Kubernetes clusters', resume, []) // ['Kubernetes'] when the CV lacks it
 */
export function findUnsupportedSkills(
  text: string,
  resume: Resume,
  confirmedSkills: readonly string[],
  options: UnsupportedSkillsOptions = {},
): string[] {
  const shown = shownSkills(resume);
  const confirmed = new Set(confirmedSkills.map(skillKey));
  const ignored: [number, number][] = [];
  for (const phrase of options.ignore ?? [])
    if (phrase.trim())
      for (const m of text.matchAll(new RegExp(escapeRegExp(phrase.trim()), 'gi')))
        ignored.push([m.index, m.index + m[0].length]);
  const out = new Map<string, string>();
  for (const m of extractSkills(text)) {
    if (ignored.some(([s, e]) => m.start >= s && m.end <= e)) continue;
    // The pronoun is no skill, whatever an acronym rule reads into "and I would".
    if (m.surface === 'I') continue;
    const key = skillKey(m.name);
    if (confirmed.has(key) || confirmed.has(skillKey(m.surface))) continue;
    // The surface as written counts too: a phrase a rule found in the text may be literal CV words,
    // also when a letter frames a CV line ("I scaled engineering team …", "my work included …").
    const bare = m.surface.replace(/^(?:I|we|my|our)\s+(?:work\s+included\s+)?/i, '');
    if (cvShows(shown, m.name) || cvShows(shown, m.surface) || cvShows(shown, bare)) continue;
    if (bare !== m.surface && cvShows(shown, bare[0]?.toUpperCase() + bare.slice(1))) continue;
    if (!out.has(key)) out.set(key, m.name);
  }
  return [...out.values()];
}
