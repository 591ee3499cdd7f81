// npm run bench:quality -- cv [DIR]: CV parsing accuracy on real CVs with expected fields, the
// calibration of the parser's confidence, and a robustness pass over real DOCX CVs.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCv } from '../src/cv/index.ts';
import type { ParsedCv } from '../src/resume.ts';

/** One CV of the benchmark set with the fields a person read from it (see data/README.md). */
export interface ManifestEntry {
  file: string;
  name: string;
  email: string;
  phone?: string;
  sections: string[];
  employers?: string[];
  titles?: string[];
}

/** Per-file comparison of what was parsed with what was expected. */
export interface CvScore {
  file: string;
  name: boolean;
  email: boolean;
  phone?: boolean;
  sectionsFound: number;
  sectionsExpected: number;
  sectionsReturned: number;
  employersFound: number;
  employersExpected: number;
  titlesFound: number;
  titlesExpected: number;
  datesParsed: number;
  entries: number;
  confidence: { field: string; score: number; correct: boolean }[];
  /** Expected headings that were not found, for diagnosis. */
  missed: string[];
}

const norm = (s: string | undefined): string => (s ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
const digits = (s: string | undefined): string => (s ?? '').replace(/\D/g, '');

/**
 * Compares one parsed CV with its manifest entry (names and headings case-insensitive, phones by digits).
 * @example scoreCv(entry, await parseCv(bytes)).name // true
 */
export function scoreCv(entry: ManifestEntry, parsed: ParsedCv): CvScore {
  const { resume, meta } = parsed;
  const found = new Set(meta.sections.map(norm));
  const expected = new Set(entry.sections.map(norm));
  const employers = resume.work.map((w) => norm(w.name));
  const titles = resume.work.map((w) => norm(w.position));
  const name = norm(resume.basics.name) === norm(entry.name);
  const email = norm(resume.basics.email) === norm(entry.email);
  const phone =
    entry.phone === undefined ? undefined : digits(resume.basics.phone) === digits(entry.phone);
  const confidence: CvScore['confidence'] = [];
  const add = (field: string, correct: boolean | undefined): void => {
    const c = meta.confidence[field];
    if (correct !== undefined)
      confidence.push({ field, score: c?.score ?? 0, correct: correct && c !== undefined });
  };
  add('basics.name', name);
  add('basics.email', email);
  add('basics.phone', phone);
  // Employers and titles: the entry that matches (correct), else the best-scored entry (wrong).
  const listed = (
    expectedValues: string[] | undefined,
    values: string[],
    key: 'name' | 'position',
  ): void => {
    for (const want of expectedValues ?? []) {
      const i = values.indexOf(norm(want));
      const scores = resume.work.map((_, j) => meta.confidence[`work[${j}].${key}`]?.score ?? 0);
      const score = i >= 0 ? (scores[i] ?? 0) : Math.max(0, ...scores);
      confidence.push({ field: `work.${key}`, score, correct: i >= 0 });
    }
  };
  listed(entry.employers, employers, 'name');
  listed(entry.titles, titles, 'position');
  const missed = entry.sections.filter((h) => !found.has(norm(h)));
  return {
    missed,
    file: entry.file,
    name,
    email,
    phone,
    sectionsFound: [...expected].filter((s) => found.has(s)).length,
    sectionsExpected: expected.size,
    sectionsReturned: found.size,
    employersFound: (entry.employers ?? []).filter((e) => employers.includes(norm(e))).length,
    employersExpected: entry.employers?.length ?? 0,
    titlesFound: (entry.titles ?? []).filter((t) => titles.includes(norm(t))).length,
    titlesExpected: entry.titles?.length ?? 0,
    datesParsed:
      resume.work.filter((w) => w.startDate).length +
      resume.education.filter((e) => e.startDate || e.endDate).length,
    entries: resume.work.length + resume.education.length,
    confidence,
  };
}

const pct = (a: number, b: number): string =>
  b === 0 ? '  n/a' : `${((100 * a) / b).toFixed(1).padStart(5)}%`;

function printCalibration(points: CvScore['confidence']): void {
  const bins = [
    [0, 0.5],
    [0.5, 0.7],
    [0.7, 0.9],
    [0.9, 1.01],
  ] as const;
  console.log(
    '\nConfidence calibration (name, email, phone, employers, titles): bin → fields, mean confidence, accuracy',
  );
  for (const [lo, hi] of bins) {
    const inBin = points.filter((p) => p.score >= lo && p.score < hi);
    if (inBin.length === 0) continue;
    const mean = inBin.reduce((n, p) => n + p.score, 0) / inBin.length;
    const acc = inBin.filter((p) => p.correct).length / inBin.length;
    console.log(
      `  [${lo.toFixed(1)}, ${Math.min(hi, 1).toFixed(1)})  n=${String(inBin.length).padStart(3)}  conf=${mean.toFixed(2)}  acc=${acc.toFixed(2)}`,
    );
  }
  const brier =
    points.reduce((n, p) => n + (p.score - (p.correct ? 1 : 0)) ** 2, 0) /
    Math.max(1, points.length);
  console.log(`  Brier score ${brier.toFixed(3)} (0 is perfect)`);
}

async function benchManifest(dir: string): Promise<void> {
  const manifest = JSON.parse(
    await readFile(path.join(dir, 'manifest.json'), 'utf8'),
  ) as ManifestEntry[];
  const scores: CvScore[] = [];
  console.log(`CV parsing quality on ${manifest.length} CVs in ${dir}\n`);
  console.log(
    'file                               name email phone  sections(rec/prec)  employers titles dates',
  );
  for (const entry of manifest) {
    try {
      const parsed = await parseCv(new Uint8Array(await readFile(path.join(dir, entry.file))), {
        filename: entry.file,
      });
      const s = scoreCv(entry, parsed);
      scores.push(s);
      const mark = (b: boolean | undefined): string =>
        b === undefined ? '  -  ' : b ? '  ok ' : ' MISS';
      console.log(
        `${entry.file.padEnd(34)}${mark(s.name)}${mark(s.email)}${mark(s.phone)}  ${s.sectionsFound}/${s.sectionsExpected} of ${s.sectionsReturned}`.padEnd(
          74,
        ) +
          `${s.employersFound}/${s.employersExpected}       ${s.titlesFound}/${s.titlesExpected}    ${s.datesParsed}/${s.entries}`,
      );
      if (s.missed.length > 0) console.log(`    missed headings: ${s.missed.join(', ')}`);
    } catch (err) {
      console.log(
        `${entry.file.padEnd(34)} ERROR ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }
  const sum = (f: (s: CvScore) => number): number => scores.reduce((n, s) => n + f(s), 0);
  const phones = scores.filter((s) => s.phone !== undefined);
  console.log(
    '\nField accuracy (target: name/email/phone ≥ 95%, section recall ≥ 90%, employers/titles ≥ 85%)',
  );
  console.log(
    `  name               ${pct(
      sum((s) => Number(s.name)),
      manifest.length,
    )}`,
  );
  console.log(
    `  email              ${pct(
      sum((s) => Number(s.email)),
      manifest.length,
    )}`,
  );
  console.log(
    `  phone              ${pct(phones.filter((s) => s.phone).length, manifest.filter((e) => e.phone).length)}`,
  );
  console.log(
    `  section recall     ${pct(
      sum((s) => s.sectionsFound),
      sum((s) => s.sectionsExpected),
    )}`,
  );
  console.log(
    `  section precision  ${pct(
      sum((s) => s.sectionsFound),
      sum((s) => s.sectionsReturned),
    )}  (the manifest lists only some headings)`,
  );
  console.log(
    `  employers          ${pct(
      sum((s) => s.employersFound),
      sum((s) => s.employersExpected),
    )}`,
  );
  console.log(
    `  job titles         ${pct(
      sum((s) => s.titlesFound),
      sum((s) => s.titlesExpected),
    )}`,
  );
  console.log(
    `  dates parsed       ${pct(
      sum((s) => s.datesParsed),
      sum((s) => s.entries),
    )}  (work and education entries with a date)`,
  );
  printCalibration(scores.flatMap((s) => s.confidence));
}

async function benchDocx(dir: string): Promise<void> {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.docx')).sort();
  } catch {
    console.log(`\nDOCX robustness: ${dir} not found, skipped`);
    return;
  }
  let ok = 0;
  let withSections = 0;
  let sectionCount = 0;
  const failures: string[] = [];
  for (const f of files) {
    try {
      const parsed = await parseCv(new Uint8Array(await readFile(path.join(dir, f))), {
        filename: f,
      });
      ok++;
      sectionCount += parsed.meta.sections.length;
      if (parsed.meta.sections.length > 0) withSections++;
      else failures.push(`${f}: no sections`);
    } catch (err) {
      failures.push(`${f}: ${err instanceof Error ? `${err.name} ${err.message}` : String(err)}`);
    }
  }
  console.log(`\nDOCX robustness on ${files.length} files in ${dir}`);
  console.log(`  parsed without error  ${ok}/${files.length}`);
  console.log(
    `  sections found        ${withSections}/${files.length} (mean ${(sectionCount / Math.max(1, ok)).toFixed(1)} headings)`,
  );
  for (const f of failures) console.log(`  - ${f}`);
}

/**
 * Runs the CV quality benchmark over DIR (default ../shared/data/cvs from the repository root)
 * and the DOCX robustness pass over its sibling cvs-docx folder.
 * @example await run('/work/shared/data/cvs')
 */
export async function run(dir?: string): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const cvs = path.resolve(dir ?? path.join(root, '../shared/data/cvs'));
  await benchManifest(cvs);
  await benchDocx(path.join(path.dirname(cvs), 'cvs-docx'));
}
