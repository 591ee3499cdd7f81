// The three voices of a cover letter (docs/decisions/150-sendable-letters.md). Each voice writes
// the same four paragraphs from the same evidence: an opening naming the role, the employer and why
// this candidate; two body paragraphs proving the job's requirements with the CV's achievements;
// a closing with a call to action. They differ in register, not only in openers: formal writes
// full forms and long sentences, friendly writes contractions and "you", concise writes short,
// plain sentences. Every fact comes from `LetterEvidence`; the voice only adds the grammar.
import type { LetterTone } from '../render/index.ts';
import type { RankedLine } from './_achievements.ts';
import type { LetterEvidence } from './_letter-evidence.ts';
import { asWritten, usable } from './_letter-evidence.ts';
import { article, asFirstPerson, asWork, listWords } from './_phrasing.ts';

/** The job as the letter names it; either may be unknown (the editor then asks for it). */
export interface LetterJob {
  title?: string;
  company?: string;
  /** The posting asks for a degree. */
  wantsDegree: boolean;
}

const a = (phrase: string) => `${article(phrase)} ${phrase}`;
const sentence = (s: string) => `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`.replace(/[.\s]*$/, '.');

/** "I led the migration …" or "my work included migrating …", from the line. */
function clause(l: RankedLine): string {
  return asFirstPerson(l.line, l.current) ?? `my work included ${asWork(l.line)}`;
}

/** Where an achievement is from, for "At X, …" ("At Nordlys Payments", "As a line chef"). */
function placeOf(l: RankedLine): { at?: string; as?: string } {
  const employer = usable(l.employer);
  const position = usable(l.position);
  return {
    ...(employer ? { at: employer } : {}),
    ...(position ? { as: position } : {}),
  };
}

/** The job's skills an achievement shows, as the letter names them (two at most, no soft skills). */
function skillsOf(l: RankedLine): { names: string; required: boolean } | undefined {
  const hard = l.proves.filter((k) => k.category !== 'soft').slice(0, 2);
  if (hard.length === 0) return undefined;
  return { names: listWords(hard.map((k) => asWritten(k, l.line))), required: hard[0]!.required };
}

/** Requirements the letter has not yet named (the opening names the first two). */
function otherRequirements(ev: LetterEvidence, used: RankedLine[], n: number): string[] {
  const named = new Set(
    [
      ...used.flatMap((l) =>
        l.proves
          .filter((k) => k.category !== 'soft')
          .slice(0, 2)
          .map((k) => asWritten(k, l.line)),
      ),
      ...ev.requirements.slice(0, 2).map((r) => r.name),
    ].map((x) => x.toLowerCase()),
  );
  return ev.requirements
    .map((r) => r.name)
    .filter((r) => !named.has(r.toLowerCase()))
    .slice(0, n);
}

type Paragraphs = [string, string, string, string];

/** True when every skill an achievement shows was already named for the one before it. */
function namedBefore(l: RankedLine, before: RankedLine | undefined): boolean {
  const earlier = new Set(
    (before?.proves ?? [])
      .filter((k) => k.category !== 'soft')
      .slice(0, 2)
      .map((k) => k.name),
  );
  const mine = l.proves.filter((k) => k.category !== 'soft').slice(0, 2);
  return mine.every((k) => earlier.has(k.name));
}

/** The same employer as the achievement before, so the letter says "in the same role". */
const sameAs = (l: RankedLine, before: RankedLine | undefined) =>
  !!before && !!placeOf(l).at && placeOf(l).at === placeOf(before).at;

