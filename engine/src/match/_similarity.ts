// Bag-of-words similarity between a CV and a posting, and job-title similarity.
// Thresholds: docs/decisions/021-match-score-weights.md.

const STOP = new Set(
  `a about above after again all also am an and any are as at be because been before being below between both but by can could did do does doing down during each etc few for from further had has have having he her here hers him his how i if in into is it its itself just me more most my no nor not now of off on once only or other our ours out over own per same she should so some such than that the their them then there these they this those through to too under until up upon very via was we were what when where which while who whom why will with within without would you your yours yourself
  able ability across candidate candidates company including include includes job looking new role team teams work working well year years experience experienced strong good excellent great join opportunity must required requirements preferred plus skills skill knowledge understanding responsibilities responsible position apply applicants ideal using use used based like least one two three four five six seven eight nine ten etc e g ie eg`.split(
    /\s+/,
  ),
);

function stem(word: string): string {
  let w = word;
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  return w;
}

/** Content words of a text, lower-cased and stemmed, stop words left out. */
export function contentWords(text: string): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().matchAll(/[a-z][a-z0-9+#]*(?:\.[a-z0-9]+)*/g)) {
    const w = m[0];
    if (w.length < 2 && w !== 'c' && w !== 'r') continue;
    if (STOP.has(w)) continue;
    out.push(stem(w));
  }
  return out;
}

// A CV's words are counted once, not once per scan: the counts are kept with the (read-only)
// word list, which the CV's side of a scan holds.
const counted = new WeakMap<readonly string[], Map<string, number>>();

/** Term weights with a sub-linear count (1 + ln tf), as in TF-IDF without a corpus. */
export function termVector(words: readonly string[], boost?: Set<string>): Map<string, number> {
  let tf = counted.get(words);
  if (!tf) {
    tf = new Map<string, number>();
    for (const w of words) tf.set(w, (tf.get(w) ?? 0) + 1);
    counted.set(words, tf);
  }
  const v = new Map<string, number>();
  for (const [w, n] of tf) v.set(w, (1 + Math.log(n)) * (boost?.has(w) ? 2 : 1));
  return v;
}

/** Cosine of two term vectors, 0 to 1. */
export function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [w, x] of a) {
    na += x * x;
    const y = b.get(w);
    if (y !== undefined) dot += x * y;
  }
  for (const y of b.values()) nb += y * y;
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

// Words that name the same kind of job, and words that say nothing about the job itself.
const TITLE_SYNONYMS: Record<string, string> = {
  developer: 'engineer',
  programmer: 'engineer',
  engineer: 'engineer',
  swe: 'engineer',
  dev: 'engineer',
  frontend: 'front',
  backend: 'back',
  fullstack: 'full',
  administrator: 'admin',
  admin: 'admin',
  specialist: 'specialist',
  expert: 'specialist',
  manager: 'manager',
  head: 'manager',
  lead: 'lead',
  leader: 'lead',
  qa: 'test',
  tester: 'test',
  test: 'test',
  quality: 'test',
  analyst: 'analyst',
  analytic: 'analyst',
  scientist: 'scientist',
  designer: 'design',
  design: 'design',
  ux: 'design',
  ui: 'design',
  net: '.net',
  '.net': '.net',
  js: 'javascript',
};
const TITLE_NOISE = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'mid',
  'level',
  'principal',
  'staff',
  'ii',
  'iii',
  'iv',
  'i',
  'full',
  'time',
  'part',
  'remote',
  'hybrid',
  'm',
  'f',
  'd',
  'w',
  'x',
  'intern',
]);

function titleWords(title: string): Set<string> {
  const words = new Set<string>();
  for (const m of title.toLowerCase().matchAll(/\.?[a-z][a-z0-9+#]*/g)) {
    const w = stem(m[0]);
    if (STOP.has(w) || TITLE_NOISE.has(w)) continue;
    words.add(TITLE_SYNONYMS[w] ?? w);
  }
  return words;
}

function dice(x: Set<string>, y: Set<string>): number {
  if (x.size === 0 || y.size === 0) return 0;
  let common = 0;
  for (const w of x) if (y.has(w)) common++;
  return (2 * common) / (x.size + y.size);
}

// A title line often carries more than the title: "Java Developer, Acme Ltd", "Nurse | NHS",
// "Software Developer - .Net". Each part is compared on its own as well as the whole.
const TITLE_PARTS = /\s*(?:,|\||\s[-–—]\s|\(|\)|\bat\b|@)\s*/i;

/** How alike two job titles are, 0 to 1: the best Dice coefficient over the titles and their parts. */
export function titleSimilarity(a: string, b: string): number {
  const partsOf = (t: string) =>
    [t, ...t.split(TITLE_PARTS).filter((p) => p.trim() !== '' && p !== t)].map(titleWords);
  let best = 0;
  for (const x of partsOf(a)) for (const y of partsOf(b)) best = Math.max(best, dice(x, y));
  return best;
}
