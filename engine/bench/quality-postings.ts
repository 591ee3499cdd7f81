// npm run bench:quality -- postings [DIR]: how a recruiter would judge the engine's reading of real,
// annotated job postings (DIR/postings/dev.jsonl; rules in DIR/postings/GUIDELINES.md): keyword
// precision, recall of required and preferred keywords, noise, title, company, location and
// knockouts. As in ../shared/tools/eval-postings.mjs, a predicted keyword matches an annotated
// one when their normalised texts are equal, one is the other's alias, or one holds the other as
// whole words; exact and alias matches decide first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCvText } from '../src/cv/index.ts';
import { scan } from '../src/match/index.ts';
import { analyzePosting } from '../src/posting/index.ts';

/** One annotated posting (GUIDELINES.md). */
export interface GoldPosting {
  id: string;
  text: string;
  title: string | null;
  company: string | null;
  location: string | null;
  required: string[];
  preferred: string[];
  soft: string[];
  knockouts: { kind: string; text: string }[];
  not_keywords: string[];
  aliases?: Record<string, string[]>;
}

/**
 * The form both sides are compared in: lower case, only letters, digits and `+#.`, a plural `s`
 * dropped from longer words.
 */
export function normaliseKeyword(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9+#.]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/\.+$/, ''))
    .filter(Boolean)
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))
    .join(' ');
}

const contains = (a: string, b: string) => a.length >= b.length && ` ${a} `.includes(` ${b} `);
const LEGAL =
  /\b(inc|llc|l\.l\.c|ltd|limited|corp|corporation|co|company|plc|lp|llp|the|group)\b\.?/g;
const companyKey = (s: string) =>
  normaliseKeyword(s.toLowerCase().replace(/[®™]/g, '').replace(LEGAL, ' '));
const KINDS: Record<string, string> = { security_clearance: 'clearance', minimum_years: 'years' };

interface Entry {
  forms: string[];
}
const entries = (list: string[], aliases: Record<string, string[]> = {}): Entry[] =>
  [...new Set(list)].map((name) => ({
    forms: [...new Set([name, ...(aliases[name] ?? [])].map(normaliseKeyword).filter(Boolean))],
  }));
const exact = (p: string, e: Entry) => e.forms.includes(p);
const loose = (p: string, e: Entry) =>
  e.forms.some((f) => f === p || contains(p, f) || contains(f, p));

/** What the engine read of one posting, in the form the measures compare. */
export interface Reading {
  keywords: string[];
  /** Keywords plus the skills only the posting analysis names (degrees). */
  found: string[];
  title?: string;
  company?: string;
  location?: string;
  knockoutKinds: string[];
}

/** Reads a posting as `jobfit scan` with a neutral one-line CV does (every job keyword listed). */
export function readPosting(text: string): Reading {
  const posting = analyzePosting(text);
  const result = scan(parseCvText('Alex Doe\nalex.doe@example.com'), posting);
  const keywords = result.keywords.map((k) => k.name);
  const reading: Reading = {
    keywords,
    found: [...keywords, ...posting.skills.map((s) => s.name)],
    knockoutKinds: [...new Set(posting.knockouts.map((k) => KINDS[k.kind] ?? k.kind))],
  };
  if (posting.title) reading.title = posting.title;
  if (posting.company) reading.company = posting.company;
  if (posting.location) reading.location = posting.location;
  return reading;
}

/** The measures over a set of postings. */
export interface PostingScores {
  postings: number;
  precision: number;
  recallRequired: number;
  recallPreferred: number;
  noise: number;
  title: number;
  company: number;
  location: number;
  knockoutPrecision: number;
  knockoutRecall: number;
  falseKnockouts: number;
  examples: {
    noise: string[];
    missedRequired: string[];
    title: string[];
    company: string[];
    falseKnockouts: string[];
  };
}

/**
 * Scores readings against their annotations: a prediction equal to a keyword (or its alias) is
 * never noise; noise is one that matches only a `not_keywords` entry; a predicted knockout kind
 * the annotation lacks is a false knockout.
 */
