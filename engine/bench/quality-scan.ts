// npm run bench:quality -- scan [DIR]: a sanity table of scores for 35 real DOCX CVs against the 5
// real vacancies they were ranked for (Vanetik and Kogan, 2023). No labels there: read it for spread,
// for CVs that suit one vacancy more than another, and for anything that throws. Then the ranking
// and calibration figures of docs/decisions/130 (labelled pairs, TF-IDF baseline, obvious misfits).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCv, parseCvText } from '../src/cv/index.ts';
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
  await runCalibration(dir);
}

// Ranking and calibration (docs/decisions/130-score-calibration.md): one real CV against
// the postings its owner labelled fit / not fit, next to a plain TF-IDF cosine on the same pairs;
// and obvious misfits built from real CVs and postings of other occupations.

interface Pair {
  resume: string;
  job: string;
  label: boolean | number;
}

const readJsonl = <T>(file: string): T[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as T);

/** ROC AUC of scores against boolean labels (ties count half). */
export function rocAuc(scores: number[], labels: boolean[]): number {
  let pos = 0;
  let wins = 0;
  scores.forEach((s, i) => {
    if (!labels[i]) return;
    pos++;
    scores.forEach((t, j) => {
      if (labels[j]) return;
      wins += s > t ? 1 : s === t ? 0.5 : 0;
    });
  });
  const neg = labels.length - pos;
  return pos === 0 || neg === 0 ? 0.5 : wins / (pos * neg);
}

const tokens = (t: string) => t.toLowerCase().match(/[a-z][a-z0-9+#]+/g) ?? [];

/** A plain TF-IDF cosine (idf over the pairs' postings), the baseline the score must beat. */
export function tfidfCosines(pairs: { resume: string; job: string }[]): number[] {
  const df = new Map<string, number>();
  const docs = pairs.map((p) => p.job);
  for (const d of docs) for (const w of new Set(tokens(d))) df.set(w, (df.get(w) ?? 0) + 1);
  const vec = (t: string) => {
    const tf = new Map<string, number>();
    for (const w of tokens(t)) tf.set(w, (tf.get(w) ?? 0) + 1);
    const v = new Map<string, number>();
    for (const [w, n] of tf) v.set(w, n * Math.log((docs.length + 1) / ((df.get(w) ?? 0) + 1)));
    return v;
  };
  return pairs.map((p) => {
    const a = vec(p.job);
    const b = vec(p.resume);
    let dot = 0;
    let na = 0;
    let nb = 0;
    for (const [w, x] of a) {
      na += x * x;
      dot += x * (b.get(w) ?? 0);
    }
    for (const y of b.values()) nb += y * y;
    return na && nb ? dot / Math.sqrt(na * nb) : 0;
  });
}

export interface Calibration {
  pairs: number;
  auc: number;
  tfidfAuc: number;
  fitMean: number;
  misfitMean: number;
  obvious: { cv: string; posting: string; score: number }[];
  cpuMsPerScan: number;
}

// Obvious misfits: clinical postings against software CVs, software/data postings against the CVs
// of an accountant, a chef, a teacher and a logistics worker. Chosen by occupation, not by score.
const CLINICAL_POSTING = /nurse|radiographer|acute medicine|ambulance|clinical|medical/i;
const SOFTWARE_POSTING = /software|developer|data (?:scientist|architect)|full stack/i;
const SOFTWARE_CVS = /^(rendercv-|typstcv-)/;
const OTHER_CVS = /^livecareer-(accountant|chef|teacher|aviation)|^soupboss-accountant/;

/** AUC on the labelled pairs next to TF-IDF, fit vs misfit means, and the obvious-misfit scores. */
export async function measureCalibration(dir = '/work/shared/data'): Promise<Calibration> {
  const pairs = readJsonl<Pair>(join(dir, 'match', 'panoslin-dev.jsonl'));
  const labels = pairs.map((p) => p.label === true || p.label === 1);
  const cvCache = new Map<string, ReturnType<typeof parseCvText>>();
  const started = process.cpuUsage();
  const scores = pairs.map((p) => {
    let cv = cvCache.get(p.resume);
    if (!cv) cvCache.set(p.resume, (cv = parseCvText(p.resume)));
    return scan(cv, p.job).score;
  });
  const used = process.cpuUsage(started);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const postings = readJsonl<{ id: string; title: string | null; text: string }>(
    join(dir, 'postings', 'dev.jsonl'),
  );
  const obvious: Calibration['obvious'] = [];
  const load = async (sub: string, match: RegExp) => {
    const out: [string, Awaited<ReturnType<typeof parseCv>>][] = [];
    for (const f of readdirSync(join(dir, sub))
      .filter((x) => match.test(x))
      .sort())
      out.push([
        f,
        await parseCv(new Uint8Array(readFileSync(join(dir, sub, f))), { filename: f }),
      ]);
    return out;
  };
  const groups: [RegExp, [string, Awaited<ReturnType<typeof parseCv>>][]][] = [
    [CLINICAL_POSTING, await load('cvs', SOFTWARE_CVS)],
    [SOFTWARE_POSTING, await load('cvs-more', OTHER_CVS)],
  ];
  for (const [kind, cvs] of groups)
    for (const p of postings.filter((x) => x.title && kind.test(x.title)))
      for (const [name, cv] of cvs)
        obvious.push({ cv: name, posting: p.title ?? p.id, score: scan(cv, p.text).score });
  return {
    pairs: pairs.length,
    auc: rocAuc(scores, labels),
    tfidfAuc: rocAuc(tfidfCosines(pairs), labels),
    fitMean: mean(scores.filter((_, i) => labels[i])),
    misfitMean: mean(scores.filter((_, i) => !labels[i])),
    obvious,
    cpuMsPerScan: (used.user + used.system) / 1000 / pairs.length,
  };
}

/** Prints the ranking and calibration figures. */
export async function runCalibration(dir?: string): Promise<void> {
  const c = await measureCalibration(dir);
  const over = c.obvious.filter((o) => o.score > 25).length;
  const mean = c.obvious.reduce((a, o) => a + o.score, 0) / Math.max(1, c.obvious.length);
  console.log(`match: ${c.pairs} labelled pairs (panoslin-dev)`);
  console.log(`  ROC AUC score ${c.auc.toFixed(3)}   plain TF-IDF cosine ${c.tfidfAuc.toFixed(3)}`);
  console.log('  calibration            mean score');
  console.log(`    labelled fit         ${c.fitMean.toFixed(1).padStart(5)}`);
  console.log(`    labelled not fit     ${c.misfitMean.toFixed(1).padStart(5)}`);
  console.log(
    `    gap                  ${(c.fitMean - c.misfitMean).toFixed(1).padStart(5)}   (target: at least 25)`,
  );
  console.log(
    `    obvious misfits      ${mean.toFixed(1).padStart(5)}   (${c.obvious.length} pairs, ${over} = ${((100 * over) / Math.max(1, c.obvious.length)).toFixed(1)}% above 25, max ${Math.max(0, ...c.obvious.map((o) => o.score))})`,
  );
  for (const o of c.obvious.filter((x) => x.score > 25))
    console.log(`      ${String(o.score).padStart(3)}  ${o.cv}  ×  ${o.posting}`);
  console.log(`  CPU per scan ${c.cpuMsPerScan.toFixed(2)} ms`);
}
