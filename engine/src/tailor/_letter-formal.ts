// The formal voice of a cover letter (decisions 150, 179): full forms, long sentences with
// relative clauses, no contractions, "I would welcome … at interview".
import type { Place, Quote, Voice } from './_letter-tones.ts';
import {
  a,
  abilityLines,
  from,
  itThem,
  projectRef,
  sentence,
  whichOf,
  years,
} from './_letter-tones.ts';
import { asModifier, numberWord } from './_phrasing.ts';

/** "my current role at X", "my time as a Software Engineer at X", "my work at X". */
function post(p: Place): string | undefined {
  // A job the CV names only by its title ("Medical Assistant", employer withheld) by the title.
  if (!p.at && p.role && !p.project)
    return p.current
      ? `my current role as ${a(p.role)}`
      : p.latest
        ? `my most recent role as ${a(p.role)}`
        : `my time as ${a(p.role)}`;
  if (!p.at) return undefined;
  if (p.current) return `my current role at ${p.at}`;
  if (p.latest) return `my most recent role at ${p.at}`;
  return p.role ? `my time as ${a(p.role)} at ${p.at}` : `my time at ${p.at}`;
}

const asks = (required: boolean) => (required ? 'also lists as essential' : 'also mentions');

/** A quoted achievement, framed by where it happened. */
function placed(q: Quote, slot: number): string[] {
  const { c, place: p } = q;
  const also = q.also ? [sentence(q.also)] : [];
  // An ability ("I bring extensive knowledge of …") is no event: no "in the same role" for it.
  if (q.kind === 'ability')
    return abilityLines(q, slot, (at) => `From my work at ${at}, ${c}.`, [
      `Beyond that, ${c}.`,
      `Alongside this, ${c}.`,
    ]);
  if (p.project && p.same) return [...also, `On the same project, ${c}.`];
  if (p.project) return [`On ${projectRef(p, true)} ${c}.`, `Through ${projectRef(p, true)} ${c}.`];
  if (p.same === 'role')
    return from(
      [
        ...also,
        `In the same role, ${c}.`,
        ...(p.at && !p.current ? [`It was there, too, that ${c}.`] : []),
        `In that position, ${c}.`,
        `In that capacity, ${c}.`,
      ],
      slot,
    );
  if (p.same === 'employer') return [`At ${p.at} as well, ${c}.`, ...also];
  if (!p.at)
    return from(
      [
        ...(p.earlier
          ? [`In an earlier role, ${c}.`, `Before that, ${c}.`, `Previously, ${c}.`]
          : p.other
            ? [`In another role, ${c}.`, `Elsewhere in my career, ${c}.`]
            : []),
        ...(p.role ? [`As ${a(p.role)}, ${c}.`] : []),
        ...(p.current
          ? [`In my current role, ${c}.`]
          : p.latest
            ? [`In my most recent role, ${c}.`]
            : []),
        // Another job than the line before, unnamed: only a frame that says so.
        ...(p.other || p.earlier
          ? []
          : [sentence(c), ...also, `Beyond that, ${c}.`, `Alongside this, ${c}.`]),
      ],
      slot,
    );
  if (p.current) return [`In my current role at ${p.at}, ${c}.`, `At ${p.at}, ${c}.`];
  return from(
    [
      ...(p.earlier
        ? [`Earlier in my career, at ${p.at}, ${c}.`, `Prior to that, at ${p.at}, ${c}.`]
        : []),
      ...(p.role ? [`In my role as ${a(p.role)} at ${p.at}, ${c}.`] : []),
      `During my time at ${p.at}, ${c}.`,
      `While at ${p.at}, ${c}.`,
    ],
    slot,
  );
}