function formal(ev: LetterEvidence, job: LetterJob): Paragraphs {
  const [first, second, third, fourth, fifth] = ev.achievements;
  const role = job.title ? `the ${job.title} position` : 'this position';
  const org = job.company ?? 'your organisation';
  const open = [`I am writing to apply for ${role}${job.company ? ` at ${job.company}` : ''}.`];
  const l = ev.latest;
  if (l?.position && l.employer)
    open.push(
      `${l.current ? 'Currently' : 'Most recently'}, I ${l.current ? 'work' : 'worked'} as ${a(l.position)} at ${l.employer}.`,
    );
  else if (l?.position) open.push(`My most recent role is that of ${a(l.position)}.`);
  if (ev.earlier.length > 0)
    open.push(
      `${open.length > 1 ? 'Before that' : 'Earlier'}, I worked as ${listWords(ev.earlier)}.`,
    );
  if (ev.ownWords) open.push(sentence(`in short, ${ev.ownWords}`));
  const top = ev.requirements.slice(0, 2);
  if (top.length > 0)
    open.push(
      top.some((r) => r.inWork)
        ? `Your posting places ${listWords(top.map((r) => r.name))} at the centre of the role, and my experience shows ${top.length > 1 ? 'both' : 'it'} in practice.`
        : `Your posting asks for ${listWords(top.map((r) => r.name))}, which ${top.length > 1 ? 'are' : 'is'} among the skills I would bring to ${org}.`,
    );
  else open.push(`Below are the examples that show what I would bring to ${org}.`);

  const body1: string[] = [];
  if (first) {
    const p = placeOf(first);
    body1.push(
      p.at
        ? `The clearest example comes from ${p.at}, where ${clause(first)}.`
        : sentence(`my clearest example is that ${clause(first)}.`),
    );
    const s = skillsOf(first);
    if (s)
      body1.push(
        `That work drew directly on ${s.names}, which your posting lists as ${s.required ? 'essential' : 'desirable'}.`,
      );
  }
  if (second) {
    const p = placeOf(second);
    body1.push(
      sameAs(second, first)
        ? sentence(`in the same role, ${clause(second)}.`)
        : p.at
          ? `In my role at ${p.at}, ${clause(second)}.`
          : sentence(`in addition, ${clause(second)}.`),
    );
    const s = skillsOf(second);
    if (s && !namedBefore(second, first))
      body1.push(`This gave me practical experience of ${s.names}, which the role also calls for.`);
  }
  if (body1.length === 0)
    body1.push(
      `My CV sets out my experience in detail, and I would be glad to expand on any part of it.`,
    );

  const body2: string[] = [];
  const more = otherRequirements(ev, ev.achievements, 3);
  if (more.length > 0)
    body2.push(
      `Beyond these examples, I also bring experience of ${listWords(more)}, which your requirements name as well.`,
    );
  if (third)
    body2.push(
      placeOf(third).at && !sameAs(third, second)
        ? `At ${placeOf(third).at}, for instance, ${clause(third)}.`
        : sentence(`for instance, ${clause(third)}.`),
    );
  if (fourth)
    body2.push(
      placeOf(fourth).at && !sameAs(fourth, third)
        ? `${placeOf(fourth).at} is also where ${clause(fourth)}.`
        : sentence(`equally, ${clause(fourth)}.`),
    );
  if (fifth) body2.push(`Another result I would point to is that ${clause(fifth)}.`);
  if (ev.degree && (job.wantsDegree || body2.length < 3))
    body2.push(
      `As for qualifications, I hold ${ev.degree}${job.wantsDegree ? ', in line with the education your posting asks for' : ''}.`,
    );
  body2.push(
    `Taken together, this is the experience I would put to work for ${org} from my first weeks in the role.`,
  );

  const close = [
    `I would welcome the opportunity to discuss my application with you at an interview, and I would be happy to provide any further information you need.`,
    `Thank you for your time and consideration; I look forward to hearing from you.`,
  ];
  return [open.join(' '), body1.join(' '), body2.join(' '), close.join(' ')];
}

function friendly(ev: LetterEvidence, job: LetterJob): Paragraphs {
  const [first, second, third, fourth, fifth] = ev.achievements;
  const open: string[] = [];
  if (job.company && job.title)
    open.push(
      `I was delighted to see that ${job.company} is looking for ${a(job.title)}, and I'd love to be considered for the role.`,
    );
  else if (job.title)
    open.push(
      `I was delighted to see your opening for ${a(job.title)}, and I'd love to be considered.`,
    );
  else if (job.company)
    open.push(
      `I was delighted to see that ${job.company} is hiring, and I'd love to be considered.`,
    );
  else open.push(`I was delighted to come across this role, and I'd love to be considered.`);
  const l = ev.latest;
  if (l?.position && l.employer)
    open.push(
      l.current
        ? `Right now I work as ${a(l.position)} at ${l.employer}.`
        : `My most recent role was as ${a(l.position)} at ${l.employer}.`,
    );
  if (ev.earlier.length > 0) open.push(`Earlier on, I was ${listWords(ev.earlier)}.`);
  if (ev.ownWords) open.push(sentence(`put simply, ${ev.ownWords}`));
  const top = ev.requirements.slice(0, 2);
  if (top.length > 0)
    open.push(
      `What caught my eye is how much the role centres on ${listWords(top.map((r) => r.name))}${top.some((r) => r.inWork) ? ', which is work I know well' : ", which you'll find on my CV"}.`,
    );

  const body1: string[] = [];
  if (first) {
    const p = placeOf(first);
    body1.push(
      p.at
        ? `One thing I'm proud of from ${p.at} is that ${clause(first)}.`
        : `One thing I'm proud of is that ${clause(first)}.`,
    );
    const s = skillsOf(first);
    if (s)
      body1.push(
        `That gave me plenty of hands-on ${s.names} experience, which I know you're after.`,
      );
  }
  if (second) {
    const p = placeOf(second);
    body1.push(
      sameAs(second, first)
        ? sentence(`there, too, ${clause(second)}.`)
        : p.at
          ? `During my time at ${p.at}, ${clause(second)}.`
          : sentence(`besides that, ${clause(second)}.`),
    );
    const s = skillsOf(second);
    if (s && !namedBefore(second, first))
      body1.push(`It's the same ${s.names} work your team does, so I'd be on familiar ground.`);
  }
  if (body1.length === 0) body1.push(`My CV has the details, and I'm happy to talk them through.`);

  const body2: string[] = [];
  const more = otherRequirements(ev, ev.achievements, 3);
  if (more.length > 0)
    body2.push(
      `You also mention ${listWords(more)}, and ${more.length > 1 ? "they're" : "it's"} part of my experience too.`,
    );
  if (third)
    body2.push(
      placeOf(third).at && !sameAs(third, second)
        ? `At ${placeOf(third).at}, for example, ${clause(third)}.`
        : sentence(`for example, ${clause(third)}.`),
    );
  if (fourth)
    body2.push(
      placeOf(fourth).at && !sameAs(fourth, third)
        ? `And while at ${placeOf(fourth).at}, ${clause(fourth)}.`
        : sentence(`what's more, ${clause(fourth)}.`),
    );
  if (fifth) body2.push(`Another highlight is that ${clause(fifth)}.`);
  if (ev.degree && (job.wantsDegree || body2.length < 3))
    body2.push(`On the education side, I have ${ev.degree}.`);
  body2.push(
    `All of that is what I'd bring to ${job.company ? `the team at ${job.company}` : 'your team'}.`,
  );

  const close = [
    `It would be great to chat about how I could help, so please get in touch whenever suits you.`,
    `Thanks so much for reading, and I hope to hear from you soon!`,
  ];
  return [open.join(' '), body1.join(' '), body2.join(' '), close.join(' ')];
}

