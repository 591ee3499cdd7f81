// The friendly voice of a cover letter (decision 150): contractions, "you", "I'd love to chat".
import type { Voice } from './_letter-tones.ts';
import { a, from, itThem, sentence, years } from './_letter-tones.ts';
import { listWords, numberWord } from './_phrasing.ts';

/** The friendly voice. */
export const friendly: Voice = {
  apply: (j) =>
    j.company && j.title
      ? `I was delighted to see that ${j.company} is looking for ${a(j.title)}, and I'd love to be considered for the role.`
      : j.title
        ? `I was delighted to see your opening for ${a(j.title)}, and I'd love to be considered.`
        : j.company
          ? `I was delighted to see that ${j.company} is hiring, and I'd love to be considered.`
          : `I was delighted to come across this role, and I'd love to be considered.`,
  latest: (l) =>
    l.position && l.employer
      ? l.current
        ? `Right now I work as ${a(l.position)} at ${l.employer}.`
        : `My most recent role was as ${a(l.position)} at ${l.employer}.`
      : l.position
        ? `Most recently, I've been working as ${a(l.position)}.`
        : undefined,
  earlier: (r) => `Earlier on, I was ${r}.`,
  years: (y) =>
    `All told, that's ${years(y)} of experience${y.asked && y.count >= y.asked ? `, comfortably past the ${numberWord(y.asked)} you're asking for` : ''}.`,
  // Never "I'm a …": the skill reader takes "m a" for M&A.
  own: (p, first) => `${first ? 'As for me, I' : 'I'}'d call myself ${p}.`,
  top: (reqs) =>
    `What caught my eye is how much the role centres on ${listWords(reqs.map((r) => r.name))}${reqs.some((r) => r.inWork) ? ', which is work I know well' : ", which you'll find on my CV"}.`,
  first: (c, p, action) =>
    action
      ? `One thing I'm proud of${p.at ? ` ${p.current ? 'in my current role at' : 'from my time at'} ${p.at}` : ''} is that ${c}.`
      : p.at
        ? `At ${p.at}, ${c}.`
        : `To give you an idea, ${c}.`,
  next: (slot, c, p) =>
    p.same === 'role'
      ? from(
          [`There, too, ${c}.`, p.current ? `On top of that, ${c}.` : `While I was there, ${c}.`],
          slot - 1,
        )
      : p.at
        ? p.same === 'employer'
          ? [`Also at ${p.at}, ${c}.`, `Still at ${p.at}, ${c}.`]
          : p.current
            ? [`In my current job at ${p.at}, ${c}.`, `Also at ${p.at}, ${c}.`]
            : from([`During my time at ${p.at}, ${c}.`, `Over at ${p.at}, ${c}.`], slot - 1)
        : from([`Besides that, ${c}.`, `On top of that, ${c}.`], slot - 1),
  later: (slot, c, p) =>
    p.at && !p.same
      ? from(
          p.current
            ? [`In my current job at ${p.at}, ${c}.`, `Also at ${p.at}, ${c}.`, `At ${p.at}, ${c}.`]
            : [
                `And at ${p.at}, ${c}.`,
                `And while at ${p.at}, ${c}.`,
                `Back at ${p.at}, ${c}.`,
                `During my time at ${p.at}, ${c}.`,
                `Over at ${p.at}, ${c}.`,
              ],
          slot,
        )
      : from(
          [
            `What's more, ${c}.`,
            `On top of that, ${c}.`,
            `Another highlight is that ${c}.`,
            `Plus, ${c}.`,
            `Along the way, ${c}.`,
            `As well as that, ${c}.`,
            `Alongside that, ${c}.`,
            `And ${c}.`,
          ],
          slot,
        ),
  ability: (slot, c, p) =>
    p.at
      ? [`From my time at ${p.at}, ${c}.`, `Thanks to my time at ${p.at}, ${c}.`]
      : [
          ...(slot === 0 ? [sentence(c)] : []),
          ...from(
            [
              `On top of that, ${c}.`,
              `Plus, ${c}.`,
              `As well as that, ${c}.`,
              `Alongside that, ${c}.`,
            ],
            slot,
          ),
        ],
  project: (c, p, is) => [
    `On my ${p} project${is ? `, ${is},` : ','} ${c}.`,
    `With my ${p} project${is ? `, ${is},` : ','} ${c}.`,
  ],
  tie: (slot, n) =>
    from(
      [
        `That's real ${n} experience, which I know you're after.`,
        `It's the same ${n} work your team does, so I'd be on familiar ground.`,
        `That's ${n} experience I'd bring straight to the team.`,
        `You mention ${n} too, so that should come in handy.`,
      ],
      slot,
    ),
  more: (n, where, count) => {
    const shows = where
      ? `I've worked with ${itThem(count, 'it', 'them')} at ${where}`
      : `${count > 1 ? "they're" : "it's"} part of my experience too`;
    return [`You also mention ${n}, and ${shows}.`, `As for ${n}, ${shows}.`];
  },
  degree: (d) => `On the education side, I have ${d}.`,
  certificates: (n) => `I've also earned ${n}.`,
  results: () => undefined,
  wrap: (_org, j) =>
    `All of that is what I'd bring to ${j.company ? `the team at ${j.company}` : 'your team'}.`,
  none: "My CV has the details, and I'm happy to talk them through.",
  close: [
    'It would be great to chat about how I could help, so please get in touch whenever suits you.',
    'Thanks so much for reading, and I hope to hear from you soon!',
  ],
  greeting: 'Dear Hiring Team,',
  closing: 'Best wishes,',
};