/** The formal voice. */
export const formal: Voice = {
  greeting: 'Dear Hiring Manager,',
  closing: 'Yours sincerely,',
  apply: (j) =>
    `I am writing to apply for ${j.title ? `the ${j.title} position` : 'this position'}${j.company ? ` at ${j.company}` : ''}.`,
  who: (w) => {
    const y = w.years;
    const meets =
      y?.asked && y.count >= y.asked
        ? `, which ${y.count > y.asked || y.over ? 'exceeds' : 'meets'} the ${numberWord(y.asked)} years your posting asks for`
        : '';
    const exp = y ? `${years(y)} of professional experience` : '';
    if (w.position && w.employer)
      return w.current
        ? [
            `I am currently ${a(w.position)} at ${w.employer}${y ? `, with ${exp}${meets}` : ''}.`,
            `Currently, I work as ${a(w.position)} at ${w.employer}${y ? `, and I bring ${exp}${meets}` : ''}.`,
          ]
        : `Most recently, I worked as ${a(w.position)} at ${w.employer}${y ? `, and I bring ${exp}${meets}` : ''}.`;
    if (w.position)
      return [
        `I am ${a(w.position)}${y ? ` with ${exp}${meets}` : ''}.`,
        `By profession, I am ${a(w.position)}${y ? ` with ${exp}${meets}` : ''}.`,
      ];
    if (w.employer)
      return w.current
        ? `Currently, I work at ${w.employer}${y ? `, and I bring ${exp}${meets}` : ''}.`
        : `Most recently, I worked at ${w.employer}${y ? `, and I bring ${exp}${meets}` : ''}.`;
    return [`I bring ${exp}${meets}.`, `Altogether, I bring ${exp}${meets}.`];
  },
  own: (p) => [
    `I would describe myself as ${p}.`,
    `Professionally, I would describe myself as ${p}.`,
  ],
  ownSentence: (s) => [sentence(s)],
  fit: (f, org) => {
    const lead = f.required
      ? `Your posting lists ${f.names} as essential`
      : `Your posting places ${f.names} at the centre of the role`;
    if (!f.inWork)
      return `${lead}, and ${itThem(f.count, 'it is', 'both are')} among the skills I would bring to ${org}.`;
    if (f.now)
      return `${lead}, and ${itThem(f.count, 'it is', 'both are')} part of my ${f.current ? 'current' : 'most recent'} work.`;
    if (f.where)
      return `${lead}, and my work at ${f.where} has given me direct experience of ${itThem(f.count, 'it', 'both')}.`;
    return `${lead}, and my experience shows ${itThem(f.count, 'it', 'both')} in practice.`;
  },
  draw: (c, org) => [
    `What draws me to this role is the chance to ${c}.`,
    `The opportunity to ${c} is what draws me to ${org}.`,
  ],
  connect: (l, slot) => {
    const n = l.names;
    const m = asModifier(n);
    const it = itThem(l.count, 'it', 'them');
    if (l.again)
      return from(
        [
          `It adds further evidence of my ${m} experience.`,
          `Here, too, ${n} was central to the work.`,
        ],
        slot,
      );
    if (l.introduced && l.ask) return `It answers the call in your posting for “${l.ask}”.`;
    if (l.introduced)
      return from(
        [`It shows ${n} applied in practice.`, `This is where I have applied ${n} in my own work.`],
        slot,
      );
    if (l.ask)
      return l.first
        ? `It is the experience I would bring to the first requirement in your posting, “${l.ask}”.`
        : l.top
          ? `It speaks to “${l.ask}”, which your posting places at the centre of the role.`
          : l.required
            ? `It answers a requirement your posting lists as essential, “${l.ask}”.`
            : `It answers the call in your posting for “${l.ask}”.`;
    if (l.first)
      return from(
        [
          `That is precisely the ${m} experience your posting puts first.`,
          `I mention it because your posting puts ${n} first, and this is where I have applied ${it} in practice.`,
          `It goes to the heart of the ${m} experience your posting lists first.`,
        ],
        slot,
      );
    if (l.top)
      return from(
        [
          `It reflects the ${m} experience your posting places at the centre of the role.`,
          `This is the ${m} experience your posting asks for above most others.`,
          `It speaks directly to the ${m} experience at the centre of your posting.`,
        ],
        slot,
      );
    if (l.required)
      return from(
        [
          `It shows in practice the ${m} experience your posting lists as essential.`,
          `I raise it because your posting lists ${n} as essential, and this is where I have applied ${it}.`,
          `It offers concrete evidence of the ${m} experience your posting requires.`,
        ],
        slot,
      );
    return from(
      [
        `It reflects the ${m} experience your posting also asks for.`,
        `This is the ${m} experience your posting mentions, put into practice.`,
        `It is a direct example of the ${m} work your posting describes.`,
      ],
      slot,
    );
  },
  elsewhere: (n, where, slot) =>
    from(
      [`My work at ${where} has also involved ${n}.`, `I have also worked with ${n} at ${where}.`],
      slot,
    ),
  bridge: (names, count, required) => {
    const ask = required ? `lists ${names} as essential` : `asks for ${names}`;
    const both = itThem(count, 'it', 'both');
    return [
      `Your posting also ${ask}, and my experience offers evidence of ${both}.`,
      `Your posting also ${ask}, and here, too, my experience offers evidence.`,
    ];
  },
  before: (now, earlier) => [
    `Prior to ${now}, I worked at ${earlier}.`,
    `Before joining ${now}, I worked at ${earlier}.`,
  ],
  run: (c, { same, at, role }) =>
    same
      ? [`In the same role, ${c}.`, `There, ${c}.`]
      : at
        ? [`At ${at}, ${c}.`, `Beyond these, at ${at}, ${c}.`]
        : role
          ? [`As ${a(role)}, ${c}.`, `In my role as ${a(role)}, ${c}.`]
          : [`In my other work, ${c}.`, `Beyond these, ${c}.`],
  earlier: (roles) => [
    `My experience also includes work as ${roles}.`,
    `Earlier in my career, I worked as ${roles}.`,
  ],
  lead: (q) => {
    const where = post(q.place);
    const of = q.theme ? `my ${asModifier(q.theme)} experience` : 'my experience';
    if (q.place.project)
      return `The clearest evidence of ${of} is ${projectRef(q.place, false)} on which ${q.c}.`;
    if (where)
      return q.theme
        ? [
            `The clearest evidence of ${of} comes from ${where}, where ${q.c}.`,
            `My ${asModifier(q.theme)} experience is best shown by ${where}, where ${q.c}.`,
          ]
        : [`My most relevant experience comes from ${where}, where ${q.c}.`];
    if (q.theme) return [`The clearest evidence of ${of} is that ${q.c}.`];
    // A duty ("I was required to …", "my work included …"), or work done with no result named
    // ("I documented patient information …"), is no achievement to point to.
    return q.kind === 'duty' || !q.result
      ? [`Most relevant to this role, ${q.c}.`]
      : [`The achievement I would point to first is that ${q.c}.`];
  },
  theme: (q, slot) => {
    const t = q.theme ?? '';
    const { at, role, current } = q.place;
    const also = `which your posting ${asks(q.required)}`;
    const verb = t.includes(' and ') ? 'feature' : 'features';
    if (q.place.project)
      return from(
        [
          `${t}, ${also}, ${verb} in ${projectRef(q.place, false)} on which ${q.c}.`,
          `Your posting also asks for ${t}, and on ${projectRef(q.place, true)} ${q.c}.`,
        ],
        slot,
      );
    if (q.kind === 'ability' || !at)
      return [`Your posting also asks for ${t}, and ${q.c}.`, ...placed(q, slot)];
    const as = current
      ? `in my current role at ${at}`
      : role
        ? `as ${a(role)} at ${at}`
        : `at ${at}`;
    return from(
      [
        `${t}, ${also}, ${verb} in my ${current ? 'current ' : ''}work at ${at}, where ${q.c}.`,
        `Your posting also asks for ${t}, and ${as}, ${q.c}.`,
      ],
      slot,
    );
  },
  next: (q, slot) => placed(q, slot),
  beyond: (q) => {
    const where = post(q.place);
    if (q.kind === 'ability' || !where) return placed(q, 0);
    return [`I would also point to ${where}, where ${q.c}.`, ...placed(q, 0)];
  },
  skills: (names, count, required, where) => {
    const asks = `${whichOf(count)} your posting ${required ? 'lists as essential' : 'mentions'}`;
    return where
      ? [
          `My work at ${where} has also involved ${names}, ${asks}.`,
          `I have also worked with ${names} at ${where}, ${asks}.`,
          `Your posting also ${required ? `lists ${names} as essential` : `mentions ${names}`}, and I have worked with ${itThem(count, 'it', 'them')} at ${where}.`,
        ]
      : [
          `I also bring skills in ${names}, ${asks}.`,
          `My skills also cover ${names}, ${asks}.`,
          // The posting's ask said first, for a letter that has just ended a sentence with it.
          `Your posting also ${required ? `lists ${names} as essential` : `mentions ${names}`}, and ${count > 2 ? 'all are' : itThem(count, 'it is', 'both are')} among my skills.`,
        ];
  },
  degree: (d, meets) => [
    `I hold ${d}${meets ? ', in line with the education your posting asks for' : ''}.`,
    `In terms of qualifications, I hold ${d}${meets ? ', as your posting asks' : ''}.`,
    ...(meets ? [`My ${d.replace(/^an? /, '')} meets the education requirement of the role.`] : []),
  ],
  certificates: (n) => [`I also hold ${n}.`, `In addition, I hold ${n}.`],
  close: (job, top, _tied, figure) => {
    const how = `how my experience${top ? ` with ${top}` : ''} could contribute to ${job.company ? `the work of ${job.company}` : 'your team'}`;
    return [
      [
        `I would welcome the opportunity to discuss at interview ${how}.`,
        `It would be a pleasure to discuss at interview ${how}.`,
      ],
      ...(figure
        ? [
            [
              `I would be glad to explain the work behind the ${figure} figure in more detail.`,
              `The work behind the ${figure} figure is something I would be glad to explain in more detail.`,
            ],
          ]
        : []),
      'Thank you for your time and consideration; I look forward to hearing from you.',
    ];
  },
};
