// The concise voice of a cover letter (decisions 150, 179): short declarative sentences, the place
// first and the result after it, no flourishes; "Could we arrange a short call?". The shortest of
// the three, never padded.
import type { Quote, Voice } from './_letter-tones.ts';
import { a, from, projectRef, sentence, years } from './_letter-tones.ts';
import { asModifier, numberWord } from './_phrasing.ts';

/** A quoted achievement, framed by where it happened. */
function placed(q: Quote, slot: number): string[] {
  const { c, place: p } = q;
  const also = q.also ? [sentence(q.also)] : [];
  // An ability ("I bring extensive knowledge of …") is no event: no "in the same role" for it.
  if (q.kind === 'ability')
    return from(
      [
        sentence(c),
        ...also,
        `Beyond that, ${c}.`,
        `Alongside my work, ${c}.`,
        `Just as important, ${c}.`,
      ],
      slot,
    );
  if (p.project && p.same) return [...also, `On the same project, ${c}.`];
  if (p.project) return [`On ${projectRef(p, true)} ${c}.`, `With ${projectRef(p, true)} ${c}.`];
  if (p.same === 'role')
    return from(
      [
        ...also,
        ...(p.at ? [`There, ${c}.`] : []),
        `In the same role, ${c}.`,
        `In that role, ${c}.`,
        `In that job, ${c}.`,
      ],
      slot,
    );
  if (p.same === 'employer') return [`Also at ${p.at}, ${c}.`, ...also];
  if (!p.at)
    return from(
      [
        ...(p.earlier
          ? [`Earlier, ${c}.`, `Before that, ${c}.`, `Previously, ${c}.`]
          : p.other
            ? [`In another role, ${c}.`, `Elsewhere, ${c}.`]
            : []),
        ...(p.role ? [`As ${a(p.role)}, ${c}.`] : []),
        ...(p.current ? [`In my current role, ${c}.`] : p.latest ? [`In my last role, ${c}.`] : []),
        // Another job than the line before, unnamed: only a frame that says so.
        ...(p.other || p.earlier ? [] : [sentence(c), ...also, `Beyond that, ${c}.`]),
      ],
      slot,
    );
  if (p.current) return [`At ${p.at}, ${c}.`, `In my current role, ${c}.`];
  return from(
    [
      ...(p.earlier ? [`Before that, at ${p.at}, ${c}.`] : []),
      `At ${p.at}, ${c}.`,
      ...(p.role ? [`As ${a(p.role)} at ${p.at}, ${c}.`] : []),
      // A second job in a row gets another start than "At …".
      `For ${p.at}, ${c}.`,
    ],
    slot,
  );
}

