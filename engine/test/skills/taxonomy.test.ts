import { describe, expect, it } from 'vitest';
import { getSkill, listSkills, relatedSkills } from '../../src/skills/index.ts';

describe('skills taxonomy', () => {
  const skills = listSkills();

  it('holds at least 2,000 canonical skills in every category', () => {
    expect(skills.length).toBeGreaterThanOrEqual(2000);
    const byCategory = new Map<string, number>();
    for (const s of skills) byCategory.set(s.category, (byCategory.get(s.category) ?? 0) + 1);
    expect([...byCategory.keys()].sort()).toEqual([
      'certification',
      'domain',
      'hard',
      'language',
      'soft',
      'tool',
    ]);
    expect(byCategory.get('language')).toBeGreaterThanOrEqual(80);
    expect(byCategory.get('soft')).toBeGreaterThanOrEqual(80);
  });

  it('covers the domains the product serves', () => {
    for (const name of [
      'Kubernetes',
      'Tableau',
      'Figma Design',
      'Search engine optimization',
      'Account management',
      'IFRS',
      'Phlebotomy',
      'Forklift operation',
      'Welding',
      'Spanish',
      'Teamwork',
      'Registered Nurse',
      'Fintech',
    ]) {
      expect(getSkill(name)?.name, name).toBe(name);
    }
  });

  it('has unique names and relations that point at existing skills', () => {
    const names = skills.map((s) => s.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const dangling = skills.flatMap((s) =>
      [...s.implies, ...s.parents].filter((r) => !getSkill(r)).map((r) => `${s.name} → ${r}`),
    );
    expect(dangling).toEqual([]);
  });

  it('follows implies and parent relations transitively', () => {
    expect(relatedSkills('Next.js')).toEqual([
      'React',
      'JavaScript',
      'Front-end development',
      'Programming languages',
    ]);
    expect(relatedSkills('PostgreSQL')).toContain('SQL');
    expect(relatedSkills('Amazon EKS')).toEqual(
      expect.arrayContaining(['Amazon Web Services', 'Kubernetes']),
    );
  });
});
