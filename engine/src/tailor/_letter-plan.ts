// What goes where in a cover letter (decisions 150, 179, 218): which achievements open the case and
// which follow, two at most in each body paragraph; how each is placed against the one before
// it (same role, another job, an earlier one); and why this candidate, from the job's top
// requirements and where the CV shows them. The sentences themselves are the voices' (`_letter-voice.ts`).
import {
  jobOf,
  type LetterEvidence,
  type LetterLine,
  type Requirement,
} from './_letter-evidence.ts';
import { showsResult } from './_achievements.ts';
import { roleTitle } from './_letter-facts.ts';
import { withAlso, type Fit, type Quote } from './_letter-tones.ts';
import { listWords } from './_phrasing.ts';

const key = (s: string) => s.toLowerCase();
const WORK_DONE = /^my work included\s+/;

/**
 * Achievements a body paragraph quotes at most, each followed by how it answers the posting
 * (decision 218); the concise voice, whose sentences are short, takes one more.
 */
const QUOTES_PER_PARAGRAPH = 3;

/** Lines a letter quotes one by one when it can connect fewer to a requirement (decision 218). */
const MIN_QUOTES = 4;
/** Lines of other duties a letter sums up in one sentence at most (decision 218). */
const RUN_LINES = 3;
/** Words the sentence that sums up other duties has at most. */
const RUN_WORDS = 50;

/**
 * The two body paragraphs' achievements, at most `QUOTES_PER_PARAGRAPH` each (decision 218), and
 * the other duties the second sums up in one sentence. The quotes are the lines that answer the
 * posting (a requirement the letter can connect them to, or the posting's words): first those that show the job's top requirements
 * (strongest first), then those that answer the posting in other words; a line it cannot connect
 * is quoted only while fewer than `MIN_QUOTES` can be. Lines left over that say what was done ("I built
 * …") join one sentence, at most `RUN_LINES` of them.
 */
export function plan(
  lines: LetterLine[],
  reqs: Requirement[],
  perParagraph = QUOTES_PER_PARAGRAPH,
): [LetterLine[], LetterLine[], LetterLine[]] {
  const top = new Set(reqs.slice(0, 2).map((r) => key(r.name)));
  const showsTop = (l: LetterLine) => l.shows.names.some((n) => top.has(key(n)));
  // A line answers the posting when the letter can connect it to a requirement, or when its own
  // words meet the posting's (decision 204): those are quoted; the others fill in or sum up.
  const answering = (l: LetterLine) => !!l.answers || l.fit > 0;
  const order = (xs: LetterLine[]) => [
    ...xs.filter(showsTop),
    ...xs.filter((l) => !showsTop(l) && l.fit > 0),
    ...xs.filter((l) => !showsTop(l) && l.fit <= 0),
  ];
  // Lines the letter can connect to a requirement are quoted first; then, up to `MIN_QUOTES`,
  // those that answer the posting in its words, then the others.
  const ranked = order(lines.filter((l) => l.answers));
  const rest = [
    ...order(lines.filter((l) => !l.answers && answering(l))),
    ...lines.filter((l) => !answering(l)),
  ];
  const runnable = (l: LetterLine) =>
    l.clause.kind === 'action' &&
    /^I [a-z]/.test(l.clause.text) &&
    !/,\s+and\s/.test(l.clause.text);
  const quoted = [...ranked, ...rest.slice(0, Math.max(0, MIN_QUOTES - ranked.length))].slice(
    0,
    2 * perParagraph,
  );
  const plain = rest;
  // The run sums up one job's other duties, so each clause keeps its place: the job with the
  // most of them left, first of equals (decision 243).
  const left = plain.filter((l) => !quoted.includes(l) && runnable(l) && !l.project);
  let run: LetterLine[] = [];
  for (const j of new Set(left.map(jobOf))) {
    const r = runFrom(left.filter((l) => jobOf(l) === j));
    if (r.length > run.length) run = r;
  }
  // A letter still short quotes the lines left one by one, while a paragraph has room.
  for (const l of plain)
    if (quoted.length < 2 * perParagraph && !quoted.includes(l) && !run.includes(l)) quoted.push(l);
  // One line each for two, two and one for three, …: both paragraphs make a case.
  const n = quoted.length;
  const first = quoted.slice(0, n <= 2 ? 1 : Math.min(perParagraph, Math.ceil(n / 2)));
  // An ability ("I bring extensive knowledge of …") never opens the case; a thing done does.
  const opener = first.findIndex((l) => l.clause.kind !== 'ability');
  if (opener > 0) first.unshift(...first.splice(opener, 1));
  const second = quoted.filter((l) => !first.includes(l));
  // A run of one is no run: it is quoted as it is when the second paragraph has room.
  if (run.length === 1 && second.length < perParagraph) second.push(run.pop()!);
  // The opening case keeps the order of answering the posting best; the second groups by job.
  return [first, byJob(second), run.length > 1 ? run : []];
}

/**
 * A run from one job's leftover lines, in order: `RUN_LINES` at most, `RUN_WORDS` in all. A clause
 * with commas of its own ("offering menu information, providing suggestions") blurs where a list
 * of three ends: such a clause only ends a run of two.
 */
