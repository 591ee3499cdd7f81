import type { SkillMention } from '../skills/index.ts';
import { ROLE_HEAD } from './_phrase-words.ts';
import type { PostingSentence } from './_sections.ts';
import { escapeRegExp } from '../regexp.ts';

// Mentions found outside the taxonomy that name something other than a skill
// (docs/decisions/110-posting-blocks.md): a job ("Advanced Clinical Practitioner"), an
// organisation written as "the" + capitals ("a career in the NHS"), or an unknown abbreviation in
// a sentence that asks nothing of the candidate that the text makes a course or a programme.

// Heads a cue ("knowledge of", "a degree in") reads that name no skill whatever qualifies them.
const CUE_GENERIC =
  /^(?:functions|stakeholders|parameters|fields?|areas?|settings?|environments?)$/i;

/** Countries and regions written as letters ("US", "U.S.", "EU", "EMEA"). */
const REGION_CODE = new Set([
  'US',
  'USA',
  'UK',
  'EU',
  'EEA',
  'UAE',
  'APAC',
  'EMEA',
  'LATAM',
  'DACH',
]);

/** Blocks whose unknown abbreviations may be tools asked for. */
const ASKING = new Set(['requirements', 'preferred', 'responsibilities']);
const THE_BEFORE = /\bthe\s+$/i;
// After "the NHS" or "the FBI" comes no noun it qualifies: punctuation or a function word.
const NO_NOUN_AFTER =
  /^(?:\s*(?:[,.;:)!?’'"]|$)|\s+(?:and|or|in|of|to|for|with|at|on|is|are|was|has|have|as|by|from|which|who|that|where|since)\b)/;

// Words that make what an abbreviation stands for a body or a course, not a method or a tool.
const BODY_WORD =
  /^(?:programmes?|programs?|courses?|schemes?|units?|teams?|departments?|services?|centres?|centers?|groups?|agenc(?:y|ies)|trusts?|offices?|boards?|councils?|networks?|partnerships?)$/i;

/**
 * Whether the text names an abbreviation as a body, a programme or a course: spelled out by one
 * ("Integrated Professional Doctorate programme (IPD)"), followed by one or by a clearance ("a
 * range of CPD courses", "CI Poly"), or a code of letters and digits in a sentence about a
 * programme ("… doctorate programme …, D10D").
 */
function namesBody(text: string, sentence: string, m: SkillMention): boolean {
  const a = escapeRegExp(m.surface);
  const defined = new RegExp(String.raw`([A-Za-z]+)\s*\(\s*${a}\s*\)`).exec(text)?.[1];
  if (defined !== undefined && BODY_WORD.test(defined)) return true;
  const next = /^\s+([A-Za-z]+)/.exec(text.slice(m.end, m.end + 20))?.[1] ?? '';
  if (COURSE_WORD.test(next)) return true;
  return /\d{2}/.test(m.surface) && PROGRAMME_WORD.test(sentence);
}
// Words after an abbreviation that make it a course or a kind of clearance ("CPD courses", "DV
// clearance", "CI Poly"): checks and schemes the knockouts read, not skills.
const COURSE_WORD =
  /^(?:programmes?|programs?|courses?|schemes?|modules?|clearance|vetting|poly|polygraph)$/i;
const PROGRAMME_WORD =
  /\b(?:programmes?|programs?|courses?|modules?|doctorates?|diplomas?|certificates?|qualifications?)\b/i;

function sentenceAt(
  sentences: readonly PostingSentence[],
  at: number,
): PostingSentence | undefined {
  let lo = 0;
  let hi = sentences.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = sentences[mid] as PostingSentence;
    if (at < s.start) hi = mid - 1;
    else if (at >= s.end) lo = mid + 1;
    else return s;
  }
  return undefined;
}

// The employer describing itself ("we are a hard-working team with a good sense of humour", "our
// friendly, proactive team is …", "an environment of respect and teamwork"): its qualities are not
// asked of the candidate unless the sentence speaks to them.
const WE_ARE =
  /\b(?:we are|we're|our (?:\w+ )?(?:team|trust|department|service|company|culture|values?) (?:is|are|has|have)|(?:join|joining) (?:our|a|the) [^.;:]{0,60}\bteam)\b/i;
const SPEAKS_TO_CANDIDATE =
  /\b(?:you|your|candidates?|applicants?|someone|somebody|individuals?|person|people who|post ?holder|looking for|seeking)\b/i;
const QUALITY_OF =
  /\b(?:environment|culture|atmosphere|ethos)\s+(?:of|that|where|which)\b[^.;:]{0,60}$/i;
const OUR_BEFORE = /\bour\s+(?:[\w-]+,?\s+(?:and\s+)?){0,5}$/i;
const TEAM_AFTER =
  /^(?:,?\s+(?:and\s+)?[\w-]+){0,4}\s+(?:team|teams|trust|department|service|company)\b/i;

function describesEmployer(
  text: string,
  sentences: readonly PostingSentence[],
  m: SkillMention,
): boolean {
  if (m.category !== 'soft') return false;
  const before = text.slice(Math.max(0, m.start - 80), m.start);
  if (QUALITY_OF.test(before)) return true;
  // Inside "our friendly, proactive and award-winning team" it describes the team.
  if (OUR_BEFORE.test(before) && TEAM_AFTER.test(text.slice(m.end, m.end + 60))) return true;
  const s = sentenceAt(sentences, m.start);
  if (!s || SPEAKS_TO_CANDIDATE.test(s.text)) return false;
  return WE_ARE.test(s.text);
}

// "a leading investment management firm", "the life sciences industry": outside the duties and
// requirements, a field followed by these words says what the employer does, not what it asks.
// The same line and lower case: "Industry: Financial Services\nCompany size: …" is a field label.
const INDUSTRY_AFTER = /^[ \t]+(?:industry|industries|sector|firms?|compan(?:y|ies)|market)\b/;

function namesIndustry(
  text: string,
  sentences: readonly PostingSentence[],
  m: SkillMention,
): boolean {
  if (!INDUSTRY_AFTER.test(text.slice(m.end, m.end + 20))) return false;
  const s = sentenceAt(sentences, m.start);
  return s !== undefined && !ASKING.has(s.block);
}

// "one of the UK's most respected mental health and learning disability trusts": a field before an
// organisation noun says what kind of employer it is, not what it asks.
const ORGANISATION_AFTER =
  /^(?:\s+(?:and|&)\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,2})?\s+(?:trusts?|organi[sz]ations?|charit(?:y|ies)|providers?)\b/iu;
// "a dedicated team committed to helping those with …", "the trust's vision of … excellence in …":
// the employer's mission, in the same clause ("a clear vision of … customer service" is the
// candidate's).
const MISSION_BEFORE =
  /\b(?:(?:team|trust|organi[sz]ation|charity|service|we are|we're)\s+(?:(?:is|are)\s+)?(?:committed|dedicated)\s+to|(?:our|its|their|[\p{L}-]+['’]s)\s+(?:vision|mission)\s+(?:of|to|is))\b[^.;:?!]{0,80}$/iu;

