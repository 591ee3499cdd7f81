// Skills the tailored CV gains: those the user confirmed, and those the CV already shows in its
// experience but not in its skills list. Each goes to a chosen bullet or to the skills group of its
// kind; anything else asked for is refused with a reason.
import type { Keyword } from '../match/index.ts';
import type { Resume } from '../resume.ts';
import { extractSkills, getSkill, skillKey, type SkillCategory } from '../skills/index.ts';
import { cvShows, writtenIn, type ShownSkills } from './_skills-shown.ts';
import type { SkillPlacement, TailorChange } from './types.ts';

const GROUP_FOR: Record<SkillCategory, string> = {
  hard: 'Technical skills',
  tool: 'Tools',
  soft: 'Soft skills',
  certification: 'Certifications',
  language: 'Languages',
  domain: 'Domain knowledge',
};

// Group names that fit a kind of skill, when no group holds a skill of the same family or kind.
const GROUP_NAME: Record<SkillCategory, RegExp> = {
  hard: /technical|hard skills|competenc|expertise|methods|clinical|programming|engineering|development|core|professional|^skills$/i,
  tool: /tools|technolog|platforms|software|stack|systems|frameworks|devops|cloud|infrastructure|^skills$/i,
  soft: /soft|personal|interpersonal|people|transferable/i,
  certification: /certif|licen|accredit/i,
  language: /^(spoken |foreign )?languages$|spoken|foreign/i,
  domain: /domain|industry|knowledge|clinical|sector/i,
};

/** Kinds that may share a group: a tool fits a technical group and the other way round. */
const NEAR: Record<SkillCategory, readonly SkillCategory[]> = {
  hard: ['hard', 'tool', 'domain'],
  tool: ['tool', 'hard'],
  soft: ['soft'],
  certification: ['certification'],
  language: ['language'],
  domain: ['domain', 'hard'],
};

/** Automatic additions (skills the CV shows but does not list) stop at this many (decision 050). */
const MAX_SHOWN_ADDITIONS = 6;

