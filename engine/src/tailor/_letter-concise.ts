// The concise voice of a cover letter (decision 150): short plain sentences, "Could we arrange a
// short call?". The shortest of the three, never padded.
import type { Voice } from './_letter-tones.ts';
import { a, from, itThem, sentence, years } from './_letter-tones.ts';
import { listWords, numberWord } from './_phrasing.ts';

/** The concise voice. */
export const concise: Voice = {
  apply: (j) =>
    `I am applying for ${j.title ? `the ${j.title} role` : 'this role'}${j.company ? ` at ${j.company}` : ''}.`,
  latest: (l) =>
    l.position
      ? `${l.current ? 'Currently I work as' : 'Most recently, I worked as'} ${a(l.position)}${l.employer ? ` at ${l.employer}` : ''}.`
      : undefined,
  earlier: (r) => `Previously, I was ${r}.`,
  years: (y) => `That adds up to ${years(y)} of experience.`,
  own: (p, first) => `${first ? 'By profession, I' : 'I'} am ${p}.`,
  top: (reqs) =>
    `Your posting asks for ${listWords(reqs.map((r) => r.name))}, and ${reqs.some((r) => r.inWork) ? 'my work shows' : 'I bring'} ${reqs.length > 1 ? 'both' : 'it'}.`,
  first: (c, p) => (p.at ? `At ${p.at}, ${c}.` : `First, ${c}.`),
  next: (slot, c, p) =>
    p.same === 'role'
      ? from([`In the same role, ${c}.`, `There, too, ${c}.`], slot - 1)
      : p.at
        ? p.same === 'employer'
          ? [`Also at ${p.at}, ${c}.`, `At ${p.at} as well, ${c}.`]
          : p.current
            ? [`In my current role at ${p.at}, ${c}.`, `Now, at ${p.at}, ${c}.`]
            : from([`In my role at ${p.at}, ${c}.`, `Similarly, at ${p.at}, ${c}.`], slot - 1)
        : from([`Also, ${c}.`, `Similarly, ${c}.`], slot - 1),
  later: (slot, c, p) => {
    const at = p.at && !p.same ? `, at ${p.at}` : '';
    return from(
      ['Further', 'In addition', 'Besides', 'Also', 'Moreover', 'Similarly', 'Additionally'],
      slot,
    ).map((w) => `${w}${at}, ${c}.`);
  },
  ability: (slot, c, p) =>
    p.at
      ? [`From my work at ${p.at}, ${c}.`, `Through ${p.at}, ${c}.`]
      : [
          ...(slot === 0 ? [sentence(c)] : []),
          ...from([`Alongside that, ${c}.`, `Beyond that, ${c}.`, `On top of that, ${c}.`], slot),
        ],
  project: (c, p, is) => [
    `On my ${p} project${is ? `, ${is},` : ','} ${c}.`,
    `Through my ${p} project${is ? `, ${is},` : ','} ${c}.`,
  ],
  tie: (slot, n) =>
    from(
      [`That drew on ${n}.`, `It also drew on ${n}.`, `This used ${n}.`, `You ask for ${n} too.`],
      slot,
    ),
  more: (n, where, count) => {
    const shows = where
      ? `my work at ${where} covers ${itThem(count, 'it', count > 2 ? 'each' : 'both')}`
      : `my experience includes ${count > 1 ? 'each' : 'it'}`;
    return [`You also ask for ${n}; ${shows}.`, `As for ${n}, ${shows}.`];
  },
  degree: (d) => `For education, I hold ${d}.`,
  certificates: (n) => `My certifications include ${n}.`,
  results: (count) => (count > 1 ? `Here are ${numberWord(count)} results.` : undefined),
  wrap: () => 'That is the experience I would bring from day one.',
  none: 'The details are in my CV.',
  close: [
    'Could we arrange a short call to discuss the role?',
    'Thank you for your time and consideration.',
  ],
  greeting: 'Dear Hiring Manager,',
  closing: 'Kind regards,',
};
