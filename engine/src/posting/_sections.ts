import type { Sentence } from '../skills/index.ts';

/**
 * How a sentence of a posting counts: asked for, nice to have, or just describing the job.
 *
 * @example analyzePosting('Nice to have:\n- Rust').sentences[1]?.tag // 'preferred'
 */
export type RequirementTag = 'required' | 'preferred' | 'info';

/**
 * What a block of a posting is: the header (title, company, location, pay, contract), the employer's
 * blurb, the role summary, duties, requirements, nice-to-haves, benefits, legal / equal-opportunity /
 * accommodation text, how to apply and contacts, or other.
 *
 * @example analyzePosting('Benefits\n- Dental').sentences[1]?.block // 'benefits'
 */
export type BlockKind =
  | 'header'
  | 'about'
  | 'summary'
  | 'responsibilities'
  | 'requirements'
  | 'preferred'
  | 'benefits'
  | 'legal'
  | 'apply'
  | 'other';

/**
 * A sentence of the posting with its section and tag. Offsets refer to `Posting.text`.
 *
 * @example analyzePosting(text).sentences.filter((s) => s.tag === 'required')
 */
export interface PostingSentence extends Sentence {
  /** The heading it sits under, as written, when there is one. */
  section?: string;
  /** The kind of block it belongs to (being introduced: fills in as block reading lands). */
  block?: BlockKind;
  tag: RequirementTag;
  /** About the employer, not the job: benefits, company blurb, legal notices. Its skills are ignored. */
  aboutEmployer: boolean;
  /** A heading line ("Requirements"): it names a section and asks for nothing. */
  isHeading?: boolean;
  /** For a sentence that opens with an inline heading ("Desired Skills: …"), where the heading ends. */
  headingEnd?: number;
}