/** The kind most of a group's known skills are, or undefined when it holds none the taxonomy knows. */
function kindOf(group: Resume['skills'][number]): SkillCategory | undefined {
  const counts = new Map<SkillCategory, number>();
  for (const k of group.keywords) {
    const c = getSkill(k)?.category;
    if (c) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * The family a group is made of: the parent most of its known skills share ("Languages: Python,
 * C++, Rust" → "Programming languages"), when it is two thirds of them and at least two.
 */
function familyOf(group: Resume['skills'][number]): string | undefined {
  const counts = new Map<string, number>();
  let known = 0;
  for (const k of group.keywords) {
    const skill = getSkill(k);
    if (!skill) continue;
    known++;
    for (const p of skill.parents ?? []) counts.set(p, (counts.get(p) ?? 0) + 1);
  }
  const [parent, n = 0] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  return n >= 2 && n >= (2 / 3) * known ? parent : undefined;
}

/** True when a group is meant for another kind of skill: "Soft skills" never takes Linux. */
function meantForOther(group: Resume['skills'][number], category: SkillCategory): boolean {
  // What a group holds decides first ("Languages: Go, TypeScript" takes Rust), then its name.
  const kind = kindOf(group);
  if (kind) return !NEAR[category].includes(kind);
  return (Object.keys(GROUP_NAME) as SkillCategory[]).some(
    (c) =>
      !NEAR[category].includes(c) &&
      GROUP_NAME[c].test(group.name) &&
      !GROUP_NAME[category].test(group.name),
  );
}

/**
 * The group a new skill joins (decision 150): one holding a skill of the same family (Rust joins
 * Go), else one whose skills are mostly of its kind, else one named for its kind; never a group
 * meant for another kind ("Soft skills"), nor a group of one family the skill is not of
 * ("Languages: Python, C++" for Statistics). Only when none fits, a new group named for its kind.
 */
function groupFor(resume: Resume, name: string, category: SkillCategory): number {
  const parents = new Set(getSkill(name)?.parents ?? []);
  // A group of one family ("Languages: Python, C++") takes only that family: no "Statistics".
  const fits = resume.skills.map((g) => {
    // An entry without keywords is a skill of its own ("budget development"), not a group.
    if (g.keywords.length === 0) return false;
    const family = familyOf(g);
    return !meantForOther(g, category) && (!family || parents.has(family));
  });
  const family = resume.skills.findIndex(
    (g, i) =>
      fits[i] && g.keywords.some((k) => (getSkill(k)?.parents ?? []).some((p) => parents.has(p))),
  );
  if (family >= 0) return family;
  const sameKind = resume.skills.findIndex((g, i) => fits[i] && kindOf(g) === category);
  if (sameKind >= 0) return sameKind;
  const named = resume.skills.findIndex((g, i) => fits[i] && GROUP_NAME[category].test(g.name));
  if (named >= 0) return named;
  // A tool may join a technical group; a technical skill never a group of tools ("Statistics"
  // under "Infrastructure"): it gets a group of its own kind instead.
  const near = resume.skills.findIndex((g, i) => {
    const kind = kindOf(g);
    return (
      fits[i] &&
      !!kind &&
      NEAR[category].includes(kind) &&
      !(category === 'hard' && kind === 'tool')
    );
  });
  if (near >= 0) return near;
  resume.skills.push({ name: GROUP_FOR[category], keywords: [] });
  return resume.skills.length - 1;
}

/**
 * True when the CV lists its skills one by one, not in groups: most entries are a skill with no
 * keywords ("Cooking", "Scheduling", "Microsoft Word"). A new skill is then one more entry.
 */
function listsOneByOne(resume: Resume): boolean {
  const single = resume.skills.filter((g) => g.keywords.length === 0).length;
  return resume.skills.length >= 2 && single * 2 > resume.skills.length;
}

/** Whether the skills section already lists the skill, in any of its forms ("Kafka", "Apache Kafka"). */
function listed(resume: Resume, name: string): boolean {
  const key = skillKey(name);
  const text = resume.skills.map((g) => `${g.name}: ${g.keywords.join(', ')}`).join('\n');
  return (
    resume.skills.some(
      (g) => skillKey(g.name) === key || g.keywords.some((k) => skillKey(k) === key),
    ) || extractSkills(text, { taxonomyOnly: true }).some((m) => skillKey(m.name) === key)
  );
}

function placementOf(
  placements: Record<string, SkillPlacement> | undefined,
  name: string,
): SkillPlacement | undefined {
  if (!placements) return undefined;
  const key = skillKey(name);
  const hit = Object.entries(placements).find(([k]) => skillKey(k) === key);
  return hit?.[1];
}

/** Appends " using X" to a bullet, before its final full stop. */
function appendSkill(bullet: string, skill: string): string {
  const m = /^(.*?)([.;]?)\s*$/s.exec(bullet);
  return `${m?.[1] ?? bullet}, using ${skill}${m?.[2] ?? ''}`;
}

/** Adds skills in place; returns the changes (additions, placements and refusals). */
export function addSkills(
  resume: Resume,
  keywords: readonly Keyword[],
  confirmed: readonly string[],
  shown: ShownSkills,
  placements: Record<string, SkillPlacement> | undefined,
): TailorChange[] {
  const changes: TailorChange[] = [];
  const confirmedKeys = new Set(confirmed.map(skillKey));
  // Confirmed skills by the scan's spelling when it has one, then shown keywords of the job.
  const byKey = new Map<string, { name: string; confirmed: boolean }>();
  for (const c of confirmed) {
    const k = keywords.find((x) => skillKey(x.name) === skillKey(c));
    byKey.set(skillKey(c), { name: k?.name ?? c.trim(), confirmed: !cvShows(shown, c) });
  }
  // Shown but unlisted: the required technical keywords, strongest first, a few at most.
  const unlisted = [...keywords]
    .sort((a, b) => b.weight - a.weight)
    .filter(
      (k) =>
        k.required &&
        (k.category === 'hard' || k.category === 'tool') &&
        cvShows(shown, k.name) &&
        !byKey.has(skillKey(k.name)) &&
        !listed(resume, k.name),
    )
    .slice(0, MAX_SHOWN_ADDITIONS);
  for (const k of unlisted) byKey.set(skillKey(k.name), { name: k.name, confirmed: false });
  for (const [name] of Object.entries(placements ?? {}))
    if (!byKey.has(skillKey(name)) && !confirmedKeys.has(skillKey(name)) && !cvShows(shown, name))
      changes.push({
        kind: 'skip_skill',
        skill: name,
        message: `Left out ${name}: your CV does not show it and you have not confirmed it.`,
      });
  for (const { name, confirmed: isConfirmed } of byKey.values()) {
    if (name === '') continue;
    const why = isConfirmed ? 'you confirmed it' : 'your CV shows it';
    const place = placementOf(placements, name);
    const w = place && place !== 'skills' ? resume.work[place.workIndex] : undefined;
    const bullet = place && place !== 'skills' ? w?.highlights[place.highlightIndex] : undefined;
    if (place && place !== 'skills' && w && bullet !== undefined && !writtenIn(bullet, name)) {
      const after = appendSkill(bullet, name);
      w.highlights[place.highlightIndex] = after;
      changes.push({
        kind: 'place_skill',
        skill: name,
        path: `work[${place.workIndex}].highlights[${place.highlightIndex}]`,
        before: bullet,
        after,
        message: `Named ${name} (${why}) in a ${[w.position, w.name].filter(Boolean).join(' at ')} bullet.`,
      });
      continue;
    }
    if (listed(resume, name)) continue;
    if (listsOneByOne(resume)) {
      resume.skills.push({ name, keywords: [] });
      changes.push({
        kind: 'add_skill',
        skill: name,
        path: `skills[${resume.skills.length - 1}]`,
        message: `Added ${name} (${why}) to your skills.`,
      });
      continue;
    }
    const g = groupFor(
      resume,
      name,
      getSkill(name)?.category ?? keywords.find((k) => k.name === name)?.category ?? 'hard',
    );
    const group = resume.skills[g];
    if (!group) continue;
    group.keywords.push(name);
    changes.push({
      kind: 'add_skill',
      skill: name,
      path: `skills[${g}].keywords`,
      message: `Added ${name} (${why}) to ${group.name}.`,
    });
  }
  return changes;
}

/** Puts the job's skills first in each group and the groups with most of them first. */
export function reorderSkills(resume: Resume, keywords: readonly Keyword[]): TailorChange[] {
  const weight = new Map(keywords.map((k) => [skillKey(k.name), k.weight]));
  const w = (s: string) => weight.get(skillKey(s)) ?? 0;
  const before = resume.skills.map((g) => `${g.name}: ${g.keywords.join(', ')}`);
  for (const g of resume.skills)
    g.keywords = g.keywords
      .map((k, i) => ({ k, i }))
      .sort((a, b) => w(b.k) - w(a.k) || a.i - b.i)
      .map((x) => x.k);
  const total = (g: Resume['skills'][number]) =>
    w(g.name) + g.keywords.reduce((s, k) => s + w(k), 0);
  resume.skills = resume.skills
    .map((g, i) => ({ g, i, t: total(g) }))
    .sort((a, b) => b.t - a.t || a.i - b.i)
    .map((x) => x.g);
  const after = resume.skills.map((g) => `${g.name}: ${g.keywords.join(', ')}`);
  if (before.join('\n') === after.join('\n')) return [];
  return [
    {
      kind: 'reorder_skills',
      path: 'skills',
      before,
      after,
      message: 'Put the skills this job asks for first.',
    },
  ];
}
