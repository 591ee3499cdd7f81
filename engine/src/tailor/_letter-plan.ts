// What goes where in a cover letter (decisions 150, 179): which achievements open the case and
// which follow, grouped by the requirement they show; how each is placed against the one before
// it (same role, another job, an earlier one); and why this candidate, from the job's top
// requirements and where the CV shows them. The sentences themselves are the voices' (`_letter-voice.ts`).
import type { LetterEvidence, LetterLine, Requirement } from './_letter-evidence.ts';
import { usableTitle } from './_letter-facts.ts';
import { withAlso, type Fit, type Quote } from './_letter-tones.ts';
import { listWords } from './_phrasing.ts';

/** Two clauses of one job joined in one sentence at most this long (decision 150). */
const MAX_PAIR_WORDS = 32;
const key = (s: string) => s.toLowerCase();
const jobOf = (l: LetterLine) => `${l.from.list}${l.from.entry}`;

const clauseWords = (l: LetterLine) => l.clause.text.split(/\s+/).length;
const WORK_DONE = /^my work included\s+/;

/**
 * Two short things done in the same job read as one sentence ("I scripted …, and collaborated
 * with …") rather than a list of one-line sentences; nothing is dropped.
 */
function paired(lines: LetterLine[]): LetterLine[] {
  const out: LetterLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const n = lines[i + 1];
    const sameJob = !!n && !l.project && jobOf(l) === jobOf(n);
    const actions =
      sameJob &&
      l.clause.kind === 'action' &&
      n.clause.kind === 'action' &&
      /^I /.test(l.clause.text) &&
      /^I /.test(n.clause.text);
    // Two lines of work done ("my work included …") share the frame: "…, as well as …".
    const work = sameJob && WORK_DONE.test(l.clause.text) && WORK_DONE.test(n.clause.text);
    // A clause that already ends in ", and …" takes no second "and": "…, and performed …, and documented …".
    const chained = /,\s+and\s/.test(l.clause.text) || /,\s+and\s/.test(n?.clause.text ?? '');
    if (!n || !(actions || work) || chained || clauseWords(l) + clauseWords(n) > MAX_PAIR_WORDS) {
      out.push(l);
      continue;
    }
    const text = actions
      ? `${l.clause.text}, and ${n.clause.text.slice(2)}`
      : `${l.clause.text}, as well as ${n.clause.text.replace(WORK_DONE, '')}`;
    out.push({
      ...l,
      clause: { kind: l.clause.kind, text },
      shows: {
        names: [...new Set([...l.shows.names, ...n.shows.names])].slice(0, 2),
        required: l.shows.required || n.shows.required,
      },
    });
    i++;
  }
  return out;
}

/** Two or three achievements open the case; three when the letter quotes five or more. */
const splitAt = (n: number) => (n >= 5 ? 3 : Math.min(2, n));

/**
 * The two body paragraphs' achievements. The first takes those that show the job's top
 * requirements (strongest first), then those that answer the posting in other words, else the
 * strongest; the second groups the rest by the requirement they show, most important first, and
 * by job within a requirement.
 */
export function plan(lines: LetterLine[], reqs: Requirement[]): [LetterLine[], LetterLine[]] {
  const rank = new Map(reqs.map((r, i) => [key(r.name), i]));
  const top = new Set(reqs.slice(0, 2).map((r) => key(r.name)));
  const showsTop = (l: LetterLine) => l.shows.names.some((n) => top.has(key(n)));
  // Then lines that answer the posting in other words (decision 204); a line that answers nothing
  // joins the opening case only when fewer than two do.
  const relevant = (l: LetterLine) => !showsTop(l) && l.fit > 0;
  const other = (l: LetterLine) => !showsTop(l) && l.fit <= 0;
  const ranked = [...lines.filter(showsTop), ...lines.filter(relevant), ...lines.filter(other)];
  const answering = lines.length - lines.filter(other).length;
  const first = ranked.slice(
    0,
    answering >= 2 ? Math.min(answering, splitAt(lines.length)) : splitAt(lines.length),
  );
  // An ability ("I bring extensive knowledge of …") never opens the case; a thing done does.
  const opener = first.findIndex((l) => l.clause.kind !== 'ability');
  if (opener > 0) first.unshift(...first.splice(opener, 1));
  const byJob = (xs: LetterLine[]) => {
    const order = [...new Set(xs.map(jobOf))];
    return xs
      .map((l, i) => ({ l, i }))
      .sort((a, b) => order.indexOf(jobOf(a.l)) - order.indexOf(jobOf(b.l)) || a.i - b.i)
      .map((x) => x.l);
  };
  // The lead stays first; lines of its job follow it.
  const body1 = byJob(first);
  const rest = lines.filter((l) => !first.includes(l));
  // Requirements the opening and the first paragraph have named group nothing: those lines go by job.
  const named = new Set([...top, ...first.flatMap((l) => l.shows.names.map(key))]);
  const themeRank = (l: LetterLine) =>
    Math.min(
      ...l.shows.names.filter((n) => !named.has(key(n))).map((n) => rank.get(key(n)) ?? Infinity),
    );
  const groups = [...new Set(rest.map(themeRank))].sort((a, b) => a - b);
  const body2 = groups.flatMap((g) => byJob(rest.filter((l) => themeRank(l) === g)));
  return [body1, paired(body2)];
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

/** The achievement as a sentence quotes it, placed relative to the one quoted before it. */
export function quoteOf(
  l: LetterLine,
  before: LetterLine | undefined,
  introduced: Set<string>,
): Quote {
  const title = l.from.list === 'work' ? usableTitle(l.position) : undefined;
  // "As a key manager, as a key manager my …": a line that names its role takes no role frame.
  const role =
    title &&
    !l.clause.text.toLowerCase().includes(title.toLowerCase()) &&
    !/^as an?\s/i.test(l.clause.text)
      ? title
      : undefined;
  // A job the parse split in two (a heading, then its bullets) is still one role.
  const same =
    !before || !!l.project !== !!before.project
      ? undefined
      : jobOf(before) === jobOf(l) ||
          (!!l.at && l.at === before.at && l.position === before.position)
        ? ('role' as const)
        : l.at && l.at === before.at
          ? ('employer' as const)
          : undefined;
  const earlier =
    !same && l.start !== undefined && before?.start !== undefined && l.start < before.start;
  const is = l.project && !introduced.has(l.project) ? l.projectIs : undefined;
  if (l.project) introduced.add(l.project);
  const also = withAlso(l.clause.text);
  return {
    c: l.clause.text,
    ...(also ? { also } : {}),
    kind: l.clause.kind,
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