export function scorePostings(pairs: { gold: GoldPosting; read: Reading }[]): PostingScores {
  const c = {
    pred: 0,
    good: 0,
    noise: 0,
    req: 0,
    reqHit: 0,
    pref: 0,
    prefHit: 0,
    tN: 0,
    tOk: 0,
    cN: 0,
    cOk: 0,
    lN: 0,
    lOk: 0,
    tp: 0,
    fp: 0,
    fn: 0,
  };
  const ex: PostingScores['examples'] = {
    noise: [],
    missedRequired: [],
    title: [],
    company: [],
    falseKnockouts: [],
  };
  for (const { gold: g, read: r } of pairs) {
    const al = g.aliases ?? {};
    const kw = [...entries(g.required, al), ...entries(g.preferred, al), ...entries(g.soft, al)];
    const not = entries(g.not_keywords, al);
    for (const p of new Set(r.keywords.map(normaliseKeyword).filter(Boolean))) {
      c.pred++;
      const noise =
        !kw.some((e) => exact(p, e)) &&
        (not.some((e) => exact(p, e)) ||
          (!kw.some((e) => loose(p, e)) && not.some((e) => loose(p, e))));
      if (noise) {
        c.noise++;
        ex.noise.push(`${g.id}: ${p}`);
      } else if (kw.some((e) => loose(p, e))) c.good++;
    }
    const found = [...new Set(r.found.map(normaliseKeyword).filter(Boolean))];
    for (const e of entries(g.required, al)) {
      c.req++;
      if (found.some((p) => loose(p, e))) c.reqHit++;
      else ex.missedRequired.push(`${g.id}: ${e.forms[0]}`);
    }
    for (const e of entries(g.preferred, al)) {
      c.pref++;
      if (found.some((p) => loose(p, e))) c.prefHit++;
    }
    if (g.title) {
      c.tN++;
      const forms = [g.title, ...(al[g.title] ?? [])].map(normaliseKeyword);
      if (r.title && forms.includes(normaliseKeyword(r.title))) c.tOk++;
      else ex.title.push(`${g.id}: ${r.title ?? 'none'} (want ${g.title})`);
    }
    if (g.company) {
      c.cN++;
      const forms = [g.company, ...(al[g.company] ?? [])].map(companyKey);
      if (r.company && forms.includes(companyKey(r.company))) c.cOk++;
      else ex.company.push(`${g.id}: ${r.company ?? 'none'} (want ${g.company})`);
    }
    if (g.location) {
      c.lN++;
      const gl = normaliseKeyword(g.location);
      const pl = r.location ? normaliseKeyword(r.location) : '';
      const city = normaliseKeyword(g.location.split(',')[0] ?? '');
      if (pl && (contains(pl, gl) || contains(gl, pl) || contains(pl, city))) c.lOk++;
    }
    const goldKinds = new Set(g.knockouts.map((k) => k.kind));
    for (const kind of r.knockoutKinds) {
      if (goldKinds.has(kind)) c.tp++;
      else {
        c.fp++;
        ex.falseKnockouts.push(`${g.id}: ${kind}`);
      }
    }
    for (const kind of goldKinds) if (!r.knockoutKinds.includes(kind)) c.fn++;
  }
  const ratio = (a: number, b: number) => (b ? a / b : NaN);
  return {
    postings: pairs.length,
    precision: ratio(c.good, c.pred),
    recallRequired: ratio(c.reqHit, c.req),
    recallPreferred: ratio(c.prefHit, c.pref),
    noise: ratio(c.noise, c.pred),
    title: ratio(c.tOk, c.tN),
    company: ratio(c.cOk, c.cN),
    location: ratio(c.lOk, c.lN),
    knockoutPrecision: ratio(c.tp, c.tp + c.fp),
    knockoutRecall: ratio(c.tp, c.tp + c.fn),
    falseKnockouts: ratio(c.fp, pairs.length),
    examples: ex,
  };
}

/** Reads and scores every annotated posting of DIR/postings/dev.jsonl. */
export function measurePostings(dir = '/work/shared/data'): PostingScores {
  const gold = readFileSync(join(dir, 'postings', 'dev.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as GoldPosting);
  return scorePostings(gold.map((g) => ({ gold: g, read: readPosting(g.text) })));
}

// The targets the posting reader must reach (docs/decisions/110-posting-blocks.md).
const TARGETS: [keyof PostingScores, '>=' | '<=', number][] = [
  ['precision', '>=', 0.9],
  ['recallRequired', '>=', 0.8],
  ['noise', '<=', 0.01],
  ['title', '>=', 0.9],
  ['company', '>=', 0.85],
  ['falseKnockouts', '<=', 0.03],
];

/** Prints the measures, each against its target, and a few examples of what is still wrong. */
export async function run(dir?: string): Promise<void> {
  const s = measurePostings(dir);
  const f = (x: number) => (Number.isNaN(x) ? 'n/a' : x.toFixed(3));
  console.log(`postings: ${s.postings} annotated postings`);
  for (const [key, op, target] of TARGETS) {
    const v = s[key] as number;
    const met = op === '>=' ? v >= target : v <= target;
    console.log(
      `  ${key.padEnd(16)} ${f(v).padStart(6)}   target ${op} ${target}   ${met ? 'met' : 'not met'}`,
    );
  }
  for (const key of ['recallPreferred', 'location', 'knockoutPrecision', 'knockoutRecall'] as const)
    console.log(`  ${key.padEnd(16)} ${f(s[key]).padStart(6)}`);
  for (const [name, list] of Object.entries(s.examples))
    if (list.length) console.log(`  ${name} (${list.length}): ${list.slice(0, 8).join('; ')}`);
}
