import { listSkills, skillForms } from '../skills/taxonomy.ts';

// Text copied from a web page often loses the breaks between its blocks, and the words on either
// side run together: "Who We AreVerkada is …", "in a related fieldDevelopment of …",
// "Kubernetes.Proficiency in …", "KubernetesProficiency in …". Read as written, a requirement line
// melts into the one before it (its tag, its skills), and "fieldDevelopment" is no word at all.
// A break goes back where the run-together is plain; a name written in camel case (JavaScript,
// LinkedIn, TikTok) stays whole.

/** Words that end a heading line ("Who We Are", "About Us", "The Role", "Requirements"). */
const HEADING_ENDS = new Set(
  `Are Us Role Overview Summary Description Details Requirements Qualifications Responsibilities Duties Benefits Perks Opportunity Position Company Team Culture Compensation Salary Location Skills Education Job Disclosure Employer Mission Values Preferred Required Bonus Plus Department Schedule Hours Pay Offer Needed Do`.split(
    ' ',
  ),
);

/** Words that start a sentence or a line in a posting (a requirement, a heading, a benefit). */
const LINE_STARTS = new Set(
  `The This These That Those There Here We Our Ours You Your Are Is It Its Who What Why How When Where With Within About Join Please Note Apply Key Must Experience Expert Expertise Proficient Proficiency Hands Good Strong Excellent Exceptional Outstanding Ability Able Knowledge Understanding Familiarity Familiar Demonstrated Proven Effective Have Work Working Design Develop Maintain Create Collaborate Participate Provide Perform Ensure Bachelor Bachelors Master Masters Minimum Solid Desired Preferred Required Responsible Build Write Lead Manage Communicate Analyze Identify Implement Additional Nice Bonus Degree Prior Previous Comfortable Willingness Passion Deep Fluent Certification Ideally Ideal Candidates Candidate Education Qualifications Requirements Responsibilities Skills Benefits Location Salary Compensation Duties Essential Primary Position Preferably Plus Competitive Comprehensive Flexible Generous Paid Health Medical Dental Vision Equal Employment Base Remote Hybrid Onsite Full Part Day Each Every Some Most Many All Any Other Additional Own Partner Engage Adding Champion Conduct Triage Review Support Deliver Contributing Developing Designing Building Creating Writing Leading Managing Maintaining Implementing Collaborating Participating Supporting Using`.split(
    ' ',
  ),
);

let knownForms: Set<string> | undefined;
/** Every skill name and alias, lower-cased: "javascript", "teamcity", "powerpoint". */
function isKnownForm(word: string): boolean {
  knownForms ??= new Set(
    listSkills().flatMap((s) => skillForms(s).map((f) => f.replace(/^[!?]/, '').toLowerCase())),
  );
  return knownForms.has(word.toLowerCase());
}

// A word of letters with a lower-case letter followed by a capital and a lower-case letter inside.
const GLUED = /\b[A-Za-z]*[a-z][A-Z][a-z][A-Za-z]*\b/g;
// "requirements.The", "Kubernetes.Proficiency": a sentence's full stop with no space after it.
const STOP_GLUED = /(?<=[a-z]{2}[.!?:])(?=[A-Z][a-z])/g;
// "APIs.Proven", "Node.JS.Knowledge": after a capital, only before a word that starts a line
// (ASP.Net and VB.Net stay whole).
const CAPS_STOP_GLUED = /(?<=[A-Z][A-Za-z]?[.!?:])[A-Z][a-z]+\b/g;

// "What We Offer      The opportunity …": a wide run of spaces inside a line stood for a break.
const WIDE_GAP = /(?<=\S)[ \t\u00a0]{4,}(?=\S)/g;

/** Where breaks belong inside a glued word: after which of its camel-case parts. */
function breaksIn(word: string): number[] {
  if (isKnownForm(word)) return [];
  const parts = word.split(/(?<=[a-z])(?=[A-Z])/);
  const cuts: number[] = [];
  let at = 0;
  for (let k = 1; k < parts.length; k++) {
    const left = parts[k - 1] ?? '';
    const right = parts[k] ?? '';
    at += left.length;
    // "fieldDevelopment", "payMicrosoft": a lower-case word runs into a capitalised one. A name
    // starting lower-case is short before its capital (iPhone, eBay, pgAdmin).
    const lowerWord = k === 1 && /^[a-z]{3,}$/.test(left);
    const startsLine = left.length >= 3 && right.length >= 3 && LINE_STARTS.has(right);
    // "RedisKubernetes": two skills a list lost its break between (each a known name on its own).
    const twoSkills =
      left.length >= 3 && right.length >= 3 && isKnownForm(left) && isKnownForm(right);
    if (lowerWord || HEADING_ENDS.has(left) || startsLine || twoSkills) cuts.push(at);
  }
  return cuts;
}

/**
 * Puts back the line breaks a copied page lost between its blocks, where the words on either side
 * run together. Offsets change, so it runs before anything is read from the text.
 *
 * @example unglue('Who We AreVerkada is hiring') // 'Who We Are\nVerkada is hiring'
 */
export function unglue(text: string): string {
  return text
    .replace(WIDE_GAP, '\n')
    .replace(STOP_GLUED, (_, at: number, all: string) => (inAddress(all, at) ? '' : '\n'))
    .replace(CAPS_STOP_GLUED, (word: string, at: number, all: string) =>
      LINE_STARTS.has(word) && !inAddress(all, at) ? `\n${word}` : word,
    )
    .replace(GLUED, (word: string, at: number, all: string) => {
      if (inAddress(all, at)) return word;
      let out = word;
      for (const cut of breaksIn(word).reverse()) out = `${out.slice(0, cut)}\n${out.slice(cut)}`;
      return out;
    });
}

/** Inside an e-mail address or a link ("jane.Doe@acme.com", "acme.com/Careers"). */
function inAddress(text: string, at: number): boolean {
  let a = at;
  while (a > 0 && !/\s/.test(text[a - 1] ?? '')) a--;
  let b = at;
  while (b < text.length && !/\s/.test(text[b] ?? '')) b++;
  return /@|:\/\/|www\.|\.(?:com|org|net|io|co|gov|edu|uk)\b/i.test(text.slice(a, b));
}