/** The concise voice. */
export const concise: Voice = {
  greeting: 'Dear Hiring Manager,',
  closing: 'Kind regards,',
  apply: (j) =>
    `I am applying for ${j.title ? `the ${j.title} role` : 'this role'}${j.company ? ` at ${j.company}` : ''}.`,
  who: (w) => {
    const y = w.years;
    const more =
      y?.asked && (y.count > y.asked || (y.count === y.asked && y.over))
        ? `, more than the ${numberWord(y.asked)} you ask for`
        : '';
    const exp = y ? `${years(y)} of experience${more}` : '';
    if (w.position && w.employer)
      return w.current
        ? [
            `I am ${a(w.position)} at ${w.employer}${y ? ` with ${exp}` : ''}.`,
            y
              ? `Currently ${a(w.position)} at ${w.employer}, I have ${exp}.`
              : `Currently, I work as ${a(w.position)} at ${w.employer}.`,
          ]
        : [
            `I was most recently ${a(w.position)} at ${w.employer}${y ? `, and I have ${exp}` : ''}.`,
            `Most recently, I was ${a(w.position)} at ${w.employer}${y ? `, and I have ${exp}` : ''}.`,
          ];
    if (w.position)
      return [
        `I am ${a(w.position)}${y ? ` with ${exp}` : ''}.`,
        `By trade, I am ${a(w.position)}${y ? ` with ${exp}` : ''}.`,
      ];
    if (w.employer && w.current)
      return [
        `I work at ${w.employer}${y ? ` and have ${exp}` : ''}.`,
        `Currently, I work at ${w.employer}${y ? ` and have ${exp}` : ''}.`,
      ];
    if (w.employer)
      return [
        `I most recently worked at ${w.employer}${y ? `, and I have ${exp}` : ''}.`,
        `Most recently, I worked at ${w.employer}${y ? `, and I have ${exp}` : ''}.`,
      ];
    return [`I have ${exp}.`, `In total, I have ${exp}.`];
  },
  own: (p) => [`I describe myself as ${p}.`, `By profession, I am ${p}.`],
  ownSentence: (s) => [sentence(s)],
  fit: (f) => {
    const they = f.count > 1 ? 'both are' : 'it is';
    const ask = `You ask for ${f.names}`;
    if (!f.inWork) return `${ask}, and ${they} among my skills.`;
    if (f.now)
      return `${ask}, and ${they} part of my ${f.current ? 'current' : 'most recent'} work.`;
    if (f.where) return `${ask}, and ${they} part of my work at ${f.where}.`;
    return `${ask}, and my work covers ${f.count > 1 ? 'both' : 'it'}.`;
  },
  draw: (c) => [`The chance to ${c} appeals to me.`, `I want the chance to ${c}.`],
  connect: (l, slot) => {
    const n = l.names;
    const m = asModifier(n);
    if (l.again)
      return from([`That is more ${m} experience.`, `It adds to my ${m} experience.`], slot);
    if (l.introduced)
      return l.ask
        ? [`It answers “${l.ask}”.`, `That answers “${l.ask}”.`]
        : from([`That shows ${n} in practice.`, `It shows my ${m} work.`], slot);
    if (l.ask)
      return l.first
        ? [
            `That answers your first requirement, “${l.ask}”.`,
            `It answers your first requirement, “${l.ask}”.`,
          ]
        : l.top
          ? [
              `It answers “${l.ask}”, a core part of the role.`,
              `That answers “${l.ask}”, a core part of the role.`,
            ]
          : l.required
            ? [
                `It meets your essential requirement, “${l.ask}”.`,
                `That meets your essential requirement, “${l.ask}”.`,
              ]
            : [`It answers “${l.ask}”.`, `That answers “${l.ask}”.`];
    if (l.first)
      return from(
        [`That is the ${m} work you list first.`, `It matches your first requirement, ${n}.`],
        slot,
      );
    if (l.top)
      return from(
        [`That covers ${n}, a core part of the role.`, `It matches your need for ${n}.`],
        slot,
      );
    if (l.required)
      return from(
        [
          `That covers ${n}, which you list as essential.`,
          `It meets your essential need for ${n}.`,
        ],
        slot,
      );
    return from([`That covers ${n}, which you also ask for.`, `It also shows ${n}.`], slot);
  },
  outcome: (o, slot) => from([`It ${o}.`, `That ${o}.`], slot),
  elsewhere: (n, where, slot) =>
    from([`My work at ${where} involved ${n} too.`, `I also worked with ${n} at ${where}.`], slot),
  bridge: (names, count, required) =>
    required
      ? [
          `You also list ${names} as essential.`,
          count > 1
            ? `Two more essentials you list are ${names}.`
            : `Another essential you list is ${names}.`,
        ]
      : [
          `You also ask for ${names}.`,
          count > 1
            ? `Two more needs you list are ${names}.`
            : `Another need you list is ${names}.`,
        ],
  run: (c, { same, at, role }) =>
    same
      ? [`In that role, ${c}.`, `There, ${c}.`]
      : at
        ? [`At ${at}, ${c}.`, `For ${at}, ${c}.`]
        : role
          ? [`As ${a(role)}, ${c}.`, `When I was ${a(role)}, ${c}.`]
          : [sentence(c), `Beyond that, ${c}.`, `Day to day, ${c}.`],
  earlier: (roles) => [`Before that, I was ${roles}.`, `Previously, I was ${roles}.`],
  lead: (q) => placed(q, 0),
  theme: (q, slot) => {
    const t = q.theme ?? '';
    return from(
      [
        `You also ask for ${t}. ${placed(q, slot)[0]}`,
        `For ${t}, ${q.place.at && !q.place.project && q.kind !== 'ability' ? `at ${q.place.at}, ${q.c}` : q.c}.`,
      ],
      slot,
    );
  },
  next: (q, slot) => placed(q, slot),
  beyond: (q) => placed(q, 0),
  skills: (names, _count, _required, where) =>
    where
      ? [
          `My work at ${where} also involved ${names}.`,
          `I have also worked with ${names} at ${where}.`,
        ]
      : [`My skills also include ${names}.`, `I also bring ${names}.`],
  degree: (d) => [`I hold ${d}.`, `For education, I hold ${d}.`],
  certificates: (n) => [`I also hold ${n}.`, `My certifications include ${n}.`],
  before: (now, earlier) => [
    `Before ${now}, I worked at ${earlier}.`,
    `Earlier, I worked at ${earlier}.`,
  ],
  close: (job, _top, tied, figure) => [
    ...(tied
      ? [
          [
            `I would bring the same ${asModifier(tied)} work to ${job.company ?? 'your team'}.`,
            `My ${asModifier(tied)} work is what I would bring to ${job.company ?? 'your team'}.`,
          ],
        ]
      : []),
    'Could we arrange a short call to discuss the role?',
    ...(figure
      ? [
          [
            `I can walk you through the work behind the ${figure} figure.`,
            `On a call, I can explain the work behind the ${figure} figure.`,
          ],
        ]
      : []),
    'Thank you for your time and consideration.',
  ],
};
