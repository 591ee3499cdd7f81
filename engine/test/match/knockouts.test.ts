import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scan } from '../../src/match/index.ts';
import type { KnockoutCheck } from '../../src/match/index.ts';
import type { ParsedCv } from '../../src/resume.ts';
import { loadParsedCv, scanFixtures } from '../fixtures/scan/golden.ts';

/** A CV built in the test: plain text plus the structured fields the knockout checks read. */
function cvOf(text: string, extra: Partial<ParsedCv['resume']> = {}): ParsedCv {
  return {
    resume: { basics: {}, work: [], education: [], skills: [], ...extra },
    text,
    meta: {
      source: 'text',
      sections: ['Experience', 'Education', 'Certifications'],
      warnings: [],
      confidence: {},
    },
  };
}

function fixture(name: string): { cv: ParsedCv; job: string } {
  const f = scanFixtures().find((x) => x.name === name);
  if (!f) throw new Error(`no scan fixture ${name}`);
  return { cv: loadParsedCv(f), job: readFileSync(f.jobPath, 'utf8') };
}

const byKind = (checks: KnockoutCheck[]) => Object.fromEntries(checks.map((k) => [k.kind, k]));

describe('knockouts: real fixtures', () => {
  it('backend: years counted from job dates up to the scan date, degree from education', () => {
    const { cv, job } = fixture('backend');
    const k = byKind(scan(cv, job, { asOf: '2026-01-15' }).knockouts);
    expect(Object.keys(k)).toEqual(['minimum_years', 'degree']);
    // Jan 2017 to Jan 2026, one unbroken run of two jobs.
    expect(k.minimum_years).toMatchObject({
      status: 'met',
      detail: '5+ years',
      reason: 'About 9 years of work in your CV; the posting asks for 5+.',
    });
    expect(k.minimum_years?.sentence.text).toBe(
      '- 5+ years of experience building backend services in Go, Java or Kotlin.',
    );
    expect(k.degree).toMatchObject({ status: 'met', detail: 'bachelor' });
    expect(k.degree?.evidence?.text).toBe(
      'BSc Computer Science, Technical University of Munich, 2013 – 2016',
    );
    expect(k.degree?.evidence?.section).toBe('education');
  });

  it('nurse: location and registration met, shifts and right to work not shown', () => {
    const { cv, job } = fixture('nurse');
    const r = scan(cv, job, { asOf: '2026-01-15' });
    const k = byKind(r.knockouts);
    expect(r.knockouts.map((x) => [x.kind, x.detail, x.status])).toEqual([
      ['location', 'on-site', 'met'],
      ['other', '12-hour shifts', 'not_shown'],
      ['license', 'NMC registration', 'met'],
      ['minimum_years', '2+ years', 'met'],
      ['work_authorization', 'right to work in the UK', 'not_shown'],
    ]);
    expect(k.location?.evidence?.text).toMatch(/Leeds$/);
    expect(
      cv.text.slice(k.location?.evidence?.highlight.start, k.location?.evidence?.highlight.end),
    ).toBe('Leeds');
    expect(k.license?.reason).toMatch(/^Your CV names .*Registered Nurse\.$/);
    expect(k.license?.evidence?.section).toBe('certifications');
    // What the CV shows is never advised on (the advice list is capped, so others may not fit).
    const advised = r.recommendations.filter((x) => x.kind === 'knockout').map((x) => x.message);
    for (const message of advised)
      expect(message).not.toMatch(/\((?:on-site|NMC registration|2\+ years)\)/);
  });

  it('points every evidence span at the CV text', () => {
    for (const f of scanFixtures()) {
      const cv = loadParsedCv(f);
      for (const k of scan(cv, readFileSync(f.jobPath, 'utf8')).knockouts) {
        expect(k.reason).not.toBe('');
        if (k.evidence)
          expect(cv.text.slice(k.evidence.start, k.evidence.end)).toBe(k.evidence.text);
      }
    }
  });

  it('keeps knockouts out of the score', () => {
    const { cv, job } = fixture('nurse');
    const r = scan(cv, job);
    expect(r.breakdown.map((c) => c.id)).not.toContain('knockouts');
    expect(r.breakdown.reduce((sum, c) => sum + c.points, 0)).toBe(r.score);
  });
});

