// A cover letter's four paragraphs in one tone (docs/decisions/150-sendable-letters.md): an opening
// naming the role, the employer and why this candidate (roles, years, own words, the job's top
// requirements); a body paragraph with the two or three strongest achievements, each tied to the
// requirements it proves; a second with the job's other requirements and where the CV shows them,
// further achievements, and the degree and certificates the posting asks for; a closing with a call
// to action. Achievements are added strongest first until the letter reaches its tone's length, so
// a rich CV fills a letter and a thin one stays short rather than padded. The voices themselves are
// in `_letter-formal.ts`, `_letter-friendly.ts` and `_letter-concise.ts`.
import type { LetterTone } from '../render/index.ts';
import type { LetterEvidence, LetterLine } from './_letter-evidence.ts';
import { concise } from './_letter-concise.ts';
import { formal } from './_letter-formal.ts';
import { friendly } from './_letter-friendly.ts';
import { certificateNames, type LetterJob, type Place, type Voice } from './_letter-tones.ts';
import { listWords } from './_phrasing.ts';

export type { LetterJob };

/** Each tone's voice. */
export const VOICES: Record<LetterTone, Voice> = { formal, friendly, concise };

/**
 * Words a letter's paragraphs aim for, per tone, and the most sentences of achievements it writes
 * (decision 150): achievements are added until `min` is reached; one that would pass `max` is
 * skipped.
 */
export const LETTER_FIT: Record<LetterTone, { min: number; max: number; sentences: number }> = {
  formal: { min: 330, max: 400, sentences: 8 },
  friendly: { min: 300, max: 390, sentences: 8 },
  concise: { min: 255, max: 320, sentences: 10 },
};

/** Two clauses of one job joined in one sentence at most this long (decision 150). */
const MAX_PAIR_WORDS = 32;

const sentence = (s: string) => `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`.replace(/[.\s]*$/, '.');
const wordsOf = (ps: string[]) => ps.join(' ').split(/\s+/).filter(Boolean).length;
const key = (s: string) => s.toLowerCase();
const firstWord = (s: string) => /^[\p{L}']+/u.exec(s)?.[0]?.replace(/'.*$/, '') ?? '';
const lead = (s: string) => s.split(/\s+/).slice(0, 2).join(' ');

/** Sentences written so far: each new one is chosen not to start like the one before it. */
class Writer {
  private last = '';
  private leads = new Set<string>();

  /** The first option that starts unlike the sentence before and with a lead not yet used. */
  say(options: string | string[]): string {
    const all = typeof options === 'string' ? [options] : options;
    const fresh = all.filter((o) => firstWord(o) !== this.last);
    const s = fresh.find((o) => !this.leads.has(lead(o))) ?? fresh[0] ?? all[0] ?? '';
    this.last = firstWord(s);
    this.leads.add(lead(s));
    return s;
  }
}

const clauseWords = (l: LetterLine) => l.clause.text.split(/\s+/).length;

/**
 * Two short things done in the same job read as one sentence ("I scripted …, and collaborated
 * with …") rather than a list of one-line paragraphs; nothing is dropped.
 */
function paired(lines: LetterLine[]): LetterLine[] {
  const out: LetterLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const n = lines[i + 1];
    const pair =
      !!n &&
      !l.project &&
      l.from.list === n.from.list &&
      l.from.entry === n.from.entry &&
      l.clause.kind === 'action' &&
      n.clause.kind === 'action' &&
      /^I /.test(l.clause.text) &&
      /^I /.test(n.clause.text) &&
      clauseWords(l) + clauseWords(n) <= MAX_PAIR_WORDS;
    if (!pair) {
      out.push(l);
      continue;
    }
    out.push({
      ...l,
      clause: { kind: 'action', text: `${l.clause.text}, and ${n.clause.text.slice(2)}` },
      shows: {
        names: [...new Set([...l.shows.names, ...n.shows.names])].slice(0, 3),
        required: l.shows.required || n.shows.required,
      },
    });
    i++;
  }
  return out;
}

/** The lines grouped by job, the job of the strongest first, so the paragraph moves job by job. */
function byJob(lines: LetterLine[]): LetterLine[] {
  const job = (l: LetterLine) => `${l.from.list}${l.from.entry}`;
  const order = [...new Set(lines.map(job))];
  return lines
    .map((l, i) => ({ l, i }))
    .sort((a, b) => order.indexOf(job(a.l)) - order.indexOf(job(b.l)) || a.i - b.i)
    .map((x) => x.l);
}

/** Two or three achievements open the case; three when the letter quotes five or more. */
const splitAt = (lines: LetterLine[]) => (lines.length >= 5 ? 3 : Math.min(2, lines.length));

/** How many sentences the achievements take: two short lines of one job share one. */
const sentencesFor = (lines: LetterLine[]) =>
  splitAt(lines) + paired(byJob(lines.slice(splitAt(lines)))).length;

