import { isKnownForm } from './_known-forms.ts';

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

// Words that start a sentence and are too short for LINE_STARTS: "EngineerAs a …", "LinuxA strong …".
const SHORT_STARTS = new Set(['A', 'I', 'An', 'As', 'At', 'We', 'If', 'My', 'It', 'Is']);

/** Words that end a job title line ("Senior Data Engineer", "Trainee Developer"). */
const TITLE_ENDS = new Set(
  `Engineer Developer Manager Analyst Scientist Designer Architect Specialist Consultant Intern Associate Director Administrator Technician Officer Coordinator Representative Assistant Programmer Researcher`.split(
    ' ',
  ),
);

// Limits of docs/decisions/211-glued-boundaries-and-tool-lists.md.
const MAX_PARTS = 16;
const ADDRESS_REACH = 256;
const NAME_PARTS = 4;

// A word of letters with a change of case inside: "fieldDevelopment", "CircleCIStrong",
// "languagesSQL", "systemsA".
const GLUED = /\b[A-Za-z]*(?:[a-z][A-Z]|[A-Z]{2}[a-z])[A-Za-z]*\b/g;
// The parts of such a word: a plural acronym ("APIs"), an acronym ("SQL"), a word ("Strong").
const PART = /[A-Z]{2,}s(?![a-z])|[A-Z]+(?![a-z])|[A-Z]?[a-z]+/g;
// A full stop (or ! ? :) with no space before a capital: "APIs.Role", "databases.AWS".
const STOP_GLUED = /(?<=([A-Za-z0-9#+]+)[.!?:])(?=([A-Z][A-Za-z0-9]*))/g;
// Dotted names whose second half is capitalised: "ASP.NET", "VB.Net", "Node.JS", "Socket.IO".
const DOTTED_SUFFIX = /^(?:js|net|io)$/i;
// Abbreviations a capitalised name follows: "Dr.Smith", "St.Louis", "Ph.D".
const ABBREVIATIONS = new Set(['Mr', 'Mrs', 'Ms', 'Dr', 'St', 'Mt', 'Jr', 'Sr', 'Ph']);

// "What We Offer      The opportunity …": a wide run of spaces inside a line stood for a break.
const WIDE_GAP = /(?<=\S)[ \t\u00a0]{4,}(?=\S)/g;

/** Whether a full stop with no space after it ends a sentence rather than sits inside a name. */
function stopEnds(text: string, at: number, left: string, right: string): boolean {
  if (inAddress(text, at) || !/[A-Za-z]/.test(left)) return false;
  // "U.S.Please apply", "About Us:We …": before a word that starts a line, whatever comes before.
  if (LINE_STARTS.has(right) && !isKnownForm(`${left}.${right}`)) return true;
  // After a colon only a word that starts a line: "Note:The …", never "<LOCATION:HOSPITAL>".
  if (text[at - 1] === ':') return /[a-z]{2}$/.test(left) && /^[A-Z][a-z]/.test(right);
  if (left.length < 2 || ABBREVIATIONS.has(left)) return false;
  if (DOTTED_SUFFIX.test(right) || isKnownForm(`${left}.${right}`)) return false;
  // "plus.A great …" starts a sentence; "B.S" and "U.S.A" are abbreviations.
  if (right.length === 1) return (right === 'A' || right === 'I') && text[at + 1] === ' ';
  return true;
}

/** Whether the last camel-case part can be the first word of a line: a word, "A …" or "B.S". */
function startsWord(part: string, after: string): boolean {
  return part.length >= 2 || (/^[AI]$/.test(part) && /^\s/.test(after)) || /^\.[A-Z]/.test(after);
}

/** Where breaks belong inside a glued word: after which of its camel-case parts. */
function breaksIn(word: string, before: string, after: string): number[] {
  if (isKnownForm(word)) return [];
  const parts = word.match(PART) ?? [];
  // A run of many parts is no pair of lines glued together (and would cost time to read).
  if (parts.length > MAX_PARTS || parts.join('') !== word) return [];
  const joined = (i: number, j: number) => parts.slice(i, j).join('');
  const known = (i: number, j: number) => isKnownForm(joined(i, j));
  // "InworldInworld": a heading run into its own first word.
  const half = word.slice(0, word.length / 2);
  if (word.length >= 6 && word === half + half) return [half.length];
  const cuts: number[] = [];
  let at = 0;
  for (let k = 1; k < parts.length; k++) {
    const left = parts[k - 1] ?? '';
    const right = parts[k] ?? '';
    at += left.length;
    const last = k === parts.length - 1;
    // Spans of up to NAME_PARTS parts on either side: no skill name has more.
    const ends = Array.from(
      { length: Math.min(NAME_PARTS, parts.length - k) },
      (_, n) => k + 1 + n,
    );
    const starts = Array.from({ length: Math.min(NAME_PARTS, k) }, (_, n) => k - 1 - n);
    // A skill name spans the boundary: "TensorFlow", "GraphQL", "ReactNative".
    const inside = starts.some((i) => ends.some((j) => known(i, j)));
    if (inside) continue;
    // "fieldDevelopment", "systemsA", "languagesSQL": a lower-case word runs into the next one. A
    // name starting lower-case is short before its capital (iPhone, eBay, pgAdmin, askHR) or is an
    // OS (macOS, watchOS), so before an acronym the word is long or a plural.
    const acronym =
      !/^[A-Z][a-z]/.test(right) && !(last && /^[AI]$/.test(right) && /^\s/.test(after));
    const lowerWord =
      k === 1 &&
      right !== 'OS' &&
      (acronym
        ? /^[a-z]{6,}$|^[a-z]{3,}s$/.test(left)
        : /^[a-z]{3,}$/.test(left) || (/^[a-z]{2}$/.test(left) && LINE_STARTS.has(right)));
    if (!lowerWord && ((!last && right.length === 1) || !startsWord(right, after))) continue;
    const lead = word.slice(0, at);
    const startsLine = left.length >= 3 && right.length >= 3 && LINE_STARTS.has(right);
    // "EngineerAs a …", "PhysicsAt Acme …".
    const shortStart = last && SHORT_STARTS.has(right) && lead.length >= 4 && /[a-z]$/.test(left);
    // "RedisKubernetes": two skills a list lost its break between (each a known name on its own).
    const twoSkills =
      left.length >= 3 && right.length >= 3 && isKnownForm(left) && isKnownForm(right);
    // "GoDesigning", "GraphQLExtensive", "Node.jsIn", "TensorFlowM.S": a skill, then a new line.
    // The right part reads as a word of a sentence, not the second half of a brand
    // ("CloudFront", "GoPro"): a line start, or an ending of an adjective, verb or abstract noun.
    const afterSkill =
      starts.some((i) => joined(i, k).length >= 2 && known(i, k)) ||
      (before.endsWith('.') && isKnownForm(before + lead));
    const skillThenLine =
      afterSkill &&
      (right.length === 1 ||
        LINE_STARTS.has(right) ||
        SHORT_STARTS.has(right) ||
        right === 'In' ||
        /^[A-Z][a-z]+(?:ing|ed|ive|ly|ence|ance|ment|ity|ions?|ous|ful|ery|ior|ate|able|ible)$/.test(
          right,
        ));
    // "ConfigurationReact", "EndPython": a word of the line before, then a skill (a long one
    // after a short word).
    const lineThenSkill =
      lead.length >= 3 &&
      /[a-z]$/.test(left) &&
      ends.some((j) => joined(k, j).length >= (lead.length >= 5 ? 3 : 5) && known(k, j));
    // "EngineerIntroduction", "DeveloperHigh": a job title line run into the text below it.
    const afterTitle = TITLE_ENDS.has(left) && right.length >= 2;
    if (
      lowerWord ||
      HEADING_ENDS.has(left) ||
      afterTitle ||
      startsLine ||
      shortStart ||
      twoSkills ||
      skillThenLine ||
      lineThenSkill
    )
      cuts.push(at);
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
    .replace(STOP_GLUED, (_, left: string, right: string, at: number, all: string) =>
      stopEnds(all, at, left, right) ? '\n' : '',
    )
    .replace(GLUED, (word: string, at: number, all: string) => {
      if (inAddress(all, at)) return word;
      const before = /[A-Za-z0-9.#+]*$/.exec(all.slice(Math.max(0, at - 40), at))?.[0] ?? '';
      const after = all.slice(at + word.length, at + word.length + 3);
      let out = word;
      for (const cut of breaksIn(word, before, after).reverse())
        out = `${out.slice(0, cut)}\n${out.slice(cut)}`;
      return out;
    });
}

/** Inside an e-mail address or a link ("jane.Doe@acme.com", "acme.com/Careers"). */
function inAddress(text: string, at: number): boolean {
  // Looked for within ADDRESS_REACH characters: a longer run without a space is no address, and
  // scanning it whole at every full stop would take time quadratic in its length.
  let a = at;
  while (a > Math.max(0, at - ADDRESS_REACH) && !/\s/.test(text[a - 1] ?? '')) a--;
  let b = at;
  const end = Math.min(text.length, at + ADDRESS_REACH);
  while (b < end && !/\s/.test(text[b] ?? '')) b++;
  return /@|:\/\/|www\.|\.(?:com|org|net|io|co|gov|edu|uk)\b/i.test(text.slice(a, b));
}