const EMPLOYER_HEADING =
  /\b(benefits|perks|we offer|what we offer|what's in it for you|why (?:join|us|work)|about (?:us|the company|the team|<organization>)|about (?!(?:the )?(?:role|job|position|you|this)\b)[A-Z<]\w*|who we are|our (?:company|culture|mission|values|story)|company (?:description|overview)|equal opportunit\w*|eeo|diversity|compensation|salary|how to apply|application process)\b/i;
const EMPLOYER_CUE =
  /\b(we offer|we provide|you(?:'ll| will) (?:get|enjoy|receive)|our benefits|equal opportunit\w*|regardless of|without regard to|protected (?:veteran|by law|characteristic)|veteran status|pregnan\w*|health insurance|dental|vision (?:insurance|plan)|401\(?k|pension|paid (?:time off|holidays|vacation|leave)|parental leave|gym|discounts?|free (?:lunch|snacks|fruit|coffee)|snacks|wellbeing|well-being|days of (?:paid )?holiday|stock options|bonus scheme|reasonable accommodation|apply now|send (?:us )?your (?:cv|resume|application))\b/i;

const PREFERRED_HEADING =
  /\b(nice[- ]to[- ]haves?|preferred|bonus|desirable|desired|good[- ]to[- ]have|plus(?:es)?|extra credit|would be great|ideally|optional|added advantage|what would make you stand out|stand out)\b/i;
const REQUIRED_HEADING =
  /\b(requirements?|qualifications?|must[- ]haves?|what you(?:'ll)? (?:bring|need|have)|what we(?:'re| are) looking for|who you are|you have|your profile|profile|about you|skills|experience|essential|minimum|basic|required|competenc(?:y|ies)|we expect|you bring|you should have|ideal candidate|candidate)\b/i;
const INFO_HEADING =
  /\b(responsibilit(?:y|ies)|duties|what you(?:'ll| will) do|the role|about (?:us|the (?:company|team|role|job))|benefits|perks|we offer|what we offer|compensation|salary|why (?:join|us)|our (?:team|company|mission|values)|job description|overview|summary|description|location|how to apply|equal opportunity|tasks|your (?:mission|role|tasks|impact)|day to day|in this role)\b/i;

const PREFERRED_CUE =
  /\b(nice[- ]to[- ]have|preferred|preferably|(?:is|are|would be) (?:a )?(?:big |huge |strong )?(?:plus|bonus|advantage)|a plus|bonus|desirable|ideally|advantageous|not required|optional|beneficial|would be great|is an asset|an asset|good to have)\b/i;
const REQUIRED_CUE =
  /\b(must|required|requirement|essential|mandatory|need to have|needs to have|you have|you(?:'ll)? need|at least|minimum|proven|demonstrated|strong|solid|expert|proficien(?:t|cy)|\d+\+? years?|experience (?:with|in|of)|knowledge of|degree|qualified)\b/i;

// Words that make a sentence a requirement wherever it stands, even under "Nice to have".
const STRONG_REQUIRED_CUE = /\b(must|required|mandatory|essential|is a must)\b/i;

/** Whether a sentence itself says it is optional ("a plus", "preferred", "ideally"). */
export function hasPreferredCue(sentence: string): boolean {
  return PREFERRED_CUE.test(sentence);
}

/** A short line that names a section: "Requirements:", "Nice to have", "WHAT YOU'LL DO". */
export function headingOf(line: string): string | undefined {
  // A list item ("- Strong TypeScript skills", "• Experience with AWS") is content, never a heading.
  if (/^\s*(?:[-–•·▪◦‣○●]|\*(?!\*)|\d{1,2}[.)])\s+/.test(line)) return undefined;
  const text = line.trim().replace(/^[#*\-•\s]+|[*\s]+$/g, '');
  if (text === '' || text.length > 60) return undefined;
  const words = text.split(/\s+/).length;
  const colon = /:$/.test(text);
  if (words > 7 || (/[.!?]$/.test(text) && !colon)) return undefined;
  if (
    !colon &&
    !(PREFERRED_HEADING.test(text) || REQUIRED_HEADING.test(text) || INFO_HEADING.test(text))
  )
    return undefined;
  if (!colon && words > 5) return undefined;
  return text.replace(/:$/, '');
}

function headingTag(heading: string): RequirementTag {
  if (PREFERRED_HEADING.test(heading)) return 'preferred';
  if (INFO_HEADING.test(heading) && !/requirements|qualifications/i.test(heading)) return 'info';
  if (REQUIRED_HEADING.test(heading)) return 'required';
  return 'info';
}

function lineBefore(text: string, at: number): string {
  let i = at;
  while (i > 0 && text[i - 1] !== '\n' && at - i < 80) i--;
  return i > 0 && text[i - 1] !== '\n' ? 'x' : text.slice(i, at);
}

function lineAfter(text: string, at: number): string {
  let i = at;
  while (i < text.length && text[i] !== '\n' && i - at < 80) i++;
  return i < text.length && text[i] !== '\n' ? 'x' : text.slice(at, i);
}

/**
 * Tags each sentence `required`, `preferred` or `info`: first by its own cues ("a plus",
 * "must"), then by the section it sits in (docs/decisions/021-match-score-weights.md).
 */
export function tagSentences(text: string, sentences: Sentence[]): PostingSentence[] {
  const out: PostingSentence[] = [];
  let section: string | undefined;
  let sectionTag: RequirementTag | undefined;
  let employerSection = false;
  for (const s of sentences) {
    // A whole line: only spaces between it and the line breaks around it (checked locally, so a
    // text without line breaks stays linear).
    const wholeLine =
      /^[ \t]*$/.test(lineBefore(text, s.start)) && /^[ \t]*$/.test(lineAfter(text, s.end));
    const inline =
      /^((?:[A-Z][\w'&/-]*\s(?:(?:and|of|&|to|for|the)\s)?){0,4}[A-Z][\w'&/-]*):\s/.exec(s.text);
    const heading = wholeLine
      ? headingOf(s.text)
      : inline && headingOf(`${inline[1]}:`)
        ? inline[1]
        : undefined;
    if (heading !== undefined && !wholeLine) {
      // "Desired Skills: Insurance …": the sentence opens a section and belongs to it.
      section = heading;
      sectionTag = headingTag(heading);
      employerSection = EMPLOYER_HEADING.test(heading);
    }
    if (heading !== undefined && wholeLine) {
      section = heading;
      sectionTag = headingTag(heading);
      employerSection = EMPLOYER_HEADING.test(heading);
      out.push({ ...s, section, tag: 'info', aboutEmployer: employerSection, isHeading: true });
      continue;
    }
    let tag: RequirementTag;
    if (PREFERRED_CUE.test(s.text)) tag = 'preferred';
    else if (STRONG_REQUIRED_CUE.test(s.text)) tag = 'required';
    else if (sectionTag === 'preferred') tag = 'preferred';
    else if (sectionTag === 'required') tag = 'required';
    else if (REQUIRED_CUE.test(s.text)) tag = 'required';
    else tag = 'info';
    const aboutEmployer =
      (employerSection && tag === 'info') || (tag !== 'required' && EMPLOYER_CUE.test(s.text));
    const sentence: PostingSentence =
      section === undefined ? { ...s, tag, aboutEmployer } : { ...s, section, tag, aboutEmployer };
    if (inline && heading !== undefined && !wholeLine)
      sentence.headingEnd = s.start + inline[0].length;
    out.push(sentence);
  }
  return out;
}
