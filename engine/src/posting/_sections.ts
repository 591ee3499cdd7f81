import type { Sentence } from '../skills/index.ts';
import {
  NOT_ASKED,
  blockOfHeading,
  blockOfSentence,
  introducesEmployer,
  isHeaderLine,
  speaksOfJob,
} from './_blocks.ts';

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
  /** The kind of block it belongs to: header, about, duties, requirements, benefits, legal … */
  block: BlockKind;
  tag: RequirementTag;
  /** About the employer, not the job: benefits, company blurb, legal notices. Its skills are ignored. */
  aboutEmployer: boolean;
  /** A heading line ("Requirements"): it names a section and asks for nothing. */
  isHeading?: boolean;
  /** For a sentence that opens with an inline heading ("Desired Skills: …"), where the heading ends. */
  headingEnd?: number;
}

const PREFERRED_HEADING =
  /\b(nice[- ]to[- ]haves?|preferred|bonus|desirable|desired|good[- ]to[- ]have|plus(?:es)?|extra credit|would be great|ideally|optional|added advantage|what would make you stand out|stand out)\b/i;
const REQUIRED_HEADING =
  /\b(requirements?|qualifications?|must[- ]haves?|what you(?:'ll)? (?:bring|need|have)|what (?:we(?:'re| are)|are we) looking for|who you are|you have|your profile|profile|about you|skills|experience|essential|minimum|basic|required|competenc(?:y|ies)|we expect|you bring|you should have|ideal candidate|candidate)\b/i;
