// A cover letter's four paragraphs in one tone (docs/decisions/150-sendable-letters.md, amended by
// 179): an opening naming the role, the employer and why this candidate (the latest role, years,
// the user's own words, the job's top requirements the CV shows); a first body paragraph with the
// achievements that show those requirements; a second with achievements grouped by the job's other
// requirements, then what else the CV holds for the job (skills, earlier roles, degree,
// certificates); a closing with a call to action. Achievements are added strongest first until the
// letter reaches its tone's length; a letter still short then takes the CV's spare facts (decision
// 208), so a rich CV fills a letter and a thin one stays short rather than padded. The voices
// themselves are in `_letter-formal.ts`, `_letter-friendly.ts` and `_letter-concise.ts`.
import type { LetterTone } from '../render/index.ts';
import { showsResult } from './_achievements.ts';
import { isQualityName, jobOf, type LetterEvidence, type LetterLine } from './_letter-evidence.ts';
import { concise } from './_letter-concise.ts';
import { formal } from './_letter-formal.ts';
import { friendly } from './_letter-friendly.ts';
import { earlierOf, elsewhereOf, figureOf, namesIt, resultOf, tiedAt } from './_letter-connect.ts';
import { fitOf, plan, quoteOf, runOf, sameAs, WorkFrames } from './_letter-plan.ts';
import { Writer } from './_letter-writer.ts';
import {
  certificateNames,
  withAlso,
  type LetterJob,
  type Link,
  type Quote,
  type Voice,
} from './_letter-tones.ts';
import { roleTitle } from './_letter-facts.ts';
import { listWords } from './_phrasing.ts';

export type { LetterJob };

/** Each tone's voice. */
export const VOICES: Record<LetterTone, Voice> = { formal, friendly, concise };

/**
 * Words a letter's paragraphs aim for, per tone, and the quotes a body paragraph holds (decision
 * 179; concise raised by decision 208 to the 250 words every letter needs; by decision 218 three
 * quotes at most per body paragraph and three more lines summed up in one sentence, which bound
 * the lines a letter uses, decision 243): achievements are added until `min` is reached; one that
 * would pass `max` is skipped. Concise stays the shortest.
 */
const LETTER_FIT: Record<LetterTone, { min: number; max: number; perParagraph: number }> = {
  formal: { min: 300, max: 390, perParagraph: 3 },
  friendly: { min: 290, max: 380, perParagraph: 3 },
  concise: { min: 260, max: 310, perParagraph: 4 },
};

/** The job's skills a letter short of its length names in its skills sentences (decision 218; else three). */
const MORE_SKILLS = 6;

/** Sentences naming other employers that show a tied requirement, at most (decision 220). */
const MAX_ELSEWHERE = 2;
/** Ties a letter makes of a line to a requirement an earlier line was already tied to. */
const MAX_AGAIN = 1;
/**
 * Ties of one kind (to a requirement the posting lists as essential, or one it mentions) a letter
 * makes at most: after two, "It ties in nicely with the Redis work you mention" reads as a form
 * filled in for every line, and a line naming its skill speaks for itself.
 */
const MAX_TIES_OF_A_KIND = 2;

const wordsOf = (ps: string[]) => ps.join(' ').split(/\s+/).filter(Boolean).length;

const key = (s: string) => s.toLowerCase();
const said = namesIt;

// A line that names its own post ("In my position as Chief, …, I exercised …") or context ("In
// terms of the training programme I …") takes no second frame: "As a Chief, in my position as
// Chief, …" says the post twice, "In my last role, in terms of …" stacks two openings.
const OWN_FRAME =
  /^(?:(?:in|during|as|while)\s+(?:my|this|that|the|his|her)\s+(?:position|role|capacity|job|time|post)\b|in terms of\b|as (?:a )?part of\b)/i;

/** A line that frames itself, placed nowhere (the voice adds only its links); else as it is. */
const framed = (q: Quote): Quote =>
  OWN_FRAME.test(q.c) ? { ...q, place: { current: false, latest: false, earlier: false } } : q;

