import { listSkills, skillForms } from '../skills/taxonomy.ts';
import type { SkillCategory } from '../skills/taxonomy.ts';

// The taxonomy's names, as the posting reader needs them before any skill is matched: to keep a
// camel-case or dotted name whole ("TensorFlow", "ASP.NET") and to tell a bare list of tools from
// a list of perks.

let forms: Map<string, SkillCategory> | undefined;
/** Every skill name and alias, lower-cased, with spaces and hyphens also dropped ("reactnative"). */
function knownForms(): Map<string, SkillCategory> {
  if (forms) return forms;
  forms = new Map();
  for (const skill of listSkills())
    for (const form of skillForms(skill)) {
      const plain = form.replace(/^[!?]/, '').toLowerCase();
      forms.set(plain, skill.category);
      forms.set(plain.replace(/[\s-]+/g, ''), skill.category);
    }
  return forms;
}

/**
 * Whether a word is a skill's name or alias, in any case and with or without its spaces.
 *
 * @example isKnownForm('ReactNative') // true
 */
export function isKnownForm(word: string): boolean {
  return knownForms().has(word.toLowerCase());
}

// Tools, languages and techniques: what a bare list of a stack names.
const TECH = new Set<SkillCategory>(['hard', 'tool', 'language']);

/**
 * Whether a line is nothing but a list of technologies ("APIs, MySQL, React, Azure, C#, ATF"):
 * at least three items of a few words each, at least two thirds of them tools, languages or
 * techniques of the taxonomy (docs/decisions/211). Such a line names the stack the job uses
 * wherever it stands.
 *
 * @example isTechList('- Vault, Consul, Terraform') // true
 */
export function isTechList(text: string): boolean {
  const items = text
    .replace(/^\s*[-–•*·▪◦]\s*/, '')
    .replace(/[.;]\s*$/, '')
    .split(/\s*(?:,|;|\/|\||&|\band\b|\bor\b)\s*/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (items.length < 3 || items.some((s) => s.split(/\s+/).length > 3)) return false;
  const tech = items.filter((s) => TECH.has(knownForms().get(s.toLowerCase()) ?? 'soft')).length;
  return tech >= 3 && tech * 3 >= items.length * 2;
}
