import { textLanguage } from '../language.ts';
import { extractSkills, skillKey, splitSentences } from '../skills/index.ts';
import type { SkillCategory, SkillMention, TaggedWord } from '../skills/index.ts';
import { educationIn, seniorityIn, workplaceIn, yearsIn } from './_fields.ts';
import { companyIn, locationIn, titleIn } from './_header.ts';
import { titleFieldMentions } from './_title-field.ts';
import type { EducationLevel, Seniority, Workplace } from './_fields.ts';
import { blocksOf } from './_blocks.ts';
import type { PostingBlock } from './_blocks.ts';
import { htmlHeading, htmlToText, looksLikeHtml, readJsonLd } from './_html.ts';
import { findKnockouts } from './_knockouts.ts';
import type { Knockout } from './_knockouts.ts';
import { withoutOtherNames } from './_mention-filters.ts';
import { organisationNames, withoutOrganisations } from './_organisations.ts';
import { requirementPhrases, tagAsking } from './_phrases.ts';
import { resplitRunOns } from './_resplit.ts';
import { tagSentences } from './_sections.ts';
import { unglue } from './_unglue.ts';
import type { PostingSentence, RequirementTag } from './_sections.ts';

/**
 * A skill the posting asks for, with every place it is named.
 *
 * @example analyzePosting('Must know Go and Go tooling').skills[0] // { name: 'Go', mentions: 2, required: true, … }
 */
export interface PostingSkill {
  name: string;
  category: SkillCategory;
  /** How many times the posting names it. */
  mentions: number;
  /** Named in at least one required sentence. */
  required: boolean;
  /** Named only in preferred ("nice to have") sentences. */
  preferred: boolean;
  /** `taxonomy`, or the rule that found it outside the taxonomy. */
  source: SkillMention['source'];
  /** Offsets in `Posting.text` of each mention. */
  spans: { start: number; end: number; surface: string }[];
}

/**
 * A job posting, analysed. All offsets refer to `text`.
 *
 * @example const p: Posting = analyzePosting(html)
 */
export interface Posting {
  /** The plain text analysed (markup stripped, JSON-LD flattened). */
  text: string;
  source: 'text' | 'html' | 'json-ld';
  title?: string;
  company?: string;
  location?: string;
  workplace: Workplace;
  seniority?: Seniority;
  /** The most years of experience a requirement asks for. */
  yearsRequired?: number;
  /** The language the posting is written in (ISO 639-1), when the text is long enough to tell. */
  language?: string;
  education?: {
    level: EducationLevel;
    required: boolean;
    sentence: { text: string; start: number; end: number };
  };
  sentences: PostingSentence[];
  /** The posting's parts in order: header, about, summary, duties, requirements, benefits, legal … */
  blocks: PostingBlock[];
  knockouts: Knockout[];
  skills: PostingSkill[];
}

/**
 * Options for reading a posting.
 *
 * @example analyzePosting(text, { nlp: false })
 */
export interface AnalyzeOptions {
  /** Passed to extractSkills: use parts of speech for phrases outside the taxonomy (default true). */
  nlp?: boolean;
}

const TAG_RANK: Record<RequirementTag, number> = { info: 0, preferred: 1, required: 2 };

function readInput(
  input: string,
): Pick<Posting, 'text' | 'source' | 'title' | 'company' | 'location'> & { remote: boolean } {
  const ld = readJsonLd(input);
  if (ld)
    return {
      text: ld.text,
      source: 'json-ld',
      title: ld.title,
      company: ld.company,
      location: ld.location,
      remote: ld.remote,
    };
  if (looksLikeHtml(input)) {
    const { title, company } = htmlHeading(input);
    return { text: htmlToText(input), source: 'html', title, company, remote: false };
  }
  // Page and line separators (a form feed between PDF pages) end a line like a line break.
  return {
    text: unglue(input.replace(/\r\n?|[\f\v\u2028\u2029]/g, '\n')),
    source: 'text',
    remote: false,
  };
}

