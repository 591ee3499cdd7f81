import { describe, expect, it } from 'vitest';
import { BatchInputs, CVS_KEPT, POSTINGS_KEPT } from '../../src/cli/batch-inputs.ts';
import { analyzePosting } from '../../src/posting/index.ts';
import { parseCvText } from '../../src/cv/index.ts';

const JOB = 'Backend Engineer\nRequirements\n- Python, PostgreSQL and Kubernetes.';
const CV =
  'Sam Doe\nBackend Engineer\nsam@example.com\nExperience\nBackend Engineer, Acme\n2019 – 2023\n- Built Python services on PostgreSQL.\nSkills\nPython, PostgreSQL, Docker';

describe('BatchInputs', () => {
  it('reads a posting once and gives the same analysis for the same text', () => {
    const inputs = new BatchInputs();
    const posting = inputs.posting(JOB);
    expect(inputs.posting(JOB)).toBe(posting);
    expect(posting).toEqual(analyzePosting(JOB));
  });

  it('reads a changed posting afresh', () => {
    const inputs = new BatchInputs();
    const posting = inputs.posting(JOB);
    const changed = inputs.posting(`${JOB}\n- Go.`);
    expect(changed).not.toBe(posting);
    expect(changed.skills.map((s) => s.name)).toContain('Go');
  });

  it('reads a CV once, as text or as JSON Resume, and a changed CV afresh', async () => {
    const inputs = new BatchInputs();
    const cv = await inputs.cv(CV);
    expect(await inputs.cv(CV)).toBe(cv);
    expect(cv).toEqual(parseCvText(CV));
    expect(await inputs.cv(CV.replace('Docker', 'Terraform'))).not.toBe(cv);
    const resume = { basics: { name: 'Sam Doe', label: 'Backend Engineer' } };
    const fromJson = await inputs.cv(resume);
    expect(await inputs.cv({ ...resume })).toBe(fromJson);
    expect(fromJson.resume.basics.name).toBe('Sam Doe');
  });

  it('keeps no CV that failed to read', async () => {
    const inputs = new BatchInputs();
    await expect(inputs.cv(42)).rejects.toThrow('"cv" must be a string');
    expect(inputs.cvs.size).toBe(0);
  });

  it('keeps at most its bound of postings and CVs, dropping the least recently used', async () => {
    const inputs = new BatchInputs();
    const first = inputs.posting(`${JOB}\n- Skill 0.`);
    for (let i = 1; i <= POSTINGS_KEPT; i++) inputs.posting(`${JOB}\n- Skill ${i}.`);
    expect(inputs.postings.size).toBe(POSTINGS_KEPT);
    expect(inputs.posting(`${JOB}\n- Skill 0.`)).not.toBe(first);
    const cv = await inputs.cv(`${CV}\nCV 0`);
    for (let i = 1; i <= CVS_KEPT; i++) await inputs.cv(`${CV}\nCV ${i}`);
    expect(inputs.cvs.size).toBe(CVS_KEPT);
    expect(await inputs.cv(`${CV}\nCV 0`)).not.toBe(cv);
  });
});
