import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseCvCommand } from '../../src/cli/parse-cv.ts';
import type { ParseMeta, Resume } from '../../src/resume.ts';
import { oneColumnPdf, scannedPdf } from '../fixtures/cv/build-cv-pdf.ts';

let dir: string;

async function runCli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const o = vi.spyOn(process.stdout, 'write').mockImplementation((s) => ((out += String(s)), true));
  const e = vi.spyOn(process.stderr, 'write').mockImplementation((s) => ((err += String(s)), true));
  try {
    return { code: await parseCvCommand(args), out, err };
  } finally {
    o.mockRestore();
    e.mockRestore();
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'jobfit-parse-cv-'));
  await writeFile(path.join(dir, 'cv.pdf'), await oneColumnPdf());
  await writeFile(path.join(dir, 'scan.pdf'), await scannedPdf());
  await writeFile(path.join(dir, 'junk.bin'), new Uint8Array([0, 1, 2, 3, 255, 254, 0, 9]));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('jobfit parse-cv', () => {
  it('prints the JSON Resume with meta for --json', async () => {
    const { code, out, err } = await runCli([path.join(dir, 'cv.pdf'), '--json']);
    expect(code).toBe(0);
    expect(err).toBe('');
    const json = JSON.parse(out) as Resume & { meta: ParseMeta };
    expect(json.basics).toMatchObject({
      name: 'Maria Jensen',
      email: 'maria.jensen@example.org',
      phone: '+45 20 12 34 56',
      location: { city: 'Aarhus', region: 'Denmark' },
    });
    expect(json.basics.profiles).toEqual([
      {
        network: 'LinkedIn',
        username: 'mariajensen',
        url: 'https://www.linkedin.com/in/mariajensen',
      },
    ]);
    expect(json.work[0]).toMatchObject({
      name: 'Nordlys Payments',
      position: 'Staff Engineer',
      startDate: '2021-03',
    });
    expect(json.work[0]?.highlights).toHaveLength(3);
    expect(json.education[0]).toMatchObject({
      institution: 'Aarhus University',
      area: 'Computer Science',
      studyType: 'MSc',
    });
    expect(json.skills[0]).toEqual({ name: 'Languages', keywords: ['TypeScript', 'Go', 'SQL'] });
    expect(json.meta.sections).toEqual(['Summary', 'Work Experience', 'Education', 'Skills']);
    expect(json.meta.warnings).toEqual([]);
  });

  it('prints a readable summary without --json', async () => {
    const { code, out } = await runCli([path.join(dir, 'cv.pdf')]);
    expect(code).toBe(0);
    expect(out.split('\n').slice(0, 3)).toEqual([
      'Maria Jensen',
      'Senior Software Engineer',
      'maria.jensen@example.org · +45 20 12 34 56 · Aarhus, Denmark',
    ]);
    expect(out).toContain('Sections: Summary, Work Experience, Education, Skills');
    expect(out).toContain('  Staff Engineer at Nordlys Payments (2021-03 – present)');
  });

  it.each([
    [
      ['scan.pdf'],
      1,
      /^jobfit parse-cv: .*scan\.pdf: This PDF has no text layer: .* \(no_text_layer\)\n$/,
    ],
    [
      ['junk.bin', '--json'],
      1,
      /^jobfit parse-cv: .*junk\.bin: Unsupported file type: .* \(unsupported_type\)\n$/,
    ],
    [['missing.pdf'], 1, /^jobfit parse-cv: cannot read .*missing\.pdf: no such file\n$/],
    [[], 2, /^jobfit parse-cv: expected one FILE\nUsage: jobfit parse-cv FILE \[--json\]\n$/],
    [['cv.pdf', '--yaml'], 2, /^jobfit parse-cv: unknown option '--yaml'\n/],
  ])('fails on %j with exit %i and one clear line', async (args, exit, message) => {
    const { code, out, err } = await runCli(
      args.map((a) => (a.startsWith('--') ? a : path.join(dir, a))),
    );
    expect(code).toBe(exit);
    expect(out).toBe('');
    expect(err).toMatch(message);
  });
});