const INFO_HEADING =
  /\b(responsibilit(?:y|ies)|duties|what you(?:'ll| will) do|the role|about (?:us|the (?:company|team|role|job))|benefits|perks|we offer|what we offer|compensation|salary|why (?:join|us)|our (?:team|company|mission|values)|job description|overview|summary|description|location|how to apply|equal opportunity|tasks|your (?:mission|role|tasks|impact)|day to day|in this role)\b/i;

const PREFERRED_CUE =
  /\b(nice[- ]to[- ]have|preferred|preferably|(?:is|are|would be) (?:a )?(?:big |huge |strong )?(?:plus|bonus|advantage)|a plus|bonus|desirable|ideally|advantageous|not required|optional|beneficial|would be great|is an asset|an asset|good to have)\b/i;
const REQUIRED_CUE =
  /\b(must|required|requirement|essential|mandatory|need to have|needs to have|you have|you(?:'ll)? need|at least|minimum|proven|demonstrated|strong|solid|expert|proficien(?:t|cy)|\d+\+? years?|experience (?:with|in|of)|knowledge of|degree|qualified)\b/i;

// Words that make a sentence a requirement wherever it stands, even under "Nice to have".
const STRONG_REQUIRED_CUE = /\b(must|required|mandatory|essential|is a must)\b/i;

/** A short line that names a section: "Requirements:", "Nice to have", "WHAT YOU'LL DO". */
const JUDGED_ASK =
  /^(?:strong|excellent|proven|solid|demonstrated|exceptional|outstanding|effective|sound|thorough)\s+(?!to\b)\S|^(?:[\w-]+\s+)?(?:experience|knowledge|proficiency|familiarity|expertise)\s+(?:with|in|of|using)\s+(?!(?:us|you)\b)\S/i;

// "Bachelor's degree or equivalent experience", "3+ years experience": a line that names a level
// of education, a number of years or an equivalent route asks for something; a section's name
// ("Education and Experience") does none of these.
const CONCRETE_ASK =
  /\bor equivalent\b|\b\d+\+?\s*(?:years?|yrs)\b|\b(?:bachelor|master|associate)['’]?s?\s+degree\b|\bdiploma\b|\bph\.?\s?d\b/i;

function headingOf(line: string): string | undefined {
  // A list item ("- Strong TypeScript skills", "• Experience with AWS") is content, never a heading.
  if (/^\s*(?:[-–•·▪◦‣○●]|\*(?!\*)|\d{1,2}[.)])\s+/.test(line)) return undefined;
  const text = line.trim().replace(/^[#*\-•\s]+|[*\s]+$/g, '');
  if (text === '' || text.length > 60) return undefined;
  const words = text.split(/\s+/).length;
  const colon = /:$/.test(text);
  // "What are we looking for?", "Who you are?": a question names its section like a colon does.
  const question = /\?$/.test(text) && namesSection(text.slice(0, -1));
  if (words > 7 || (/[.!?]$/.test(text) && !colon && !question)) return undefined;
  if (!colon && !namesSection(text)) return undefined;
  if (!colon && words > 5) return undefined;
  // "Strong computer skills are necessary", "Excellent communication skills", "Experience with
  // HPLC": a requirement, judged, asked with a verb or naming what it asks, not a section's name
  // ("Skills", "Experience", "Good to have").
  if (
    !colon &&
    (JUDGED_ASK.test(text) ||
      /\b(?:are|is) (?:necessary|required|essential|a must)\b/i.test(text) ||
      CONCRETE_ASK.test(text))
  )
    return undefined;
  return text.replace(/:$/, '');
}

/** Whether a heading's words name a kind of section ("Desired Skills"), not just any word ("Trust"). */
function namesSection(heading: string): boolean {
  return (
    PREFERRED_HEADING.test(heading) ||
    REQUIRED_HEADING.test(heading) ||
    INFO_HEADING.test(heading) ||
    blockOfHeading(heading) !== undefined
  );
}

function headingTag(heading: string): RequirementTag {
  if (PREFERRED_HEADING.test(heading)) return 'preferred';
  if (INFO_HEADING.test(heading) && !/requirements|qualifications/i.test(heading)) return 'info';
  if (REQUIRED_HEADING.test(heading)) return 'required';
  return 'info';
}

/** Whether a blank line (or the start of the text) comes before an offset. */
function startsParagraph(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 200), at);
  return /(?:^|\n[ \t]*\n)[ \t]*$/.test(before) || /\n[^\n.!?]{1,60}\n[ \t]*$/.test(before);
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
  let block: BlockKind | undefined;
  let inHeader = true;
  let aboutParagraph: { before: BlockKind | undefined } | undefined;
  for (const s of sentences) {
    // A whole line: only spaces between it and the line breaks around it (checked locally, so a
    // text without line breaks stays linear).
    const wholeLine =
      /^[ \t]*$/.test(lineBefore(text, s.start)) && /^[ \t]*$/.test(lineAfter(text, s.end));
    const inline =
      /^((?:[A-Z][\w'&/-]*\s(?:(?:and|of|&|to|for|the)\s)?){0,4}[A-Z][\w'&/-]*):\s/.exec(s.text);
    const heading = wholeLine
      ? headingOf(s.text)
      : inline && headingOf(`${inline[1]}:`) && namesSection(inline[1] ?? '')
        ? inline[1]
        : undefined;
    if (heading !== undefined) {
      // "Desired Skills: Insurance …": an inline heading opens a section and its sentence belongs to it.
      const named = blockOfHeading(heading);
      // A sub-heading of no known kind inside duties or requirements ("Leadership:", "Support:")
      // goes on with the block it sits in.
      const subheading =
        named === undefined &&
        headingTag(heading) === 'info' &&
        (block === 'responsibilities' || block === 'requirements' || block === 'preferred');
      section = heading;
      // A requirements or nice-to-have block tags its sentences so; other blocks leave it to cues.
      sectionTag = subheading
        ? sectionTag
        : named === 'requirements'
          ? 'required'
          : named === 'preferred'
            ? 'preferred'
            : named === undefined
              ? headingTag(heading)
              : 'info';
      block = subheading
        ? block
        : (named ??
          (sectionTag === 'preferred'
            ? 'preferred'
            : sectionTag === 'required'
              ? 'requirements'
              : 'other'));
      inHeader = false;
      aboutParagraph = undefined;
    }
    if (heading !== undefined && wholeLine) {
      out.push({
        ...s,
        section,
        tag: 'info',
        block: block ?? 'other',
        aboutEmployer: NOT_ASKED.has(block ?? 'other'),
        isHeading: true,
      });
      continue;
    }
    if (inHeader && wholeLine && isHeaderLine(s.text)) {
      out.push({ ...s, tag: 'info', block: 'header', aboutEmployer: false });
      continue;
    }
    inHeader = false;
    // A paragraph that opens with the employer introducing itself ("Acme is the world's leading
    // … Acme makes it easy …") stays about the employer until a heading or a word of the job.
    if (aboutParagraph && speaksOfJob(s.text)) {
      block = aboutParagraph.before;
      aboutParagraph = undefined;
    }
    const own = blockOfSentence(s.text, block) ?? 'summary';
    if (
      !aboutParagraph &&
      own === 'about' &&
      introducesEmployer(s.text) &&
      startsParagraph(text, s.start)
    ) {
      aboutParagraph = { before: block };
      block = 'about';
    }
    let tag: RequirementTag;
    if (NOT_ASKED.has(own)) tag = 'info';
    else if (PREFERRED_CUE.test(s.text)) tag = 'preferred';
    else if (STRONG_REQUIRED_CUE.test(s.text)) tag = 'required';
    else if (sectionTag === 'preferred') tag = 'preferred';
    else if (sectionTag === 'required') tag = 'required';
    else if (REQUIRED_CUE.test(s.text)) tag = 'required';
    else tag = 'info';
    // Under no telling heading, a sentence that asks for something is a requirement.
    const kind: BlockKind =
      (own === 'summary' || own === 'other') && tag !== 'info'
        ? tag === 'preferred'
          ? 'preferred'
          : 'requirements'
        : own;
    const aboutEmployer = NOT_ASKED.has(kind);
    const sentence: PostingSentence =
      section === undefined
        ? { ...s, tag, block: kind, aboutEmployer }
        : { ...s, section, tag, block: kind, aboutEmployer };
    if (inline && heading !== undefined && !wholeLine)
      sentence.headingEnd = s.start + inline[0].length;
    out.push(sentence);
  }
  return out;
}