function groupSkills(mentions: SkillMention[], sentences: PostingSentence[]): PostingSkill[] {
  const byKey = new Map<string, PostingSkill & { best: number }>();
  let si = 0;
  for (const m of mentions) {
    while (si < sentences.length - 1 && (sentences[si]?.end ?? 0) <= m.start) si++;
    const tag =
      sentences[si] && (sentences[si]?.start ?? 0) <= m.start
        ? (sentences[si]?.tag ?? 'info')
        : 'info';
    const key = skillKey(m.name);
    let skill = byKey.get(key);
    if (!skill) {
      skill = {
        name: m.name,
        category: m.category,
        mentions: 0,
        required: false,
        preferred: false,
        source: m.source,
        spans: [],
        best: 0,
      };
      byKey.set(key, skill);
    }
    skill.mentions++;
    skill.best = Math.max(skill.best, TAG_RANK[tag]);
    skill.spans.push({ start: m.start, end: m.end, surface: m.surface });
  }
  return [...byKey.values()].map(({ best, ...skill }) => ({
    ...skill,
    required: best === 2,
    preferred: best === 1,
  }));
}

/**
 * Every other place a phrase found outside the taxonomy is written ("patient flow" read once from a
 * requirement is counted in each sentence that names it), outside the skipped ranges.
 */
function otherMentions(
  text: string,
  mentions: readonly SkillMention[],
  skipped: readonly [number, number][],
): SkillMention[] {
  const lower = text.toLowerCase();
  const found: SkillMention[] = [];
  const seen = new Set<string>();
  const covered = (a: number, b: number) =>
    mentions.some((m) => m.start < b && a < m.end) || found.some((m) => m.start < b && a < m.end);
  for (const m of mentions) {
    const key = m.surface.toLowerCase();
    if (m.source === 'taxonomy' || !/\s/.test(key) || seen.has(key)) continue;
    seen.add(key);
    for (let at = lower.indexOf(key); at >= 0; at = lower.indexOf(key, at + key.length)) {
      const end = at + key.length;
      if (/\w/.test(lower[at - 1] ?? '') || /\w/.test(lower[end] ?? '')) continue;
      if (covered(at, end) || skipped.some(([a, b]) => at >= a && at < b)) continue;
      found.push({ ...m, surface: text.slice(at, end), start: at, end });
    }
  }
  return found;
}