/** Whether a mention says what the employer is or what it is for. */
function namesMission(text: string, m: SkillMention): boolean {
  return (
    ORGANISATION_AFTER.test(text.slice(m.end, m.end + 60)) ||
    MISSION_BEFORE.test(text.slice(Math.max(0, m.start - 140), m.start))
  );
}

/** Whether a mention names the employer's qualities, or (found by a rule) a job, an organisation or a code. */
function namesOther(text: string, sentences: readonly PostingSentence[], m: SkillMention): boolean {
  if (describesEmployer(text, sentences, m) || namesIndustry(text, sentences, m)) return true;
  if (namesMission(text, m)) return true;
  if (m.source === 'taxonomy') return false;
  // A country or region in letters ("US, EU, and Japan regulatory requirements"): where the work
  // or the law is, not a skill to add to a CV (decision 246).
  if (REGION_CODE.has(m.surface.replace(/\./g, ''))) return true;
  // The title and the lines around it ("Software Engineer, PhD, Early Career, Campus, 2025
  // Start"): a list there is the post's labels, not skills; the title's field is read apart, and
  // an abbreviation there ("Firmware Engineer, BMC") is still read.
  if (m.source === 'list' && sentenceAt(sentences, m.start)?.block === 'header') return true;
  const last = m.surface.split(/\s+/).pop() ?? '';
  // "knowledge of hospital functions", "a degree in a quantitative field": a cue read a generic noun.
  if (m.source === 'cue' && m.surface.includes(' ') && CUE_GENERIC.test(last)) return true;
  if (m.surface.includes(' ') && (ROLE_HEAD.test(last.toLowerCase()) || /^roles?$/i.test(last)))
    return true;
  if (m.source !== 'product') return false;
  if (
    /^[A-Z]{2,}$/.test(m.surface) &&
    THE_BEFORE.test(text.slice(Math.max(0, m.start - 8), m.start)) &&
    NO_NOUN_AFTER.test(text.slice(m.end, m.end + 12))
  )
    return true;
  // An abbreviation the taxonomy does not know is a tool or a method wherever it stands ("OLAP",
  // "IPTV"), unless the text makes it a body, a programme or a course outside what is asked.
  const s = sentenceAt(sentences, m.start);
  return s !== undefined && !ASKING.has(s.block) && namesBody(text, s.text, m);
}

/**
 * Drops mentions found by rules that name a job, an organisation or a code rather than a skill.
 *
 * @example withoutOtherNames(text, sentences, mentions) // without "NHS" of "a career in the NHS"
 */
export function withoutOtherNames(
  text: string,
  sentences: readonly PostingSentence[],
  mentions: SkillMention[],
): SkillMention[] {
  return mentions.filter((m) => !namesOther(text, sentences, m));
}
