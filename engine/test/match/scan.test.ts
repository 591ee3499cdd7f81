import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION, scan } from '../../src/match/index.ts';
import type { ParsedCv } from '../../src/resume.ts';
import { loadParsedCv, scanFixtures, scanGolden, scanGoldenPath } from '../fixtures/scan/golden.ts';

/** A CV built in the test: plain text plus the few structured fields the scorer reads. */
function cvOf(text: string, extra: Partial<ParsedCv['resume']> = {}): ParsedCv {
  return {
    resume: { basics: {}, work: [], education: [], skills: [], ...extra },
    text,
    meta: { source: 'text', sections: ['Experience', 'Skills'], warnings: [], confidence: {} },
  };
}

/** The status of the posting's keyword `name` for a CV whose experience is the one bullet `line`. */
const statusIn = (posting: string, name: string, line: string) =>
  scan(cvOf(`Experience\n- ${line}`), posting).keywords.find((x) => x.name === name)?.status;

const POSTING = `Backend Engineer
Requirements
- 3+ years of experience with Python and PostgreSQL.
- Experience with Docker and Kubernetes.
- Knowledge of Terraform and AWS.
Nice to have
- Kafka or RabbitMQ.`;

const FULL_CV = cvOf(
  'Backend Engineer\nExperience\n- Built Python services on PostgreSQL, shipped with Docker and Kubernetes.\n- Wrote Terraform for AWS and ran Kafka and RabbitMQ.\nSkills\nPython, PostgreSQL, Docker, Kubernetes, Terraform, AWS, Kafka',
  {
    work: [
      {
        position: 'Backend Engineer',
        startDate: '2018-01',
        endDate: '2023-01',
        highlights: ['Built Python services on PostgreSQL.'],
      },
    ],
  },
);
const NONE_CV = cvOf(
  'Pastry Chef\nExperience\n- Baked bread and croissants for a busy bakery.\nSkills\nBaking, food safety',
);

describe('scan: fixtures', () => {
  it.each(scanFixtures().map((f) => [f.name, f] as const))(
    '%s matches its golden file',
    (_name, f) => {
      expect(scanGolden(f)).toEqual(JSON.parse(readFileSync(scanGoldenPath(f), 'utf8')));
    },
  );

  it('ranks each fixture CV above the mismatched one for its own posting', () => {
    const [backend, mismatch] = ['backend', 'mismatch'].map((n) =>
      scanFixtures().find((f) => f.name === n),
    );
    const job = readFileSync(backend?.jobPath ?? '', 'utf8');
    expect(scan(loadParsedCv(backend!), job).score).toBeGreaterThan(
      scan(loadParsedCv(mismatch!), job).score + 30,
    );
  });
});

describe('scan: invariants', () => {
  it('scores within 0–100, with a breakdown that adds up to the score', () => {
    for (const cv of [FULL_CV, NONE_CV]) {
      const r = scan(cv, POSTING);
      expect(r.score).toBeGreaterThanOrEqual(0);
      expect(r.score).toBeLessThanOrEqual(100);
      expect(r.breakdown.reduce((sum, c) => sum + c.points, 0)).toBe(r.score);
      expect(r.breakdown.reduce((sum, c) => sum + c.weight, 0)).toBe(100);
      expect(r.engineVersion).toBe(ENGINE_VERSION);
    }
  });

  it('scores a CV with all the skills higher than one with none', () => {
    expect(scan(FULL_CV, POSTING).score).toBeGreaterThan(scan(NONE_CV, POSTING).score + 40);
    expect(scan(FULL_CV, POSTING).keywords.filter((k) => k.status !== 'matched')).toEqual([]);
  });

  it('does not change when the posting lines are reordered', () => {
    const lines = POSTING.split('\n');
    const reordered = [lines[0], lines[1], lines[4], lines[2], lines[3], lines[5], lines[6]].join(
      '\n',
    );
    expect(scan(FULL_CV, reordered).score).toBe(scan(FULL_CV, POSTING).score);
    expect(scan(NONE_CV, reordered).score).toBe(scan(NONE_CV, POSTING).score);
  });

  it('gives an empty CV a score of 0 without throwing', () => {
    const r = scan(cvOf(''), POSTING);
    expect(r.score).toBe(0);
    expect(r.breakdown.every((c) => c.points === 0)).toBe(true);
    expect(r.keywords.every((k) => k.status === 'missing')).toBe(true);
  });

  it('handles an empty posting', () => {
    const r = scan(FULL_CV, '');
    expect(r.keywords).toEqual([]);
    expect(r.breakdown.reduce((sum, c) => sum + c.points, 0)).toBe(r.score);
  });

  it('gives the same result for a CV object scanned before against another posting', () => {
    const cv = structuredClone(FULL_CV);
    scan(cv, 'Requirements\n- Rust and Go.');
    expect(scan(cv, POSTING)).toEqual(scan(structuredClone(FULL_CV), POSTING));
  });

  it('is deterministic and plain JSON', () => {
    const a = scan(FULL_CV, POSTING);
    expect(JSON.parse(JSON.stringify(a))).toEqual(scan(FULL_CV, POSTING));
  });
});