function runFrom(lines: LetterLine[]): LetterLine[] {
  const run: LetterLine[] = [];
  const commas = (l: LetterLine) => l.clause.text.includes(',');
  for (const l of lines) {
    const words = [...run, l].reduce((n, x) => n + x.clause.text.split(/\s+/).length, 0);
    const clear = run.length === 0 ? true : !run.some(commas) && (run.length < 2 || !commas(l));
    if (run.length < RUN_LINES && words <= RUN_WORDS && clear) run.push(l);
  }
  return run;
}

/**
 * Other duties in one sentence: "I also documented …, helped with …, and ported …"; each clause
 * as the CV's line writes it, only the repeated "I" left out.
 */
export function runOf(run: LetterLine[]): string {
  const [head, ...rest] = run.map((l) => l.clause.text);
  const first = withAlso(head ?? '') ?? head ?? '';
  const tail = rest.map((c) => c.replace(/^I\s+/, ''));
  return tail.length === 1
    ? `${first}, and ${tail[0]}`
    : `${first}, ${tail.slice(0, -1).join(', ')}, and ${tail.at(-1)}`;
}

/** Lines of one job together, in the order their jobs first appear; the first line stays first. */
function byJob(xs: LetterLine[]): LetterLine[] {
  const order = [...new Set(xs.map(jobOf))];
  return xs
    .map((l, i) => ({ l, i }))
    .sort((a, b) => order.indexOf(jobOf(a.l)) - order.indexOf(jobOf(b.l)) || a.i - b.i)
    .map((x) => x.l);
}

/**
 * Ways to say "my work included …" (decision 179): a letter of noun-phrase lines ("Developing
 * reports") would otherwise say it in every sentence. The same claim each time, never a stronger one.
 */
const WORK_FRAMES = [
  () => 'my work included',
  (current: boolean) => `I ${current ? 'am' : 'was'} involved in`,
];

/** Clauses of work done, each said in the next of `WORK_FRAMES`. */
export class WorkFrames {
  private n = 0;
  say(l: LetterLine): LetterLine {
    if (!WORK_DONE.test(l.clause.text)) return l;
    const frame = WORK_FRAMES[this.n++ % WORK_FRAMES.length]!(l.current);
    return { ...l, clause: { ...l.clause, text: l.clause.text.replace(WORK_DONE, `${frame} `) } };
  }
}

/**
 * Whether a line comes from the same role or employer as the one quoted before it. A job the
 * parse split in two (a heading, then its bullets) is still one role.
 */
export function sameAs(
  l: LetterLine,
  before: LetterLine | undefined,
): 'role' | 'employer' | undefined {
  if (!before || !!l.project !== !!before.project) return undefined;
  if (
    jobOf(before) === jobOf(l) ||
    (!!l.at && l.at === before.at && l.position === before.position)
  )
    return 'role';
  return l.at && l.at === before.at ? 'employer' : undefined;
}

/** The achievement as a sentence quotes it, placed relative to the one quoted before it. */
export function quoteOf(
  l: LetterLine,
  before: LetterLine | undefined,
  introduced: Set<string>,
): Quote {
  const title = l.from.list === 'work' ? roleTitle(l.position) : undefined;
  // "As a key manager, as a key manager my …": a line that names its role takes no role frame.
  const role =
    title &&
    !l.clause.text.toLowerCase().includes(title.toLowerCase()) &&
    !/^as an?\s/i.test(l.clause.text)
      ? title
      : undefined;
  const same = sameAs(l, before);
  const earlier =
    !same && l.start !== undefined && before?.start !== undefined && l.start < before.start;
  const is = l.project && !introduced.has(l.project) ? l.projectIs : undefined;
  if (l.project) introduced.add(l.project);
  const also = withAlso(l.clause.text);
  return {
    c: l.clause.text,
    ...(also ? { also } : {}),
    kind: l.clause.kind,
    result: showsResult(l.clause.text),
    place: {
      ...(l.at ? { at: l.at } : {}),
      ...(role ? { role } : {}),
      current: l.current,
      latest: l.latest,
      ...(same ? { same } : {}),
      earlier,
      ...(before && !same && !l.project && !before.project ? { other: true } : {}),
      ...(l.project ? { project: { name: l.project, ...(is ? { is } : {}) } } : {}),
    },
    ...(l.shows.names.length > 0 ? { theme: listWords(l.shows.names) } : {}),
    required: l.shows.required,
  };
}

/** Why this candidate: the top requirements, and where the CV shows them. */
export function fitOf(top: Requirement[], ev: LetterEvidence): Fit {
  const at = ev.latest?.employer;
  const now = !!at && top.every((r) => r.where.includes(at));
  // "My work at X has given me direct experience of both" only when each is in X's lines.
  const shown = top.every((r) => r.where.length > 0);
  const where = [...new Set(top.flatMap((r) => r.where))].slice(0, 2);
  return {
    names: listWords(top.map((r) => r.name)),
    count: top.length,
    required: top.every((r) => r.required),
    now,
    current: ev.latest?.current === true,
    inWork: top.every((r) => r.inWork),
    ...(shown && !now ? { where: listWords(where) } : {}),
  };
}