/** How far a letter reaches into the CV's spare facts: the job's skills it names at most. */
interface Reach {
  skills: number;
  perParagraph: number;
}

function compose(
  v: Voice,
  ev: LetterEvidence,
  job: LetterJob,
  lines: LetterLine[],
  reach: Reach,
): string[] {
  const w = new Writer();
  const org = job.company ?? 'your organisation';
  const open = [w.say(v.apply(job))];
  // Years below what the posting asks are left for the CV to show, not underlined in the letter.
  const years =
    ev.years && !(ev.years.asked && ev.years.count < ev.years.asked) ? ev.years : undefined;
  const employer = ev.latest?.employer;
  // "By profession, I am a Teacher. I would describe myself as a … Medical Assistant": where the
  // user's own words name another of their jobs, they speak for the candidate; a job with its
  // employer ("Currently, I work as … at …") is a fact and stays.
  const own = (ev.ownWords?.phrase ?? ev.ownWords?.sentence ?? '').toLowerCase();
  const latest = ev.latest?.position ?? ev.headline;
  const otherRole =
    !!latest &&
    !own.includes(latest.toLowerCase()) &&
    lines.some((l) => {
      const role = l.position?.trim().toLowerCase();
      return !!role && role !== latest.toLowerCase() && own.includes(role);
    });
  const position = employer || !otherRole ? latest : undefined;
  if (position || employer || years)
    open.push(
      w.say(
        v.who({
          ...(position ? { position } : {}),
          ...(employer ? { employer } : {}),
          current: ev.latest?.current === true,
          ...(years ? { years } : {}),
        }),
      ),
    );
  if (ev.ownWords)
    open.push(
      w.say(ev.ownWords.phrase ? v.own(ev.ownWords.phrase) : v.ownSentence(ev.ownWords.sentence)),
    );
  const top = ev.requirements.slice(0, 2);
  if (top.length > 0) open.push(w.say(v.fit(fitOf(top, ev), org)));
  if (ev.draw) open.push(w.say(v.draw(ev.draw, org)));

  const named = new Set(top.map((r) => key(r.name)));
  const essential = new Set(ev.requirements.filter((r) => r.required).map((r) => key(r.name)));
  // A requirement a quoted line names in its own words is named, whatever the line is tied to.
  const mention = (text: string) => {
    for (const r of ev.requirements) if (said(text, r.name)) named.add(key(r.name));
  };
  // The user's own words name what they name ("a backend engineer …"): not said again as a skill.
  if (ev.ownWords) mention(ev.ownWords.sentence);
  const introduced = new Set<string>();
  const work = new WorkFrames();
  const linked = new Set<string>();
  const asked = new Set<string>();
  // Requirements the second paragraph's opening names (decision 220).
  const bridged = new Set<string>();
  const [first, second, run] = plan(lines, ev.requirements, reach.perParagraph);
  const tiedTo = tiedAt([...first, ...second]);
  let elsewhere = 0;
  let agains = 0;
  const kinds = new Map<string, number>();
  let slot = 0;
  // Each quoted line (in a voice of short sentences, its measured result split off as a sentence
  // of its own, decision 220), then how it answers the posting (decision 218): the requirement it
  // is evidence for, named once as the posting's first or top one, after that as one it also
  // asks; then the other employers whose lines show the same requirement (decision 220).
  const quote = (l: LetterLine, i: number, before: LetterLine | undefined, opens: boolean) => {
    const split = v.outcome ? resultOf(l.clause.text) : undefined;
    const spoken: LetterLine = split ? { ...l, clause: { ...l.clause, text: split.action } } : l;
    const q = quoteOf(work.say(spoken), before, introduced);
    for (const n of l.shows.names) named.add(key(n));
    mention(l.clause.text);
    const a = l.answers;
    const plain: Quote = { ...q };
    delete plain.theme;
    const out = [
      w.say(
        i === 0
          ? opens
            ? v.lead(a ? plain : q)
            : framed(q) === q
              ? v.beyond(q)
              : v.next(framed(q), 1)
          : v.next(framed(q), i + (opens ? 0 : 1)),
      ),
    ];
    // The result the line ends with, then what it answers (decision 220).
    if (split && v.outcome) out.push(w.say(v.outcome(split.outcome, slot)));
    const again = !!a && a.names.every((n) => linked.has(key(n)));
    if (a) {
      // The posting's words for a requirement are quoted once.
      const ask = a.ask && !asked.has(a.ask) ? a.ask : undefined;
      if (a.ask) asked.add(a.ask);
      // Named by the paragraph's opening (the rest tied before): said as evidence only.
      const opened =
        !again &&
        a.names.some((n) => bridged.has(key(n))) &&
        a.names.every((n) => bridged.has(key(n)) || linked.has(key(n)));
      for (const n of a.names) {
        linked.add(key(n));
        named.add(key(n));
      }
      const link: Link = {
        names: listWords(a.names),
        count: a.names.length,
        first: !again && a.rank === 0,
        top: !again && a.rank <= 1,
        required: a.required,
        again,
        ...(opened ? { introduced: true } : {}),
        ...(ask ? { ask } : {}),
      };
      // A line that names the requirement the paragraph's opening just named needs no tie.
      const plainly = link.introduced && !ask && a.names.every((n) => said(l.clause.text, n));
      // "More marketing experience" once reads as a point, twice as a refrain: one such tie a letter.
      const refrain = again && !ask && agains >= MAX_AGAIN;
      if (again && !ask) agains++;
      const kind = link.top || again || ask ? '' : link.required ? 'required' : 'mentioned';
      const formulaic = kind !== '' && (kinds.get(kind) ?? 0) >= MAX_TIES_OF_A_KIND;
      if (!plainly && !refrain && !formulaic) {
        out.push(w.say(v.connect(link, slot++)));
        if (kind) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      }
    }
    const next = opens ? (first[i + 1] ?? second[0]) : second[i + 1];
    const others = a && !again && elsewhere < MAX_ELSEWHERE ? elsewhereOf(l, next, ev, tiedTo) : [];
    if (a && others.length > 0) {
      elsewhere++;
      out.push(w.say(v.elsewhere(a.names[0] ?? '', listWords(others), slot)));
    }
    return out;
  };
  const body1 = first.flatMap((l, i) => quote(l, i, first[i - 1], true));
  // The second paragraph opens with the requirements its first line answers that the first
  // paragraph did not (decision 220), so the line that follows keeps the promise.
  // Only names the line says itself, or quotes the posting for: a tie in other words is too loose
  // to open a paragraph with.
  const opener = second[0];
  const fresh = (opener?.answers?.names ?? []).filter(
    (n) =>
      !linked.has(key(n)) &&
      !isQualityName(n) &&
      (!!opener?.answers?.ask || said(opener?.clause.text ?? '', n)),
  );
  const bridge: string[] = [];
  if (body1.length > 0 && fresh.length > 0) {
    const names = fresh.slice(0, 2);
    for (const n of names) bridged.add(key(n));
    bridge.push(w.say(v.bridge(listWords(names), names.length, !!second[0]?.answers?.required)));
  } else if (body1.length > 0 && ev.latest?.employer) {
    // Else, when it moves to earlier jobs, where it goes: "Before Nexus AI, I worked at X."
    const earlier = earlierOf(first, second, ev.latest.employer);
    if (earlier.length > 0) bridge.push(w.say(v.before(ev.latest.employer, listWords(earlier))));
  }
  // Other duties, summed up in one sentence (decision 218), right after the paragraph's last line
  // from their job, so the sentence reads "In the same role, I also …" (decision 243); else last.
  const runAfter = run[0] ? second.map(jobOf).lastIndexOf(jobOf(run[0])) : -1;
  const summed = (same: boolean) => {
    for (const l of run) mention(l.clause.text);
    const at = run[0]?.at;
    const role = run[0]?.from.list === 'work' ? roleTitle(run[0].position) : undefined;
    return w.say(v.run(runOf(run), { same, ...(at ? { at } : {}), ...(role ? { role } : {}) }));
  };
  const body2 = [
    ...bridge,
    // A paragraph names where its first line comes from: "I also reviewed …" after a paragraph
    // break leaves the reader to guess the job the paragraph before ended on.
    ...second.flatMap((l, i) => {
      const before = i === 0 ? first.at(-1) : second[i - 1];
      const said = quote(l, i, i === 0 && sameAs(l, before) ? undefined : before, false);
      return i === runAfter ? [...said, summed(true)] : said;
    }),
  ];
  if (run.length > 0 && runAfter < 0) body2.push(summed(false));

  // What else the CV holds for the job: later sentences of the user's own summary.
  const summary: string[] = [];
  for (const x of ev.summary) {
    const fresh = x.names.filter((n) => !named.has(key(n)));
    for (const n of x.names) named.add(key(n));
    mention(x.clause.text);
    const required = fresh.every((n) => essential.has(key(n)));
    const q: Quote = {
      c: x.clause.text,
      ...(withAlso(x.clause.text) ? { also: withAlso(x.clause.text)! } : {}),
      kind: x.clause.kind,
      result: showsResult(x.clause.text),
      place: { current: false, latest: false, earlier: false },
      ...(fresh.length > 0 ? { theme: listWords(fresh) } : {}),
      required,
    };
    const at = body2.length + summary.length;
    summary.push(w.say(fresh.length > 0 ? v.theme(q, at) : v.next(q, at + 1)));
  }
  // Earlier roles no quoted line speaks for.
  const rest: string[] = [];
  const quotedAt = new Set(lines.map((l) => l.at).filter(Boolean));
  const roles = ev.earlier.filter((r) => ![...quotedAt].some((at) => r.endsWith(` at ${at}`)));
  if (roles.length > 0) rest.push(w.say(v.earlier(listWords(roles), roles.length)));
  // The job's other requirements the CV shows, those no sentence has named yet, in one sentence
  // for the work that shows them (where) and one for the rest of the CV.
  const more = ev.requirements.filter((r) => !named.has(key(r.name))).slice(0, reach.skills);
  const atWork = more.filter((r) => r.where.length > 0);
  const listed = more.filter((r) => r.where.length === 0);
  const places = listWords([...new Set(atWork.flatMap((r) => r.where))].slice(0, 2));
  for (const [rs, where] of [
    [atWork, places],
    [listed, undefined],
  ] as const)
    if (rs.length > 0)
      rest.push(
        w.say(
          v.skills(
            listWords(rs.map((r) => r.name)),
            rs.length,
            rs.every((r) => r.required),
            where,
          ),
        ),
      );
  if (ev.degree) rest.push(w.say(v.degree(ev.degree.text, ev.degree.meets)));
  if (ev.certificates.length > 0)
    rest.push(w.say(v.certificates(certificateNames(ev.certificates))));

  // The requirements the quoted lines were tied to, the posting's order: the work a closing says
  // the candidate would bring (decision 220).
  const tied = ev.requirements
    .filter((r) => linked.has(key(r.name)))
    .slice(0, 2)
    .map((r) => r.name);
  const close = v
    .close(
      job,
      top.length > 0 ? listWords(top.map((r) => r.name)) : undefined,
      tied.length > 0 ? listWords(tied) : undefined,
      first.map((l) => figureOf(l.clause.text)).find((f) => f !== undefined),
    )
    .map((say) => w.say(say));
  // A CV with no line to quote still makes its case in two paragraphs when it can: its own
  // summary (and earlier roles), then its skills and education.
  const middle =
    body1.length > 0
      ? [body1.join(' '), [...body2, ...summary, ...rest].join(' ')]
      : summary.length > 0
        ? [
            [...summary, ...rest.slice(0, roles.length > 0 ? 1 : 0)].join(' '),
            rest.slice(roles.length > 0 ? 1 : 0).join(' '),
          ]
        : ['', rest.join(' ')];
  return [open.join(' '), ...middle, close.join(' ')];
}