describe('scan: keywords and evidence', () => {
  const r = scan(FULL_CV, POSTING);
  const docker = r.keywords.find((k) => k.name === 'Docker');

  it('counts job and CV mentions and where the CV shows them', () => {
    expect(docker).toMatchObject({
      category: 'tool',
      required: true,
      jobCount: 1,
      cvCount: 2,
      status: 'matched',
      cvSections: ['experience', 'skills'],
    });
    expect(r.keywords.find((k) => k.name === 'Apache Kafka')).toMatchObject({
      required: false,
      preferred: true,
    });
  });

  it('points evidence offsets at the keyword in the CV text and in the posting text', () => {
    for (const k of r.keywords) {
      for (const e of k.evidence.cv) {
        expect(FULL_CV.text.slice(e.start, e.end)).toBe(e.text);
        expect(FULL_CV.text.slice(e.highlight.start, e.highlight.end).toLowerCase()).toContain(
          FULL_CV.text.slice(e.highlight.start, e.highlight.end).toLowerCase(),
        );
      }
      for (const e of k.evidence.job) expect(r.postingText.slice(e.start, e.end)).toBe(e.text);
    }
    expect(
      docker?.evidence.cv.map((e) => FULL_CV.text.slice(e.highlight.start, e.highlight.end)),
    ).toEqual(['Docker', 'Docker']);
    expect(docker?.evidence.job.map((e) => e.text)).toEqual([
      '- Experience with Docker and Kubernetes.',
    ]);
  });

  it('gives partial credit for a related skill and says why', () => {
    const mysql = cvOf('Experience\n- Ran MySQL and Docker in production.');
    const k = scan(mysql, 'Requirements\n- Experience with PostgreSQL.').keywords.find(
      (x) => x.name === 'PostgreSQL',
    );
    expect(k).toMatchObject({ status: 'partial', partialReason: 'MySQL is related to PostgreSQL' });
    const react = scan(cvOf('Experience\n- Built React apps.'), 'Requirements\n- JavaScript.')
      .keywords[0];
    expect(react).toMatchObject({
      name: 'JavaScript',
      status: 'partial',
      partialReason: 'React implies JavaScript',
      credit: 0.7,
    });
  });

  it('counts financial planning, reporting or accounting as part of a posting’s finance', () => {
    for (const line of [
      'Created budget forecasts to help clients with financial planning',
      'Prepared the financial statements of twelve corporate clients',
      'Kept the accounting of three small firms',
    ]) {
      const finance = scan(cvOf(`Experience\n- ${line}.`), 'Requirements\n- Finance.').keywords[0];
      expect(finance).toMatchObject({ name: 'Finance', status: 'partial', credit: 0.7 });
    }
  });

  it('counts a cook’s or a waiter’s work as related to a posting’s catering, and as hospitality', () => {
    for (const line of [
      'Responsible for cooking for a hundred covers a night',
      'Waiting tables for sixty covers in a busy restaurant',
    ]) {
      const [catering] = scan(cvOf(`Experience\n- ${line}.`), 'Requirements\n- Catering.').keywords;
      expect(catering).toMatchObject({ name: 'Catering', status: 'partial', credit: 0.4 });
      const [hospitality] = scan(
        cvOf(`Experience\n- ${line}.`),
        'Requirements\n- Hospitality.',
      ).keywords;
      expect(hospitality).toMatchObject({ name: 'Hospitality', status: 'partial', credit: 0.7 });
    }
  });

  it("counts the same skill in other words as partial, and says to use the posting's words", () => {
    const r = scan(cvOf('Experience\n- Ran k8s clusters.'), 'Requirements\n- Kubernetes.');
    expect(r.keywords[0]).toMatchObject({
      name: 'Kubernetes',
      status: 'partial',
      partialVia: 'wording',
      partialReason: 'your CV writes "k8s"',
      cvCount: 1,
      credit: 0.8,
    });
    expect(r.recommendations.find((x) => x.kind === 'name_skill')?.message).toMatch(
      /^Your CV writes "k8s": also write "Kubernetes" as the posting does/,
    );
    expect(
      scan(cvOf('Experience\n- Ran Kubernetes.'), 'Requirements\n- k8s.').keywords[0],
    ).toMatchObject({ name: 'Kubernetes', status: 'matched' });
  });

  it('never counts a pronoun as an abbreviation the posting asks for', () => {
    const posting =
      'Data Analyst\nRequirements\n- Applicants must have a degree or equivalent and / or relevant technical experience along with a professional qualification in an IT / Information related discipline';
    expect(statusIn(posting, 'IT', 'Found the fault and fixed it within a day.')).toBe('missing');
    expect(statusIn(posting, 'IT', 'Ran IT support for 40 staff.')).toBe('matched');
  });

  it('reads no country or region in letters as a skill', () => {
    const posting =
      'Regulatory Analyst\nRequirements\n- Familiarity with US, EU, and Japan regulatory requirements';
    const names = scan(cvOf('Experience\n- Filed reports.'), posting).keywords.map((k) => k.name);
    expect(names).not.toContain('US');
    expect(names).not.toContain('EU');
  });

  it('never counts a company name as an abbreviation written in other capitals', () => {
    const posting =
      'Toxicologist\nResponsibilities\n- Review and/or author relevant pharmtox sections of various regulatory documents (e.g., pre-IND briefing documents, INDs, IBs) and ensure their compliance';
    expect(statusIn(posting, 'IBs', 'Software Developer at IBS LLC, Moscow.')).toBe('missing');
    expect(statusIn(posting, 'IBs', 'Wrote two IBs.')).toBe('matched');
  });

  it('meets a name the posting capitalises only where the CV capitalises it too', () => {
    const posting =
      'ServiceNow Developer\nRequirements\n- Good knowledge of ServiceNow modules, including Incident Management, Change, Problem and Knowledge\n- HTML/CSS frameworks such as Bootstrap, Zurb, Material';
    const status = (text: string) => {
      const keywords = scan(
        cvOf(`Summary\nBuilt web apps.\nExperience\n${text}`),
        posting,
      ).keywords;
      return ['Change', 'Material'].map((n) => keywords.find((k) => k.name === n)?.status);
    };
    expect(
      status(
        '- Built the register and change password pages.\n- Cut video materials for the site.',
      ),
    ).toEqual(['missing', 'missing']);
    expect(
      status('- Configured Change and Incident workflows.\n- Styled the pages with Material.'),
    ).toEqual(['matched', 'matched']);
  });

  it('weighs an experience bullet above a bare skills list', () => {
    const inBullet = scan(
      cvOf('Experience\n- Deployed with Terraform.\nSkills\nExcel'),
      'Requirements\n- Terraform.',
    );
    const inList = scan(
      cvOf('Experience\n- Deployed things.\nSkills\nTerraform'),
      'Requirements\n- Terraform.',
    );
    expect(inBullet.keywords[0]?.credit).toBe(1);
    expect(inList.keywords[0]?.credit).toBe(0.85);
  });
});

