import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureSkills, normaliseSpan, scorePosting, spansMatch } from './quality-skills.ts';

describe('skills benchmark scoring (data/README.md)', () => {
  const match = (a: string, b: string) => spansMatch(normaliseSpan(a), normaliseSpan(b));

  it('matches by word-set Jaccard ≥ 0.5 or whole-word containment of at least a third', () => {
    expect(match('node js', 'node js server side and tooling')).toBe(true);
    expect(match('design', 'application data and infrastructure architecture design')).toBe(false);
    expect(match('Amazon Web Services', 'amazon-web-services')).toBe(true);
    expect(match('C++', 'c++')).toBe(true);
    expect(match('Java', 'JavaScript')).toBe(false);
    expect(match('REST APIs', 'REST')).toBe(true);
  });

  it('scores one posting with duplicates removed', () => {
    expect(
      scorePosting(['Java', 'java', 'Go', 'Excel'], ['Java', 'Go programming', 'Kubernetes']),
    ).toEqual({ tpP: 2, nP: 3, tpG: 2, nG: 3 });
  });

  it('measures each technique, the plain lookup first', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jobfit-skills-bench-'));
    const posting = {
      id: 't1',
      text: 'Requirements : Experience with Snowpack , Kubernetes and Python . Benefits : gym .',
      knowledge: ['Snowpack', 'Kubernetes', 'Python'],
      skills: ['Snowpack', 'Kubernetes', 'Python'],
    };
    writeFileSync(join(dir, 'skillspan-train.jsonl'), `${JSON.stringify(posting)}\n`);
    const rows = await measureSkills(dir);
    expect(rows.map((r) => r.name)).toEqual([
      'plain taxonomy lookup (baseline)',
      '+ case and boundary rules (matcher)',
      '+ cue, list and product rules',
      '+ noun-phrase filter (wink-nlp)',
      'analyzePosting (jobfit skills)',
    ]);
    expect(rows[1]?.knowledge.map((x) => Number(x.toFixed(3)))).toEqual([1, 0.667, 0.8]);
    expect(rows[2]?.knowledge.map((x) => Number(x.toFixed(3)))).toEqual([1, 1, 1]);
  });
});