/** A letter's evidence and how far it reaches into the spare facts. */
interface Draft {
  ev: LetterEvidence;
  reach: Reach;
}

/**
 * Ways to add each of the evidence's spare facts: summary sentences, the degree, certificates,
 * then more of the job's skills the CV names (decision 218: six at most, named as the CV names them).
 */
function spareFacts(ev: LetterEvidence): ((d: Draft) => Draft)[] {
  const { degree, certificates, summary } = ev.spare;
  return [
    ...summary.map((x) => (d: Draft) => ({ ...d, ev: { ...d.ev, summary: [...d.ev.summary, x] } })),
    ...(degree && !ev.degree ? [(d: Draft) => ({ ...d, ev: { ...d.ev, degree } })] : []),
    ...(certificates.length > 0
      ? [
          (d: Draft) => ({
            ...d,
            ev: { ...d.ev, certificates: [...d.ev.certificates, ...certificates] },
          }),
        ]
      : []),
    (d: Draft) => ({ ...d, reach: { ...d.reach, skills: MORE_SKILLS } }),
  ];
}

/** The letter's paragraphs in the tone's voice, as long as the CV's facts allow. */
export function writeLetter(tone: LetterTone, ev: LetterEvidence, job: LetterJob): string[] {
  const v = VOICES[tone];
  const fit = LETTER_FIT[tone];
  const reach: Reach = { skills: 3, perParagraph: fit.perParagraph };
  let chosen: LetterLine[] = [];
  let best = compose(v, ev, job, chosen, reach);
  // A line that answers the posting comes before one the letter can only quote (decision 218).
  const answering = (l: LetterLine) => !!l.answers || l.fit > 0;
  const lines = [
    ...ev.achievements.filter(answering),
    ...ev.achievements.filter((l) => !answering(l)),
  ];
  // Lines the plan left out alone: with another line of their job they can make a run (decision 243).
  const waiting: LetterLine[] = [];
  for (const line of lines) {
    if (chosen.length >= 2 && wordsOf(best) >= fit.min) break;
    let add = [line];
    let next = compose(v, ev, job, [...chosen, line], reach);
    if (chosen.length > 0 && wordsOf(next) > fit.max) continue;
    // A line the plan leaves out (no room, nothing to connect it to) adds nothing alone.
    if (chosen.length > 0 && wordsOf(next) <= wordsOf(best)) {
      let mate: LetterLine | undefined;
      let paired: string[] | undefined;
      for (const m of waiting.filter((m) => jobOf(m) === jobOf(line))) {
        const p = compose(v, ev, job, [...chosen, m, line], reach);
        if (wordsOf(p) > wordsOf(best) && wordsOf(p) <= fit.max) {
          [mate, paired] = [m, p];
          break;
        }
      }
      if (!mate || !paired) {
        waiting.push(line);
        continue;
      }
      waiting.splice(waiting.indexOf(mate), 1);
      add = [mate, line];
      next = paired;
    }
    chosen = [...chosen, ...add];
    best = next;
  }
  // Achievements spent and still short: the CV's other real facts, one at a time (decision 208).
  let full: Draft = { ev, reach };
  for (const more of spareFacts(ev)) {
    if (wordsOf(best) >= fit.min) break;
    const d = more(full);
    const next = compose(v, d.ev, job, chosen, d.reach);
    if (wordsOf(next) > fit.max) continue;
    full = d;
    best = next;
  }
  // A name ending in a full stop ("Palermo Villa Inc.") ends its sentence once.
  return best.map((p) => p.replace(/\.\.(?=\s|$)/g, '.'));
}
