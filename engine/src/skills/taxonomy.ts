import { DATA_BUSINESS } from './_data-business.ts';
import { DATA_DATA } from './_data-data.ts';
import { DATA_EXTRA } from './_data-extra.ts';
import { DATA_HEALTH } from './_data-health.ts';
import { DATA_OPERATIONS } from './_data-operations.ts';
import { DATA_PEOPLE } from './_data-people.ts';
import { DATA_SOFTWARE } from './_data-software.ts';

/**
 * What kind of thing a skill is. `language` means a human language; programming languages are `hard`.
 *
 * @example getSkill('Spanish')?.category // 'language'
 */
export type SkillCategory = 'hard' | 'tool' | 'soft' | 'certification' | 'language' | 'domain';

/**
 * One canonical skill of the taxonomy (docs/decisions/020-skills-taxonomy.md).
 *
 * @example getSkill('PostgreSQL') // { name: 'PostgreSQL', category: 'tool', aliases: ['Postgres', …], parents: ['Databases'], … }
 */
export interface Skill {
  name: string;
  category: SkillCategory;
  /** Other ways to write it; a leading `!` in the data marks a form matched case-sensitively. */
  aliases: string[];
  /**
   * Words as often everyday English as this skill ("Chef", "Deputy", "Vault"), found only next to
   * another skill of a list; marked `?` in the data. The matcher reads all forms by {@link skillForms}.
   */
  listOnly?: string[];
  /** Skills this one implies having (React → JavaScript). */
  implies: string[];
  /** Broader skills this one is a kind of (PostgreSQL → SQL). */
  parents: string[];
  /** The data file it came from: software, data, business, health, operations, people, extra. */
  domain: string;
}

const CATEGORIES = new Set<string>(['hard', 'tool', 'soft', 'certification', 'language', 'domain']);

/**
 * Reads the compact data format: `@category` lines switch the category; each other line is
 * `Name|alias, alias|>Implied, Implied|^Parent`, all fields after the name optional. A name may
 * carry a form marker (`!`, `?`), which then applies to the name as a form.
 */
function parseData(
  domain: string,
  data: string,
  into: Map<string, Skill>,
  ignored: string[],
): void {
  let category: SkillCategory | 'ignore' = 'hard';
  for (const raw of data.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('//')) continue;
    if (line.startsWith('@')) {
      const name = line.slice(1);
      if (!CATEGORIES.has(name) && name !== 'ignore')
        throw new Error(`taxonomy: unknown category ${name}`);
      category = name as SkillCategory | 'ignore';
      continue;
    }
    if (category === 'ignore') {
      ignored.push(line);
      continue;
    }
    const [name = '', ...fields] = line.split('|').map((f) => f.trim());
    const list = (f: string) =>
      f
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    const skill: Skill = {
      name: name.replace(/^[!?]/, ''),
      category,
      aliases: [],
      implies: [],
      parents: [],
      domain,
    };
    const addForm = (form: string) => {
      if (form.startsWith('?')) (skill.listOnly ??= []).push(form.slice(1));
      else skill.aliases.push(form);
    };
    if (/^[!?]/.test(name)) addForm(name);
    for (const f of fields) {
      if (f.startsWith('>')) skill.implies.push(...list(f.slice(1)));
      else if (f.startsWith('^')) skill.parents.push(...list(f.slice(1)));
      else list(f).forEach(addForm);
    }
    const id = skill.name.toLowerCase();
    if (into.has(id)) throw new Error(`taxonomy: duplicate skill ${skill.name}`);
    into.set(id, skill);
  }
}

let skills: Map<string, Skill> | undefined;
const ignoredPhrasesStore: string[] = [];

function load(): Map<string, Skill> {
  if (skills) return skills;
  const map = new Map<string, Skill>();
  const files: [string, string][] = [
    ['software', DATA_SOFTWARE],
    ['data', DATA_DATA],
    ['business', DATA_BUSINESS],
    ['health', DATA_HEALTH],
    ['operations', DATA_OPERATIONS],
    ['people', DATA_PEOPLE],
    ['extra', DATA_EXTRA],
  ];
  for (const [domain, data] of files) parseData(domain, data, map, ignoredPhrasesStore);
  skills = map;
  return map;
}

/**
 * Every skill of the taxonomy, in data order.
 *
 * @example listSkills().length // > 2000
 */
export function listSkills(): Skill[] {
  return [...load().values()];
}

/**
 * The forms the matcher looks for, with their data markers: the name, the aliases (`!` for a form
 * matched in its written case) and the list-only words (`?`). A soft skill's name is only a label
 * ("Leadership" is named by "leadership skills", "lead a team", never by "leadership
 * development"), so a soft skill is found by its aliases alone
 * (docs/decisions/111-taxonomy-synonyms.md); so is a skill whose name is marked.
 *
 * @example skillForms(getSkill('Kubernetes')!) // ['Kubernetes', 'K8s', 'k8s', 'Kube', 'kubectl']
 */
export function skillForms(skill: Skill): string[] {
  const listOnly = (skill.listOnly ?? []).map((f) => `?${f}`);
  const marked =
    skill.aliases.includes(`!${skill.name}`) || (skill.listOnly ?? []).includes(skill.name);
  const named = skill.category === 'soft' || marked ? [] : [skill.name];
  return [...named, ...skill.aliases, ...listOnly];
}

/**
 * Phrases that contain a skill's name but are not skills ("health insurance", "by law"): the
 * matcher consumes them so the word inside is not read as a skill (`@ignore` in the data).
 *
 * @example ignoredPhrases().includes('health insurance') // true
 */
export function ignoredPhrases(): string[] {
  load();
  return ignoredPhrasesStore;
}

/**
 * One skill by its canonical name (case-insensitive), or undefined.
 *
 * @example getSkill('react')?.implies // ['JavaScript']
 */
export function getSkill(name: string): Skill | undefined {
  return load().get(name.toLowerCase());
}

/**
 * The skills a skill stands for as well: what it implies and its parents, transitively.
 *
 * @example relatedSkills('Next.js') // ['React', 'JavaScript']
 */
export function relatedSkills(name: string): string[] {
  const cached = relatedCache.get(name);
  if (cached) return cached;
  const out: string[] = [];
  const seen = new Set<string>([name.toLowerCase()]);
  const queue = [name];
  while (queue.length > 0) {
    const skill = getSkill(queue.shift() ?? '');
    for (const next of [...(skill?.implies ?? []), ...(skill?.parents ?? [])]) {
      const canonical = getSkill(next)?.name ?? next;
      if (seen.has(canonical.toLowerCase())) continue;
      seen.add(canonical.toLowerCase());
      out.push(canonical);
      queue.push(canonical);
    }
  }
  relatedCache.set(name, out);
  return out;
}

// The taxonomy is fixed for the process, so each skill's relatives are worked out once.
const relatedCache = new Map<string, string[]>();
