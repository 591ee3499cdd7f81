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

/** Adds the items of a comma-separated field to a list, trimmed, empty ones left out. */
function addItems(field: string, into: string[]): void {
  const items = field.split(',');
  for (let k = 0; k < items.length; k++) {
    const item = (items[k] as string).trim();
    if (item !== '') into.push(item);
  }
}

/** Adds a written form to a skill: `?` marks a list-only word; any other form is an alias. */
function addForm(skill: Skill, form: string): void {
  if (form.startsWith('?')) (skill.listOnly ??= []).push(form.slice(1));
  else skill.aliases.push(form);
}

/**
 * Reads the compact data format: `@category` lines switch the category; each other line is
 * `Name|alias, alias|>Implied, Implied|^Parent`, all fields after the name optional. A name may
 * carry a form marker (`!`, `?`), which then applies to the name as a form. Every command reads
 * the whole taxonomy as it starts, in code not yet compiled: the loops are indexed and make no
 * closures or arrays they do not keep.
 */
function parseData(
  domain: string,
  data: string,
  into: Map<string, Skill>,
  ignored: string[],
): void {
  let category: SkillCategory | 'ignore' = 'hard';
  const lines = data.split('\n');
  for (let l = 0; l < lines.length; l++) {
    const line = (lines[l] as string).trim();
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
    const fields = line.split('|');
    const name = (fields[0] as string).trim();
    const marked = name.startsWith('!') || name.startsWith('?');
    const skill: Skill = {
      name: marked ? name.slice(1) : name,
      category,
      aliases: [],
      implies: [],
      parents: [],
      domain,
    };
    if (marked) addForm(skill, name);
    for (let k = 1; k < fields.length; k++) {
      const field = (fields[k] as string).trim();
      if (field.startsWith('>')) addItems(field.slice(1), skill.implies);
      else if (field.startsWith('^')) addItems(field.slice(1), skill.parents);
      else {
        const forms = field.split(',');
        for (let f = 0; f < forms.length; f++) {
          const form = (forms[f] as string).trim();
          if (form !== '') addForm(skill, form);
        }
      }
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
  const { name, aliases, listOnly } = skill;
  const named =
    skill.category !== 'soft' && !aliases.includes(`!${name}`) && !listOnly?.includes(name);
  // Indexed loops: every command calls this for every skill, in code not yet compiled.
  const forms = named ? [name] : [];
  for (let k = 0; k < aliases.length; k++) forms.push(aliases[k] as string);
  if (listOnly) for (let k = 0; k < listOnly.length; k++) forms.push(`?${listOnly[k]}`);
  return forms;
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
