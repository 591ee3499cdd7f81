// The formal voice of a cover letter (decision 150): full forms, long sentences, no contractions,
// "I would welcome … at an interview".
import type { Voice } from './_letter-tones.ts';
import { a, from, itThem, sentence, years } from './_letter-tones.ts';
import { listWords, numberWord } from './_phrasing.ts';

/** The formal voice. */
export const formal: Voice = {
  apply: (j) =>
    `I am writing to apply for ${j.title ? `the ${j.title} position` : 'this position'}${j.company ? ` at ${j.company}` : ''}.`,
  latest: (l) =>
    l.position && l.employer
      ? `${l.current ? 'Currently' : 'Most recently'}, I ${l.current ? 'work' : 'worked'} as ${a(l.position)} at ${l.employer}.`
      : l.position
        ? `My most recent role is that of ${a(l.position)}.`
        : undefined,
  earlier: (r, after) => `${after ? 'Before that' : 'Earlier'}, I worked as ${r}.`,
  years: (y) =>
    `Altogether, I bring ${years(y)} of professional experience${y.asked && y.count >= y.asked ? `, which meets the ${numberWord(y.asked)} years your posting asks for` : ''}.`,
  own: (p, first) => `${first ? 'Professionally, I' : 'I'} would describe myself as ${p}.`,
  top: (reqs, org) =>
    reqs.some((r) => r.inWork)
      ? `Your posting places ${listWords(reqs.map((r) => r.name))} at the centre of the role, and my experience shows ${reqs.length > 1 ? 'both' : 'it'} in practice.`
      : `Your posting asks for ${listWords(reqs.map((r) => r.name))}, which ${reqs.length > 1 ? 'are' : 'is'} among the skills I would bring to ${org}.`,
  first: (c, p, action) =>
    p.at
      ? `The clearest example comes from ${p.at}, where ${c}.`
      : action
        ? `My clearest example is that ${c}.`
        : `To give one example, ${c}.`,
  next: (slot, c, p) =>
    p.same === 'role'
      ? from([`In the same role, ${c}.`, `Also in that role, ${c}.`], slot - 1)
      : p.at
        ? p.same === 'employer'
          ? [`Also at ${p.at}, ${c}.`, `At ${p.at} as well, ${c}.`]
          : p.current
            ? [`In my current role at ${p.at}, ${c}.`, `At ${p.at}, ${c}.`]
            : from([`In my role at ${p.at}, ${c}.`, `During my time at ${p.at}, ${c}.`], slot - 1)
        : from([`In addition, ${c}.`, `Similarly, ${c}.`], slot - 1),
  later: (slot, c, p) =>
    p.at && !p.same
      ? from(
          [
            `Beyond that, at ${p.at}, ${c}.`,
            `${p.at} is also where ${c}.`,
            ...(p.current
              ? [`In my current role at ${p.at}, ${c}.`]
              : [
                  `I would also point to my time at ${p.at}, where ${c}.`,
                  `While at ${p.at}, ${c}.`,
                ]),
            `Similarly, at ${p.at}, ${c}.`,
          ],
          slot,
        )
      : from(
          [
            `Beyond that, ${c}.`,
            `Equally, ${c}.`,
            `Another result I would point to is that ${c}.`,
            `It is also worth noting that ${c}.`,
            `Further, ${c}.`,
            `In addition, ${c}.`,
            `Moreover, ${c}.`,
            `Similarly, ${c}.`,
            `I would add that ${c}.`,
          ],
          slot,
        ),
  ability: (slot, c, p) =>
    p.at
      ? [`From my work at ${p.at}, ${c}.`, `Through my work at ${p.at}, ${c}.`]
      : [
          ...(slot === 0 ? [sentence(c)] : []),
          ...from(
            [`Alongside this, ${c}.`, `Beyond that, ${c}.`, `Moreover, ${c}.`, `Equally, ${c}.`],
            slot,
          ),
        ],
  project: (c, p, is) => [
    `On my ${p} project${is ? `, ${is},` : ','} ${c}.`,
    `Through my ${p} project${is ? `, ${is},` : ','} ${c}.`,
  ],
  tie: (slot, n, required) =>
    from(
      [
        `That work drew directly on ${n}, which your posting lists as ${required ? 'essential' : 'desirable'}.`,
        `This gave me practical experience of ${n}, which the role also calls for.`,
        `That experience speaks directly to your need for ${n}.`,
        `Your posting names ${n} as well.`,
      ],
      slot,
    ),
  more: (n, where, count) => {
    const shows = where
      ? `${itThem(count, 'which features', count > 2 ? 'all of which feature' : 'both of which feature')} in my work at ${where}`
      : `and my experience covers ${itThem(count, 'it', 'them')} as well`;
    return [
      `Your requirements also name ${n}, ${shows}.`,
      `In addition, your requirements name ${n}, ${shows}.`,
    ];
  },
  degree: (d, meets) =>
    `As for qualifications, I hold ${d}${meets ? ', in line with the education your posting asks for' : ''}.`,
  certificates: (n) => `I also hold ${n}.`,
  results: () => undefined,
  wrap: (org) =>
    `Taken together, this is the experience I would put to work for ${org} from my first weeks in the role.`,
  none: 'My CV sets out my experience in detail, and I would be glad to expand on any part of it.',
  close: [
    'I would welcome the opportunity to discuss my application with you at an interview, and I would be happy to provide any further information you need.',
    'Thank you for your time and consideration; I look forward to hearing from you.',
  ],
  greeting: 'Dear Hiring Manager,',
  closing: 'Yours sincerely,',
};