describe('knockouts: each kind', () => {
  const years = (startDate: string, endDate?: string) => ({
    work: [{ position: 'Engineer', startDate, ...(endDate ? { endDate } : {}), highlights: [] }],
  });

  it('minimum years: not met below the figure, not shown without dates', () => {
    const job = 'Requirements\n- 5+ years of experience with Python.';
    const short = scan(cvOf('Experience\nEngineer', years('2022-01', '2024-01')), job);
    expect(short.knockouts[0]).toMatchObject({
      kind: 'minimum_years',
      status: 'not_met',
      reason: 'About 2 years of work in your CV; the posting asks for 5+.',
    });
    expect(scan(cvOf('Experience\nEngineer'), job).knockouts[0]?.status).toBe('not_shown');
    // A current job runs to the scan date.
    const open = cvOf('Experience\nEngineer', years('2020-01'));
    expect(scan(open, job, { asOf: '2026-06-01' }).knockouts[0]?.status).toBe('met');
    expect(scan(open, job, { asOf: '2023-06-01' }).knockouts[0]?.status).toBe('not_met');
  });

  it('minimum years: judged on the figure shown, so "about 5" meets 5+ and "about 4.5" does not', () => {
    const job = 'Requirements\n- 5+ years of experience with Python.';
    const nearly = scan(cvOf('Experience\nEngineer', years('2019-01', '2023-11')), job);
    expect(nearly.knockouts[0]).toMatchObject({
      status: 'met',
      reason: 'About 5 years of work in your CV; the posting asks for 5+.',
    });
    const short = scan(cvOf('Experience\nEngineer', years('2019-01', '2023-07')), job);
    expect(short.knockouts[0]).toMatchObject({
      status: 'not_met',
      reason: 'About 4.5 years of work in your CV; the posting asks for 5+.',
    });
  });

  it('degree: not met one level below, met at or above, not shown without one', () => {
    const job = 'Requirements\n- MSc in Statistics is required.';
    const education = (studyType: string) => ({
      education: [{ institution: 'University of York', studyType, area: 'Statistics' }],
    });
    const bsc = scan(cvOf('Education\nBSc Statistics, University of York', education('BSc')), job);
    expect(bsc.knockouts[0]).toMatchObject({
      kind: 'degree',
      status: 'not_met',
      reason: "Your CV shows a bachelor's degree; the posting requires a master's degree.",
    });
    const phd = scan(cvOf('Education\nPhD Statistics, University of York', education('PhD')), job);
    expect(phd.knockouts[0]?.status).toBe('met');
    expect(scan(cvOf('Experience\nBaker'), job).knockouts[0]?.status).toBe('not_shown');
  });

  it('licence: met when the CV names the credential, not shown otherwise', () => {
    const job = 'Requirements\n- Must hold an active CPA licence.';
    const cpa = scan(cvOf('Certifications\nCertified Public Accountant (CPA), 2019'), job);
    expect(cpa.knockouts[0]).toMatchObject({ kind: 'license', status: 'met' });
    expect(cpa.knockouts[0]?.evidence?.section).toBe('certifications');
    const none = scan(cvOf('Experience\nBookkeeper at a small firm'), job);
    expect(none.knockouts[0]).toMatchObject({
      status: 'not_shown',
      reason: 'Your CV does not name Certified Public Accountant; the posting requires it.',
    });
  });

  it('location: met in the contact lines or by relocation, not met elsewhere', () => {
    const job = 'Nurse\nLocation: Leeds\nThis is an on-site role.';
    const leeds = scan(cvOf('Sam Lee\nsam@example.com · Leeds\nExperience\nNurse'), job);
    expect(leeds.knockouts[0]).toMatchObject({ kind: 'location', status: 'met' });
    const away = cvOf('Sam Lee\nsam@example.com\nExperience\nNurse', {
      basics: { location: { city: 'Bristol', countryCode: 'GB' } },
    });
    expect(scan(away, job).knockouts[0]).toMatchObject({
      status: 'not_met',
      reason:
        'Your CV places you in Bristol, GB; the role is on-site in Leeds. If you will move, say so.',
    });
    const moving = cvOf('Sam Lee\nBristol · willing to relocate\nExperience\nNurse', {
      basics: { location: { city: 'Bristol' } },
    });
    expect(scan(moving, job).knockouts[0]?.status).toBe('met');
    expect(scan(cvOf('Sam Lee\nExperience\nNurse'), job).knockouts[0]?.status).toBe('not_shown');
  });

  it('work authorisation: met when stated, not met when sponsorship is needed', () => {
    const job = 'Requirements\n- You must have the right to work in the UK.';
    const stated = scan(cvOf('Sam Lee\nFull right to work in the UK\nExperience\nNurse'), job);
    expect(stated.knockouts[0]).toMatchObject({ kind: 'work_authorization', status: 'met' });
    expect(stated.knockouts[0]?.evidence?.text).toBe('Full right to work in the UK');
    const needs = scan(cvOf('Sam Lee\nWill require visa sponsorship\nExperience\nNurse'), job);
    expect(needs.knockouts[0]?.status).toBe('not_met');
    expect(
      scan(cvOf('Sam Lee\nDoes not require sponsorship\nExperience\nNurse'), job).knockouts[0]
        ?.status,
    ).toBe('met');
    expect(scan(cvOf('Sam Lee\nExperience\nNurse'), job).knockouts[0]?.status).toBe('not_shown');
  });

  it('security clearance: met when the CV names one, else not shown', () => {
    const job = 'Requirements\n- Must hold an active security clearance.';
    const cleared = scan(cvOf('Experience\nAnalyst (active SC clearance)'), job);
    expect(cleared.knockouts[0]).toMatchObject({ kind: 'security_clearance', status: 'met' });
    expect(scan(cvOf('Experience\nAnalyst'), job).knockouts[0]?.status).toBe('not_shown');
  });

  it('other screens: met only on a CV line that shows them, else the user is asked to confirm', () => {
    const job = [
      'Support Worker',
      'Requirements',
      '- Must be willing to work night shifts.',
      '- Access to a car is essential.',
      '- Must be able to lift up to 25 kg.',
      '- Applicants must be aged 18 or over.',
    ].join('\n');
    const none = scan(cvOf('Experience\nSupport worker at a care home'), job).knockouts;
    expect(none.map((x) => [x.kind, x.detail, x.status, x.reason])).toEqual([
      [
        'other',
        'night shifts',
        'not_shown',
        'The role asks for night shifts; confirm the working pattern suits you.',
      ],
      [
        'other',
        'access to a car',
        'not_shown',
        'The role asks for access to a car; if you have it, say so in your CV.',
      ],
      [
        'other',
        'lifting 25 kg',
        'not_shown',
        'The role asks for lifting 25 kg; a CV does not show this, so confirm you can meet it.',
      ],
      [
        'other',
        'aged 18+',
        'not_shown',
        'The posting asks applicants to be aged 18+; a CV need not state your age, so confirm you meet it.',
      ],
    ]);
    const shown = scan(
      cvOf('Sam Lee\nFull driving licence and own car\nExperience\nWorked rotating night shifts'),
      job,
    ).knockouts;
    expect(shown.map((x) => x.status)).toEqual(['met', 'met', 'not_shown', 'not_shown']);
    expect(shown[0]?.reason).toBe('Your CV shows night shifts; the posting asks for night shifts.');
    expect(shown[0]?.evidence?.text).toBe('Worked rotating night shifts');
    expect(shown[1]?.evidence?.text).toBe('Full driving licence and own car');
  });

  it('a driving licence or a named registration is searched as written', () => {
    const job =
      'Requirements\n- A full UK driving licence is required.\n- Must hold GPhC registration.';
    const r = scan(
      cvOf('Sam Lee\nFull UK driving licence\nExperience\nPharmacist (GPhC 2081234)'),
      job,
    );
    expect(r.knockouts.map((x) => [x.detail, x.status])).toEqual([
      ['driving licence', 'met'],
      ['GPhC registration', 'met'],
    ]);
  });

  it('an empty CV shows nothing and meets nothing', () => {
    const { job } = fixture('nurse');
    for (const k of scan(cvOf(''), job).knockouts) expect(k.status).not.toBe('met');
  });
});
