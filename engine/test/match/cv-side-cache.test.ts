import { describe, expect, it } from 'vitest';
import { parseCvText } from '../../src/cv/index.ts';
import { scan } from '../../src/match/index.ts';
import { CV_SIDES_KEPT, cvSide } from '../../src/match/cv-side.ts';
import { analyzePosting } from '../../src/posting/index.ts';

const CV =
  'Sam Doe\nBackend Engineer\nsam@example.com · +44 20 7946 0000\nExperience\nBackend Engineer, Acme\n2019 – 2023\n- Built Python services on PostgreSQL, cutting latency by 30%.\nSkills\nPython, PostgreSQL, Docker';
const JOB =
  'Senior Backend Engineer\nRequirements\n- 5+ years with Python, PostgreSQL and Kubernetes.\n- Managing stakeholders.';

describe("the CV's side of a scan, kept by content", () => {
  it('is found again for a copy of the same CV (a server scan gets a new copy each time)', () => {
    const cv = parseCvText(CV);
    const side = cvSide(cv, '2026-11-23');
    expect(cvSide(structuredClone(cv), '2026-11-23')).toBe(side);
    expect(cvSide(parseCvText(CV), '2026-11-23')).toBe(side);
  });

  it('is read afresh when the CV or the scan date changes', () => {
    const cv = parseCvText(CV);
    const side = cvSide(cv, '2026-11-23');
    expect(cvSide(cv, '2026-12-01')).not.toBe(side);
    const edited = structuredClone(cv);
    edited.resume.basics.name = 'Sam Q. Doe';
    expect(cvSide(edited, '2026-11-23')).not.toBe(side);
    const retyped = parseCvText(CV.replace('Docker', 'Terraform'));
    const other = cvSide(retyped, '2026-11-23');
    expect(other).not.toBe(side);
    expect(other.skills.has('terraform')).toBe(true);
    expect(other.skills.has('docker')).toBe(false);
  });

  it(`keeps at most ${CV_SIDES_KEPT} CVs, the least recently used dropped`, () => {
    const copies = Array.from({ length: CV_SIDES_KEPT + 1 }, (_, i) => {
      const cv = parseCvText(CV);
      cv.resume.basics.name = `Sam Doe ${i}`;
      return cv;
    });
    const first = cvSide(copies[0]!, '2026-11-23');
    for (const cv of copies.slice(1)) cvSide(cv, '2026-11-23');
    // A new copy of the first CV: its analysis was dropped, so it is read again.
    expect(cvSide(structuredClone(copies[0]!), '2026-11-23')).not.toBe(first);
  });

  it('gives the same scan whether the CV and posting were read before or not', () => {
    const cold = scan(parseCvText(CV), JOB, { asOf: '2026-11-23' });
    const cv = parseCvText(CV);
    const posting = analyzePosting(JOB);
    const warm = [1, 2, 3].map(() => scan(cv, posting, { asOf: '2026-11-23' }));
    for (const result of warm) expect(result).toEqual(cold);
    // A scan's own checks never leak into the next one's.
    expect(warm[0]?.checks).not.toBe(warm[1]?.checks);
    expect(warm[0]?.checks.filter((c) => c.id === 'job_title')).toHaveLength(1);
  });
});