function compose(v: Voice, ev: LetterEvidence, job: LetterJob, lines: LetterLine[]): string[] {
  const w = new Writer();
  const org = job.company ?? 'your organisation';
  const open = [w.say(v.apply(job))];
  const latest = ev.latest ? v.latest(ev.latest) : undefined;
  if (latest) open.push(w.say(latest));
  if (ev.earlier.length > 0) open.push(w.say(v.earlier(listWords(ev.earlier), !!latest)));
  // Years below what the posting asks are left for the CV to show, not underlined in the letter.
  if (ev.years && !(ev.years.asked && ev.years.count < ev.years.asked))
    open.push(w.say(v.years(ev.years)));
  if (ev.ownWords)
    open.push(
      w.say(
        ev.ownWords.phrase
          ? v.own(ev.ownWords.phrase, open.length === 1)
          : sentence(ev.ownWords.sentence),
      ),
    );
  const top = ev.requirements.slice(0, 2);
  if (top.length > 0) open.push(w.say(v.top(top, org)));

  const named = new Set(top.map((r) => key(r.name)));
  const tied = new Set<string>();
  let ties = 0;
  const tie = (l: LetterLine): string[] => {
    const fresh = l.shows.names.some((n) => !tied.has(key(n)));
    for (const n of l.shows.names) tied.add(key(n));
    // An ability names its skills itself ("I bring extensive knowledge of …").
    if (!fresh || l.clause.kind === 'ability') return [];
    return [w.say(v.tie(ties++, listWords(l.shows.names), l.shows.required))];
  };
  const place = (l: LetterLine, before: LetterLine | undefined): Place => {
    const role = !!before && l.from.list === before.from.list && l.from.entry === before.from.entry;
    const employer = !role && !!l.at && l.at === before?.at;
    return {
      ...(l.at ? { at: l.at } : {}),
      ...(role ? { same: 'role' as const } : employer ? { same: 'employer' as const } : {}),
      current: l.current,
    };
  };
  const introduced = new Set<string>();
  const say = (l: LetterLine, slot: number, p: Place, usual: () => string | string[]) => {
    if (l.clause.kind === 'ability') return w.say(v.ability(slot, l.clause.text, p));
    if (!l.project) return w.say(usual());
    // What the project is, said once.
    const is = introduced.has(l.project) ? undefined : l.projectIs;
    introduced.add(l.project);
    return w.say(v.project(l.clause.text, l.project, is));
  };

  const split = splitAt(lines);
  const opening = lines.slice(0, split);
  const body1: string[] = [];
  const intro = opening.every((l) => l.clause.kind === 'action') ? v.results(split) : undefined;
  if (intro) body1.push(w.say(intro));
  opening.forEach((l, i) => {
    const p = place(l, lines[i - 1]);
    body1.push(
      say(l, i, p, () =>
        i === 0
          ? v.first(l.clause.text, p, l.clause.kind === 'action')
          : v.next(i, l.clause.text, p),
      ),
    );
    body1.push(...tie(l));
  });
  if (lines.length === 0) body1.push(w.say(v.none));

  const body2: string[] = [];
  const rest = paired(byJob(lines.slice(split)));
  rest.forEach((l, i) => {
    // A paragraph's first line names its place again.
    const p = place(l, i === 0 ? undefined : rest[i - 1]);
    body2.push(say(l, i + 1, p, () => v.later(i, l.clause.text, p)));
    body2.push(...tie(l));
  });
  // The job's other requirements the CV shows, and where: those no quoted line has named yet.
  const more = ev.requirements
    .filter((r) => !named.has(key(r.name)) && !tied.has(key(r.name)))
    .sort((a, b) => Number(b.where.length > 0) - Number(a.where.length > 0))
    .slice(0, 3);
  const shown = more.filter((r) => r.where.length > 0);
  if (shown.length > 0) {
    const where = [...new Set(shown.flatMap((r) => r.where))].slice(0, 2);
    body2.push(w.say(v.more(listWords(shown.map((r) => r.name)), listWords(where), shown.length)));
  } else if (more.length > 0)
    body2.push(w.say(v.more(listWords(more.map((r) => r.name)), undefined, more.length)));
  if (ev.degree) body2.push(w.say(v.degree(ev.degree.text, ev.degree.meets)));
  if (ev.certificates.length > 0)
    body2.push(w.say(v.certificates(certificateNames(ev.certificates))));
  body2.push(w.say(v.wrap(org, job)));

  return [open.join(' '), body1.join(' '), body2.join(' '), v.close.join(' ')];
}

/** The letter's four paragraphs in the tone's voice, as long as the CV's facts allow. */
export function writeLetter(tone: LetterTone, ev: LetterEvidence, job: LetterJob): string[] {
  const v = VOICES[tone];
  const fit = LETTER_FIT[tone];
  let chosen: LetterLine[] = [];
  let best = compose(v, ev, job, chosen);
  for (const line of ev.achievements) {
    if (sentencesFor(chosen) >= fit.sentences || (chosen.length >= 2 && wordsOf(best) >= fit.min))
      break;
    const next = compose(v, ev, job, [...chosen, line]);
    if (chosen.length > 0 && wordsOf(next) > fit.max) continue;
    chosen = [...chosen, line];
    best = next;
  }
  // A name ending in a full stop ("Palermo Villa Inc.") ends its sentence once.
  return best.map((p) => p.replace(/\.\.(?=\s|$)/g, '.'));
}
