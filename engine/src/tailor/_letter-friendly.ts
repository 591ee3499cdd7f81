// The friendly voice of a cover letter (decisions 150, 179): contractions, "you" and "your team",
// plain warm sentences, "It would be great to chat". Never "I'm a …": the skill reader takes
// "m a" for M&A.
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

/** "my current job at X", "my last job at X", "my time at X". */
function post(p: Place): string | undefined {
  // A job the CV names only by its title ("Medical Assistant", employer withheld) by the title.
  if (!p.at && p.role && !p.project)
    return p.current
      ? `my current job as ${a(p.role)}`
      : p.latest
        ? `my last job as ${a(p.role)}`
        : `my time as ${a(p.role)}`;
  if (!p.at) return undefined;
  if (p.current) return `my current job at ${p.at}`;
  if (p.latest) return `my last job at ${p.at}`;
  return `my time at ${p.at}`;
}

/** A quoted achievement, framed by where it happened. */
function placed(q: Quote, slot: number): string[] {
  const { c, place: p } = q;
  const also = q.also ? [sentence(q.also)] : [];
  // An ability ("I bring extensive knowledge of …") is no event: no "in the same role" for it.
  if (q.kind === 'ability')
    return abilityLines(q, slot, (at) => `Thanks to my time at ${at}, ${c}.`, [
      `On top of that, ${c}.`,
      `Plus, ${c}.`,
    ]);
  if (p.project && p.same) return [...also, `On that same project, ${c}.`];
  if (p.project) return [`On ${projectRef(p, true)} ${c}.`, `With ${projectRef(p, true)} ${c}.`];
  if (p.same === 'role')
    return from(
      [
        ...also,
        ...(p.at ? [p.current ? `In my time there, ${c}.` : `While I was there, ${c}.`] : []),
        `In that same job, ${c}.`,
        `Along the way, ${c}.`,
        // Without the employer's name, two openers would come round again in a long letter.
        `That same job is also where ${c}.`,
      ],
      slot,
    );
  if (p.same === 'employer') return [`Still at ${p.at}, ${c}.`, ...also];
  if (!p.at)
    return from(
      [
        ...(p.earlier
          ? [`Earlier on, ${c}.`, `Before that, ${c}.`, `Going back further, ${c}.`]
          : p.other
            ? [`In another job, ${c}.`, `Elsewhere, ${c}.`]
            : []),
        ...(p.role ? [`As ${a(p.role)}, ${c}.`] : []),
        ...(p.current ? [`In my current job, ${c}.`] : p.latest ? [`In my last job, ${c}.`] : []),
        // Another job than the line before, unnamed: only a frame that says so.
        ...(p.other || p.earlier
          ? []
          : [sentence(c), ...also, `On top of that, ${c}.`, `Plus, ${c}.`]),
      ],
      slot,
    );
  if (p.current) return [`In my current job at ${p.at}, ${c}.`, `Over at ${p.at}, ${c}.`];
  return from(
    [
      ...(p.earlier ? [`Before that, I was at ${p.at}, where ${c}.`] : []),
      ...(p.role ? [`Back when I was ${a(p.role)} at ${p.at}, ${c}.`] : []),
      `When I was at ${p.at}, ${c}.`,
      `Over at ${p.at}, ${c}.`,
    ],
    slot,
  );
}

