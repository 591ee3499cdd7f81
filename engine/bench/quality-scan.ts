// npm run bench:quality -- scan [DIR]: a sanity table of scores for 35 real DOCX CVs against the 5
// real vacancies they were ranked for (Vanetik and Kogan, 2023). No labels here: read it for spread,
// for CVs that suit one vacancy more than another, and for anything that throws.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCv } from '../src/cv/index.ts';
import { scan } from '../src/match/index.ts';

interface Vacancy {
  id: string;
  title: string;
  text: string;
}

export interface ScanTable {
  vacancies: Vacancy[];
  rows: { cv: string; scores: number[] }[];
  failures: string[];
}

/** Scores every CV against every vacancy; a CV that fails to parse is listed, not fatal. */
export async function measureScans(dir = '/work/shared/data'): Promise<ScanTable> {
  const vacancies = readFileSync(join(dir, 'jobs', 'vanetik-vacancies.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Vacancy);
  const postings = vacancies.map((v) => `${v.title}\n${v.text}`);
  const files = readdirSync(join(dir, 'cvs-docx'))
    .filter((f) => f.endsWith('.docx'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const table: ScanTable = { vacancies, rows: [], failures: [] };
  for (const file of files) {
    try {
      const cv = await parseCv(new Uint8Array(readFileSync(join(dir, 'cvs-docx', file))), {
        filename: file,
      });
      table.rows.push({
        cv: file.replace(/\.docx$/, ''),
        scores: postings.map((p) => scan(cv, p).score),
      });
    } catch (err) {
      table.failures.push(`${file}: ${(err as Error).message}`);
    }
  }
  return table;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const sd = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));

/** Prints the table, then per vacancy the mean, spread and best CVs. */
export async function run(dir?: string): Promise<void> {
  const t = await measureScans(dir);
  console.log(`scan: ${t.rows.length} CVs × ${t.vacancies.length} vacancies`);
  for (const v of t.vacancies) console.log(`  ${v.id}: ${v.title}`);
  console.log(`cv      ${t.vacancies.map((v) => v.id.padStart(4)).join(' ')}   best`);
  for (const r of t.rows) {
    const best = r.scores.indexOf(Math.max(...r.scores));
    console.log(
      `${r.cv.padEnd(7)} ${r.scores.map((s) => String(s).padStart(4)).join(' ')}   ${t.vacancies[best]?.id ?? ''}`,
    );
  }
  console.log('vacancy  mean    sd   min  max  top CVs');
  t.vacancies.forEach((v, i) => {
    const col = t.rows.map((r) => r.scores[i] ?? 0);
    const top = [...t.rows].sort((a, b) => (b.scores[i] ?? 0) - (a.scores[i] ?? 0)).slice(0, 3);
    console.log(
      `${v.id.padEnd(8)} ${mean(col).toFixed(1).padStart(5)} ${sd(col).toFixed(1).padStart(5)} ${String(Math.min(...col)).padStart(4)} ${String(Math.max(...col)).padStart(4)}  ${top.map((r) => `${r.cv} (${r.scores[i]})`).join(', ')}`,
    );
  });
  const all = t.rows.flatMap((r) => r.scores);
  console.log(
    `all: mean ${mean(all).toFixed(1)}, sd ${sd(all).toFixed(1)}, range ${Math.min(...all)}–${Math.max(...all)}; failures: ${t.failures.length}`,
  );
  for (const f of t.failures) console.log(`  ! ${f}`);
}
