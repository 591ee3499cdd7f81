import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const BIN = join(import.meta.dirname, '../../bin/jobfit.js');
const dir = mkdtempSync(join(tmpdir(), 'jobfit-scan-'));
const file = (name: string, content: string | Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};
const CV_TEXT =
  'Sam Doe\nBackend Engineer\nsam@example.com\nExperience\nBackend Engineer, Acme\n2019 – 2023\n- Built Python services on PostgreSQL with Docker.\nSkills\nPython, PostgreSQL, Docker';
const JOB_TEXT = 'Backend Engineer\nRequirements\n- Python, PostgreSQL and Kubernetes.';
const cv = file('cv.txt', CV_TEXT);
const resume = file(
  'cv.json',
  JSON.stringify({
    basics: { name: 'Sam Doe', label: 'Backend Engineer' },
    work: [
      {
        name: 'Acme',
        position: 'Backend Engineer',
        highlights: ['Built Python services on PostgreSQL.'],
      },
    ],
    skills: [{ name: 'Tools', keywords: ['Docker'] }],
  }),
);
const job = file('job.txt', JOB_TEXT);
const jobHtml = file(
  'job.html',
  '<html><body><h1>Backend Engineer</h1><ul><li>Python and Kubernetes required.</li></ul></body></html>',
);
const corrupt = file('broken.docx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x6e, 0x6f]));
const empty = file('empty.txt', '');

function jobfit(args: string[], input?: string) {
  const r = spawnSync(process.execPath, [BIN, 'scan', ...args], { input, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('jobfit scan', () => {
  it('prints the scan result as JSON', () => {
    const r = jobfit(['--cv', cv, '--job', job, '--json']);
    expect(r.code).toBe(0);
    const result = JSON.parse(r.out);
    expect(Object.keys(result)).toEqual([
      'engineVersion',
      'score',
      'band',
      'breakdown',
      'posting',
      'postingText',
      'keywords',
      'checks',
      'recommendations',
      'knockouts',
      'recruiterSearch',
      'dismissedKeywords',
      'languages',
    ]);
    expect(result.languages).toEqual({ posting: 'en', cv: 'en' });
    // The posting's blocks, with offsets in postingText (decision 110).
    expect(result.posting.blocks.map((b: { kind: string }) => b.kind)).toContain('requirements');
    for (const b of result.posting.blocks as { start: number; end: number }[])
      expect(b.start >= 0 && b.end <= result.postingText.length && b.start < b.end).toBe(true);
    expect(
      result.keywords.map((k: { name: string; status: string }) => `${k.name}:${k.status}`),
    ).toEqual([
      // The title ("Backend Engineer") asks for what it names: first, as required.
      'Back-end development:matched',
      'Kubernetes:missing',
      'PostgreSQL:matched',
      'Python:matched',
    ]);
    expect(result.breakdown.reduce((s: number, c: { points: number }) => s + c.points, 0)).toBe(
      result.score,
    );
  });

  it('reads a JSON Resume CV and an HTML posting, and prints a summary without --json', () => {
    const r = jobfit(['--job', jobHtml, '--cv', resume]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^Score \d+\/100 \((?:poor|weak|fair|good|great) match\) for Backend Engineer\n/,
    );
    expect(r.out).toContain('✗ Kubernetes');
    expect(r.out).toContain('Recommendations\n  - If you have Kubernetes, add it');
  });

  it('prints the knockouts with their status and the recruiter search with the failing term', () => {
    const posting = file(
      'job-knockouts.txt',
      'Backend Engineer\nRequirements\n- 2+ years of experience with Python and Kubernetes.\n- You must have the right to work in the UK.',
    );
    const r = jobfit(['--cv', cv, '--job', posting]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Knockout requirements (not scored)\n');
    expect(r.out).toMatch(/\n {2}✓ minimum years: 2\+ years +met — About 4 years of work/);
    expect(r.out).toMatch(/\n {2}\? work authorization: right to work.* +not shown — /);
    expect(r.out).toContain(
      'Recruiter search\n  ("backend engineer" OR "backend developer") AND (Python OR Python3) AND (Kubernetes OR K8s)\n  ✗ Your CV would not be returned: no (Kubernetes OR K8s).',
    );
  });

  it('streams --batch lines and keeps going after bad ones', () => {
    const lines = [
      JSON.stringify({ id: 'ok', cv: CV_TEXT, job: JOB_TEXT }),
      '{"id":"bad"',
      JSON.stringify({ id: 'nojob', cv: CV_TEXT }),
      JSON.stringify({
        id: 'json',
        cv: { basics: {}, work: [], skills: [{ name: 'Python', keywords: [] }] },
        job: JOB_TEXT,
      }),
    ];
    const r = jobfit(['--batch'], lines.join('\n'));
    expect(r.code).toBe(1);
    const out = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(out.map((o) => [o.id, typeof o.score === 'number' ? 'score' : o.error])).toEqual([
      ['ok', 'score'],
      [null, 'line 2: not valid JSON'],
      ['nojob', 'line 3: "job" must be a non-empty string'],
      ['json', 'score'],
    ]);
    expect(r.err).toBe('jobfit scan: 2 lines failed\n');
  });

  it('gives the same result for a repeated posting or CV as for a fresh one', () => {
    const line = (id: string, cv: string) => JSON.stringify({ id, cv, job: JOB_TEXT });
    const r = jobfit(
      ['--batch'],
      [
        line('a', CV_TEXT),
        line('b', CV_TEXT),
        line('c', 'Chef\nExperience\n- Baking'),
        line('d', CV_TEXT),
      ].join('\n'),
    );
    const out = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { id: string; score: number });
    const strip = ({ id: _id, ...rest }: { id: string }) => rest;
    expect(r.code).toBe(0);
    expect(strip(out[1]!)).toEqual(strip(out[0]!));
    expect(strip(out[3]!)).toEqual(strip(out[0]!));
    expect(out[2]!.score).toBeLessThan(out[0]!.score);
  });

  it.each([
    [['--cv', cv], 2, 'jobfit scan: missing --job FILE'],
    [['--job', job], 2, 'jobfit scan: missing --cv FILE'],
    [['--cv'], 2, 'jobfit scan: --cv needs a FILE'],
    [['--cv', '--job', job], 2, 'jobfit scan: --cv needs a FILE'],
    [['--cv', cv, '--job', job, '--fast'], 2, "jobfit scan: unknown option '--fast'"],
    [['--cv', cv, '--job', job, 'extra'], 2, "jobfit scan: unexpected argument 'extra'"],
    [
      ['--batch', '--cv', cv],
      2,
      'jobfit scan: --batch reads CVs and jobs from standard input; no --cv or --job',
    ],
    [
      ['--cv', join(dir, 'nope.pdf'), '--job', job],
      1,
      `jobfit scan: cannot read ${join(dir, 'nope.pdf')}: no such file`,
    ],
    [['--cv', cv, '--job', dir], 1, `jobfit scan: cannot read ${dir}: is a directory`],
    [['--cv', cv, '--job', empty], 1, `jobfit scan: ${empty} is empty`],
    [
      ['--cv', cv, '--job', corrupt],
      1,
      `jobfit scan: ${corrupt} is not a text, HTML or JSON-LD file`,
    ],
  ])('%j exits %i with one error line', (args, code, message) => {
    const r = jobfit(args);
    expect(r.code).toBe(code);
    expect(r.err.split('\n')[0]).toBe(message);
    expect(r.out).toBe('');
  });

  it('reports an unreadable CV on one line', () => {
    const r = jobfit(['--cv', corrupt, '--job', job]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      new RegExp(
        `^jobfit scan: ${corrupt.replaceAll('.', '\\.')}: .+ \\((corrupt|unsupported_type)\\)\\n$`,
      ),
    );
  });
});