/** The tagged words between two offsets, when both lie in one tagged sentence. */
function lookupIn(tagged: {
  sentences: readonly PostingSentence[];
  words: readonly TaggedWord[];
}): (start: number, end: number) => TaggedWord[] | undefined {
  const { sentences, words } = tagged;
  const firstAt = (at: number) => {
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((words[mid]?.start ?? 0) < at) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return (start, end) => {
    const s = sentences.find((x) => (x.headingEnd ?? x.start) <= start && end <= x.end);
    if (!s) return undefined;
    const out: TaggedWord[] = [];
    for (let i = firstAt(start); i < words.length && (words[i]?.end ?? 0) <= end; i++)
      out.push(words[i] as TaggedWord);
    return out;
  };
}

/**
 * Reads a job posting (plain text, HTML, or schema.org JobPosting JSON-LD) into its title, company,
 * location, seniority, years and education asked, knockout requirements, requirement sentences
 * tagged required/preferred, and the skills it names. Pure and deterministic.
 *
 * @example analyzePosting('Senior Go Developer\nRequirements:\n- 5+ years with Go').yearsRequired // 5
 */
export function analyzePosting(input: string, options: AnalyzeOptions = {}): Posting {
  const read = readInput(input);
  const text = read.text;
  const sentences = tagSentences(text, resplitRunOns(splitSentences(text)));
  const title = titleIn(text, read.title);
  // The title line asks for what it names ("Consultant in Acute Medicine", "Data Engineer – Kafka").
  const titleLine = title
    ? sentences.find(
        (s) => s.block === 'header' && s.text.toLowerCase().includes(title.toLowerCase()),
      )
    : undefined;
  if (titleLine) titleLine.tag = 'required';
  let yearsRequired: number | undefined;
  let education: Posting['education'];
  for (const s of sentences) {
    if (s.tag === 'preferred') continue;
    const years = yearsIn(s.text);
    if (years !== undefined && (yearsRequired === undefined || years > yearsRequired))
      yearsRequired = years;
    const level = educationIn(s.text);
    if (level && !education) {
      const required =
        s.tag === 'required' &&
        !/\bor equivalent\b|\bequivalent (?:practical |work )?experience\b/i.test(s.text);
      education = { level, required, sentence: { text: s.text, start: s.start, end: s.end } };
    }
  }
  const skillText = sentences.filter((s) => s.section === undefined || s.text !== s.section);
  // Skills named in headings, in the employer's blurb or benefits, or in the company's own name
  // ("Northwind Logistics") are not asked of the candidate.
  const skipped = sentences
    .filter((s) => s.aboutEmployer || s.isHeading || s.headingEnd !== undefined)
    .map((s): [number, number] => [
      s.start,
      s.aboutEmployer || s.isHeading ? s.end : (s.headingEnd ?? s.start),
    ]);
  const company = companyIn(text, read.company);
  if (company && company.length > 2) {
    for (let at = text.indexOf(company); at >= 0; at = text.indexOf(company, at + company.length))
      skipped.push([at, at + company.length]);
  }
  // The sentences that ask something are tagged once, for the extractor and for noun phrases.
  const tagged = options.nlp === false ? undefined : tagAsking(text, sentences);
  const mentions = extractSkills(text, {
    nlp: options.nlp,
    sentences: skillText,
    tagged: tagged && lookupIn(tagged),
  }).filter((m) => !skipped.some(([a, b]) => m.start >= a && m.start < b));
  if (tagged) {
    const taken = (a: number, b: number) => mentions.some((m) => m.start < b && a < m.end);
    mentions.push(...requirementPhrases(text, tagged, taken, company ? [company] : []));
    mentions.push(...otherMentions(text, mentions, skipped));
    mentions.sort((a, b) => a.start - b.start || b.end - a.end);
  }
  const asked = withoutOtherNames(
    text,
    sentences,
    withoutOrganisations(text, mentions, organisationNames(text, company)),
  );
  // The field the title names ("Data Architect": data architecture), after the filters that drop
  // job names read as phrases, which its words are.
  const titleAt = title ? text.toLowerCase().indexOf(title.toLowerCase()) : -1;
  if (tagged && title && titleAt >= 0) {
    asked.push(...titleFieldMentions(text, title, titleAt, asked));
    asked.sort((a, b) => a.start - b.start || b.end - a.end);
  }
  const posting: Posting = {
    text,
    source: read.source,
    workplace: read.remote ? 'remote' : workplaceIn(text),
    sentences,
    blocks: blocksOf(sentences),
    knockouts: findKnockouts(sentences),
    skills: groupSkills(asked, sentences),
  };
  const location = locationIn(text, read.location, read.remote);
  const seniority =
    (title ? seniorityIn(title) : undefined) ??
    (yearsRequired === undefined
      ? undefined
      : yearsRequired >= 5
        ? 'senior'
        : yearsRequired >= 2
          ? 'mid'
          : 'junior');
  if (title) posting.title = title;
  if (company) posting.company = company;
  if (location) posting.location = location;
  if (seniority) posting.seniority = seniority;
  if (yearsRequired !== undefined) posting.yearsRequired = yearsRequired;
  if (education) posting.education = education;
  const language = textLanguage(text);
  if (language) posting.language = language;
  return posting;
}