/** The friendly voice. */
export const friendly: Voice = {
  greeting: 'Dear Hiring Team,',
  closing: 'Best wishes,',
  apply: (j) =>
    j.company && j.title
      ? `I was delighted to see that ${j.company} is looking for ${a(j.title)}, and I'd love to be considered for the role.`
      : j.title
        ? `I was delighted to see your opening for ${a(j.title)}, and I'd love to be considered.`
        : j.company
          ? `I was delighted to see that ${j.company} is hiring, and I'd love to be considered.`
          : `I was delighted to come across this role, and I'd love to be considered.`,
  who: (w) => {
    const y = w.years;
    const past =
      y?.asked && y.count >= y.asked
        ? // "Comfortably" only with room to spare: "more than two years" is not comfortably past two.
          y.count >= y.asked + 2
          ? `, comfortably past the ${numberWord(y.asked)} you're asking for`
          : y.count > y.asked || y.over
            ? `, more than the ${numberWord(y.asked)} you're asking for`
            : `, just what you're asking for`
        : '';
    const exp = y ? `I've got ${years(y)} of experience behind me${past}` : '';
    if (w.position && w.employer)
      return w.current
        ? `Right now I work as ${a(w.position)} at ${w.employer}${y ? `, and ${exp}` : ''}.`
        : `Most recently, I worked as ${a(w.position)} at ${w.employer}${y ? `, and ${exp}` : ''}.`;
    if (w.position)
      return w.current
        ? [
            `I've been working as ${a(w.position)}${y ? `, and ${exp}` : ''}.`,
            `These days I work as ${a(w.position)}${y ? `, and ${exp}` : ''}.`,
          ]
        : `Most recently, I worked as ${a(w.position)}${y ? `, and ${exp}` : ''}.`;
    if (w.employer)
      return w.current
        ? `Right now I work at ${w.employer}${y ? `, and ${exp}` : ''}.`
        : `Most recently, I worked at ${w.employer}${y ? `, and ${exp}` : ''}.`;
    return [`${sentence(exp)}`, `All told, ${exp}.`];
  },
  own: (p) => [`I'd describe myself as ${p}.`, `If you asked me, I'd call myself ${p}.`],
  ownSentence: (s) => [sentence(s)],
  fit: (f) => {
    const lead = `What caught my eye is how much the role centres on ${f.names}`;
    if (!f.inWork) return `${lead}, and you'll find ${itThem(f.count, 'it', 'both')} on my CV.`;
    if (f.now)
      return `${lead}, which ${f.current ? `${itThem(f.count, 'is', 'are')} part of my current job` : 'I worked with in my last job'}.`;
    if (f.where)
      return `${lead}, and I've worked with ${itThem(f.count, 'it', 'both')} at ${f.where}.`;
    return `${lead}, which is work I know well.`;
  },
  draw: (c) => [`What really draws me in is the chance to ${c}.`, `I'd love the chance to ${c}.`],
  connect: (l, slot) => {
    const n = l.names;
    const m = asModifier(n);
    const it = itThem(l.count, 'it', 'them');
    if (l.again)
      return from(
        [
          `That's more ${m} experience I'd bring with me.`,
          `It's another side of my ${m} experience.`,
        ],
        slot,
      );
    if (l.introduced && l.ask) return `It's my answer to “${l.ask}”.`;
    if (l.introduced)
      return from([`That's ${n} in action.`, `That's the ${m} side of my work.`], slot);
    if (l.ask)
      return l.first
        ? `It's my answer to “${l.ask}”, the first thing your posting asks for.`
        : l.top
          ? `It's a good fit for “${l.ask}”, which you put front and centre.`
          : l.required
            ? `It's how I'd meet your must-have of “${l.ask}”.`
            : `It ties in nicely with “${l.ask}” from your list.`;
    if (l.first)
      return from(
        [
          `That's exactly the kind of ${m} work your posting leads with.`,
          `I mention it because you ask for ${n} first, and that's where I've done ${it} for real.`,
        ],
        slot,
      );
    if (l.top)
      return from(
        [
          `That's the ${m} side of the job you put front and centre.`,
          `It's a good taste of the ${m} work you're hiring for.`,
        ],
        slot,
      );
    if (l.required)
      return from(
        [
          `It's the hands-on ${m} experience you list as a must-have.`,
          `You list ${n} as a must-have, and that's where I've put ${it} to work.`,
        ],
        slot,
      );
    return from(
      [
        `You mention ${n} too, and this is where I've used ${it}.`,
        `It ties in nicely with the ${m} work you mention.`,
      ],
      slot,
    );
  },
  elsewhere: (n, where, slot) =>
    from(
      [`I've worked with ${n} at ${where} too.`, `My time at ${where} involved ${n} as well.`],
      slot,
    ),
  bridge: (names, count, required) => {
    const used = `here's where I've used ${itThem(count, 'it', 'them')}`;
    // For a letter whose last tie ended "… where I've used it".
    const direct =
      count > 1 ? `I've worked on both directly` : `it's something I've worked on directly`;
    return required
      ? [
          `You also list ${names} as ${count > 1 ? 'must-haves' : 'a must-have'}, so ${used}.`,
          `Since ${names} ${itThem(count, 'is a must-have', 'are must-haves')} for you too, ${used}.`,
          `You also list ${names} as ${count > 1 ? 'must-haves' : 'a must-have'}, and ${direct}.`,
        ]
      : [
          `You also mention ${names}, so ${used}.`,
          `Since you mention ${names} too, ${used}.`,
          `You also mention ${names}, and ${direct}.`,
          `${names} ${itThem(count, 'is', 'are')} on your list as well, and ${direct}.`,
        ];
  },
  before: (now, earlier) => [
    `Before ${now}, I spent time at ${earlier}.`,
    `Going back a bit, I worked at ${earlier} before ${now}.`,
  ],
  run: (c, { same, at, role }) =>
    same
      ? [`In that same job, ${c}.`, `While I was there, ${c}.`]
      : at
        ? [`While I was at ${at}, ${c}.`, `Over at ${at}, ${c}.`]
        : role
          ? [`Back when I was ${a(role)}, ${c}.`, `As ${a(role)}, ${c}.`]
          : [`Along the way, ${c}.`, `On top of that, ${c}.`],
  earlier: (roles) => [`Before that, I worked as ${roles}.`, `I've also worked as ${roles}.`],
  lead: (q) => {
    const where = post(q.place);
    const what = q.theme ? `One piece of ${asModifier(q.theme)} work` : 'One thing';
    if (q.place.project)
      return `${what} I'm really proud of is ${projectRef(q.place, false)} where ${q.c}.`;
    // A duty ("I was required to …", "my work included …"), or work done with no result named,
    // is nothing to be proud of as such.
    const duty = q.kind === 'duty' || !q.result;
    if (where)
      return duty
        ? [`A good example is from ${where}, where ${q.c}.`]
        : [
            `${what} I'm really proud of comes from ${where}, where ${q.c}.`,
            `A good example is from ${where}, where ${q.c}.`,
          ];
    return duty
      ? [`Closest to what you need, ${q.c}.`]
      : [`${what} I'm really proud of is that ${q.c}.`];
  },
  theme: (q, slot) => {
    const t = q.theme ?? '';
    const { at, current } = q.place;
    if (q.place.project)
      return `You also mention ${t}, which I got to use on ${projectRef(q.place, false)} where ${q.c}.`;
    if (q.kind === 'ability' || !at)
      return [`You also mention ${t}, and ${q.c}.`, ...placed(q, slot)];
    return from(
      [
        `You also mention ${t}, which I got to work with at ${at}, where ${q.c}.`,
        `I noticed ${t} on your list too, and ${current ? `in my current job at ${at}` : `at ${at}`}, ${q.c}.`,
      ],
      slot,
    );
  },
  next: (q, slot) => placed(q, slot),
  beyond: (q) => {
    const where = post(q.place);
    if (q.kind === 'ability' || !where) return placed(q, 0);
    return [`Another thing I'd point to is ${where}, where ${q.c}.`, ...placed(q, 0)];
  },
  skills: (names, count, required, where) => {
    const after = required ? "which I know you're after" : `${whichOf(count)} you mention too`;
    return where
      ? [
          `I've also worked with ${names} at ${where}, ${after}.`,
          `At ${where}, I also got to work with ${names}.`,
        ]
      : [
          `You'll also find ${names} among my skills, ${after}.`,
          `I also bring ${names}, which should come in handy.`,
          // The posting's ask said first, for a letter that has just ended a sentence with it.
          `You mention ${names} too, and ${itThem(count, "it's", "they're")} on my CV.`,
        ];
  },
  degree: (d) => [`On the education side, I have ${d}.`, `I've also got ${d}.`],
  certificates: (n) => [`I've also earned ${n}.`, `On top of that, I hold ${n}.`],
  close: (job, _top, _tied, figure) => {
    const who = job.company ? `the team at ${job.company}` : 'your team';
    return [
      [
        `It would be great to chat about how I could help ${who}, so please get in touch whenever suits you.`,
        `I'd love to chat about how I could help ${who}, so please get in touch whenever suits you.`,
      ],
      ...(figure
        ? [`I'd be happy to tell you more about the work behind that ${figure} figure.`]
        : []),
      'Thanks so much for reading, and I hope to hear from you soon!',
    ];
  },
};