describe('scan: recommendations', () => {
  const r = scan(NONE_CV, POSTING);

  it('ranks by score gain and never claims a skill for the user', () => {
    const gains = r.recommendations.map((x) => x.gain);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
    for (const rec of r.recommendations.filter((x) => x.kind === 'add_skill'))
      expect(rec.message).toMatch(/^If you have /);
    expect(r.recommendations[0]).toMatchObject({ kind: 'title' });
    expect(r.recommendations.find((x) => x.keyword === 'Python')?.message).toBe(
      'If you have Python, add it to a job bullet that shows it in use — required, 1 mention in the posting (about +1).',
    );
  });

  it('promises the points that following the advice adds', () => {
    // Every skill the posting asks for, but only in the skills list: the jobs show none of them.
    const listed =
      'Backend Engineer\nExperience\n- Built the checkout pages and improved conversion by 8%.\n' +
      '- Mentored two junior developers.\nSkills\nPython, PostgreSQL, Docker, Kubernetes, Terraform, AWS';
    const before = scan(cvOf(listed), POSTING);
    const advice = before.recommendations.find((x) => x.keyword === 'Kubernetes');
    expect(advice).toMatchObject({ kind: 'show_in_experience' });
    // Followed: the same CV with Kubernetes shown in a job.
    const after = scan(
      cvOf(listed.replace('- Mentored', '- Ran the shop on Kubernetes.\n- Mentored')),
      POSTING,
    );
    const added = after.score - before.score;
    expect(added).toBeGreaterThanOrEqual(3);
    expect(Math.abs(added - (advice?.gain ?? 0))).toBeLessThanOrEqual(1.5);
    expect(advice?.message).toContain(`(about +${Math.max(1, Math.round(advice?.gain ?? 0))})`);
  });

  it('promises for the headline what the title as headline gives', () => {
    // A posting title that names no skill: the headline changes the occupation and the title check.
    const posting = POSTING.replace('Backend Engineer', 'Staff Engineer');
    const text = 'Teacher\nExperience\n- Built Python services on PostgreSQL.\nSkills\nPython';
    const before = scan(cvOf(text, { basics: { label: 'Teacher' } }), posting);
    const advice = before.recommendations.find((x) => x.kind === 'title');
    expect(advice?.message).toMatch(/^If "Staff Engineer" describes you, use it in your headline/);
    const after = scan(
      cvOf(text.replace('Teacher', 'Staff Engineer'), { basics: { label: 'Staff Engineer' } }),
      posting,
    );
    expect(after.score - before.score).toBeGreaterThanOrEqual(5);
    expect(Math.abs(after.score - before.score - (advice?.gain ?? 0))).toBeLessThanOrEqual(1.5);
  });
});