function concise(ev: LetterEvidence, job: LetterJob): Paragraphs {
  const [first, second, third, fourth, fifth] = ev.achievements;
  const open = [
    `I am applying for ${job.title ? `the ${job.title} role` : 'this role'}${job.company ? ` at ${job.company}` : ''}.`,
  ];
  const l = ev.latest;
  if (l?.position)
    open.push(
      `${l.current ? 'Currently I work as' : 'Most recently, I worked as'} ${a(l.position)}${l.employer ? ` at ${l.employer}` : ''}.`,
    );
  if (ev.earlier.length > 0) open.push(`Previously, I was ${listWords(ev.earlier)}.`);
  if (ev.ownWords) open.push(sentence(`in brief, ${ev.ownWords}`));
  const top = ev.requirements.slice(0, 2);
  if (top.length > 0)
    open.push(
      `Your posting asks for ${listWords(top.map((r) => r.name))}, and ${top.some((r) => r.inWork) ? 'my work shows' : 'I bring'} ${top.length > 1 ? 'both' : 'it'}.`,
    );

  const body1: string[] = [];
  const results = [first, second].filter((x): x is RankedLine => !!x);
  if (results.length > 1) body1.push('Here are two results.');
  const links = ['That drew on', 'It also drew on'];
  results.forEach((r, i) => {
    const p = placeOf(r);
    const lead =
      i === 0
        ? p.at
          ? `At ${p.at}`
          : 'First'
        : sameAs(r, first)
          ? 'In the same role'
          : p.at
            ? `In my role at ${p.at}`
            : 'Also';
    body1.push(sentence(`${lead}, ${clause(r)}.`));
    const s = skillsOf(r);
    if (s && (i === 0 || !namedBefore(r, first))) body1.push(`${links[i]} ${s.names}.`);
  });
  if (body1.length === 0) body1.push('The details are in my CV.');

  const body2: string[] = [];
  const more = otherRequirements(ev, ev.achievements, 3);
  if (more.length > 0)
    body2.push(
      `You also ask for ${listWords(more)}; my experience includes ${more.length > 1 ? 'each' : 'it'}.`,
    );
  if (third)
    body2.push(
      sentence(
        `${placeOf(third).at && !sameAs(third, second) ? `Further, at ${placeOf(third).at}` : 'Further'}, ${clause(third)}.`,
      ),
    );
  if (fourth)
    body2.push(
      sentence(
        `${placeOf(fourth).at && !sameAs(fourth, third) ? `In addition, at ${placeOf(fourth).at}` : 'In addition'}, ${clause(fourth)}.`,
      ),
    );
  if (fifth) body2.push(sentence(`also, ${clause(fifth)}.`));
  if (ev.degree && (job.wantsDegree || body2.length < 3))
    body2.push(`For education, I hold ${ev.degree}.`);
  body2.push('That is the experience I would bring from day one.');

  const close = [
    `Could we arrange a short call to discuss the role?`,
    'Thank you for your time and consideration.',
  ];
  return [open.join(' '), body1.join(' '), body2.join(' '), close.join(' ')];
}

/** The letter's four paragraphs in the tone's voice. */
export function writeLetter(tone: LetterTone, ev: LetterEvidence, job: LetterJob): string[] {
  const paragraphs =
    tone === 'formal'
      ? formal(ev, job)
      : tone === 'friendly'
        ? friendly(ev, job)
        : concise(ev, job);
  // A name ending in a full stop ("Palermo Villa Inc.") ends its sentence once.
  return paragraphs.map((p) => p.replace(/\.\.(?=\s|$)/g, '.'));
}
