// Lines from any format → the structured CV: headings, sections, fields, confidence, warnings.
import type { FieldConfidence, ParseMeta, ParsedCv, ParseWarning, Resume } from '../resume.ts';
import { EngineError } from '../engine-error.ts';
import { extractBasics, looksLikeName } from './_basics.ts';
import { CV_LIMITS } from './cv-limits.ts';
import { toEducation } from './_education.ts';
import { splitEntries, toProject } from './_entries.ts';
import { joinOrphanHeaders, readWork, toVolunteer } from './_work.ts';
import { findHeadings } from './_find-headings.ts';
import { findLooseJobs } from './_loose-jobs.ts';
import { headingKind, headingText, isAllCaps, type SectionKind } from './_headings.ts';
import { lineText, type CvLine } from './_line.ts';
import { fieldConfidence, parseWarning } from './cv-english.ts';
import {
  toAwards,
  toCertificates,
  toCustom,
  toInterests,
  toLanguages,
  toPublications,
  toReferences,
  toSkills,
} from './_lists.ts';

interface Section {
  heading: string;
  kind: SectionKind;
  lines: CvLine[];
}

/** A heading set in a left margin shares its row with the text beside it: give it its own line. */
function splitMarginHeadings(lines: CvLine[]): CvLine[] {
  return lines.flatMap((line) => {
    const [first, ...rest] = line.segments;
    if (!first || line.bullet) return [line];
    const content = {
      ...line,
      size: 1,
      distinctFont: false,
      bold: false,
      headingLevel: 0,
      styleKey: `${line.styleKey}+`,
      gapAbove: 0,
    };
    // "SKILLS: Python, SQL" — a capitalised heading word run in with its content.
    const runIn = /^([\p{Lu}&/ ]{4,40}):\s+(.+)$/u.exec(first);
    if (runIn?.[1] && runIn[2] && isAllCaps(runIn[1]) && headingKind(runIn[1])) {
      return [
        { ...line, segments: [runIn[1].trim()] },
        { ...content, segments: [runIn[2], ...rest] },
      ];
    }
    if (rest.length === 0 || !headingKind(first) || (line.size < 1.15 && !line.distinctFont))
      return [line];
    return [
      { ...line, segments: [first] },
      { ...content, segments: rest },
    ];
  });
}

function sections(
  lines: CvLine[],
  marks: Map<number, SectionKind>,
  taken: ReadonlySet<CvLine> = new Set(),
): { header: CvLine[]; sections: Section[] } {
  const header: CvLine[] = [];
  const out: Section[] = [];
  lines.forEach((line, i) => {
    const kind = marks.get(i);
    if (kind) out.push({ heading: headingText(line), kind, lines: [] });
    else if (!taken.has(line)) (out.at(-1)?.lines ?? header).push(line);
  });
  return { header, sections: out };
}

/**
 * The largest text on the first page, when it reads as a name, is the name even if a sidebar comes
 * first in reading order; it moves to the top so the header holds it (decision 010).
 */
function promoteNameLine(lines: CvLine[]): CvLine[] {
  const first = lines.slice(0, 80).filter((l) => l.page === 1);
  const biggest = first.reduce<CvLine | undefined>(
    (best, l) => (!best || l.size > best.size ? l : best),
    undefined,
  );
  const at = biggest ? lines.indexOf(biggest) : -1;
  if (
    !biggest ||
    at <= 0 ||
    biggest.size < 1.3 ||
    !looksLikeName(biggest.segments[0] ?? '', biggest.size >= 1.5)
  )
    return lines;
  return [biggest, ...lines.slice(0, at), ...lines.slice(at + 1)];
}

/**
 * Tool names listed beside a job ("MySQL PostgreSQL JIRA") join the skills, once each
 * (decision 121): they are what the person used, not a description of the job.
 */
function addToolRuns(resume: Resume, runs: string[]): void {
  const seen = new Set(
    resume.skills.flatMap((s) => [s.name, ...s.keywords]).map((n) => n.toLowerCase()),
  );
  for (const run of runs) {
    const names = /[,;|]/.test(run) ? run.split(/\s*[,;|]\s*/) : run.split(/\s+/);
    for (const name of names.map((n) => n.trim()).filter((n) => n.length > 1)) {
      if (seen.has(name.toLowerCase())) continue;
      seen.add(name.toLowerCase());
      resume.skills.push({ name, keywords: [] });
    }
  }
}

/** Extra facts a format reader passes along. */
export interface BuildInput {
  source: ParseMeta['source'];
  lines: CvLine[];
  links?: string[];
  warnings?: ParseWarning[];
  pages?: number;
}

// A letter's opening and closing lines, each alone on its line.
const SALUTATION = /^(?:dear\b[^.!?]{0,60}|to whom it may concern)[,:]?$/i;
const VALEDICTION =
  /^(?:yours (?:sincerely|faithfully|truly)|sincerely(?: yours)?|(?:kind|best|warm) regards|respectfully(?: yours)?)[,.]?$/i;

/**
 * The CV's lines without a cover letter the same PDF holds (a template's sample letter after the
 * CV, a letter sent in one file before it): the pages from the one with the salutation ("Dear Sir
 * or Madam,") to the one with the valediction ("Yours faithfully,") on it or the next, when other
 * pages are left. Read as CV, the letter's paragraphs became publications or a job's lines.
 */
function withoutLetterPages(lines: CvLine[]): CvLine[] {
  const start = lines.find((l) => SALUTATION.test(lineText(l).trim()));
  if (!start) return lines;
  const end = lines.find(
    (l) => l.page >= start.page && l.page <= start.page + 1 && VALEDICTION.test(lineText(l).trim()),
  );
  if (!end) return lines;
  const kept = lines.filter((l) => l.page < start.page || l.page > end.page);
  if (kept.length === 0) return lines;
  // The pages after the letter move up, so the CV's first page is page 1 (its header, its name).
  const gone = end.page - start.page + 1;
  return kept.map((l) => (l.page > end.page ? { ...l, page: l.page - gone } : l));
}

/**
 * Builds the parsed CV from lines.
 * @example buildCv({ source: 'text', lines: textToLines('Ada Lovelace\nada@example.com') })
 */
export function buildCv(input: BuildInput): ParsedCv {
  const chars = input.lines.reduce((n, l) => n + l.segments.reduce((m, s) => m + s.length, 0), 0);
  if (chars > CV_LIMITS.maxTextChars) {
    throw new EngineError('too_large', {
      key: 'text_too_long',
      values: { chars: String(chars), max: String(CV_LIMITS.maxTextChars) },
    });
  }
  const own = withoutLetterPages(input.lines);
  const ordered = promoteNameLine(own);
  const lines = splitMarginHeadings(ordered);
  const marks = findHeadings(lines);
  const { header, sections: secs } = sections(lines, marks);
  // A "Contact" section (often a sidebar) counts as part of the header for contact details.
  const contact = secs.filter((s) => s.kind === 'contact').flatMap((s) => s.lines);
  // A referee's e-mail and phone are not the candidate's: the search beyond the header leaves
  // the references out.
  const referees = new Set(
    secs.filter((s) => s.kind === 'references').flatMap((s) => s.lines.map(lineText)),
  );
  const refereeText = [...referees].join('\n').toLowerCase();
  const { basics, confidence } = extractBasics(
    [...header, ...contact],
    referees.size > 0 ? own.filter((l) => !referees.has(lineText(l))) : own,
    (input.links ?? []).filter(
      (u) =>
        !refereeText ||
        !/^mailto:/i.test(u) ||
        !refereeText.includes(u.slice(7).split('?')[0]?.toLowerCase() ?? ''),
    ),
  );
  let { resume, conf } = fillSections(secs, basics, confidence);
  // No section gave a job: read the jobs written elsewhere, and leave their lines out of the
  // sections they were read into (decision 215).
  const loose = resume.work.length === 0 ? findLooseJobs(lines, marks) : undefined;
  if (loose && loose.jobs.length > 0) {
    ({ resume, conf } = fillSections(
      sections(lines, marks, loose.used).sections,
      basics,
      confidence,
    ));
    for (const work of loose.jobs) {
      const i = resume.work.length;
      resume.work.push(work);
      // Below the 0.55 of a job read in its section: no heading vouches for it.
      const c = fieldConfidence(0.5, { key: 'confidence.work.title_words' });
      if (work.name) conf[`work[${i}].name`] = c;
      conf[`work[${i}].position`] = c;
      conf[`work[${i}].startDate`] = fieldConfidence(0.9, { key: 'confidence.work.dates' });
    }
  }
  const known = secs.filter((s) => s.kind !== 'other').length;
  if (secs.length > 0)
    conf['meta.sections'] = fieldConfidence(
      Math.round((0.5 + (0.45 * known) / secs.length) * 100) / 100,
      { key: 'confidence.sections', values: { known, total: secs.length } },
    );
  const warnings = [...(input.warnings ?? []), ...contentWarnings(resume, secs.length)];
  const meta: ParseMeta = {
    source: input.source,
    sections: secs.map((s) => s.heading),
    warnings,
    confidence: conf,
  };
  if (input.pages !== undefined) meta.pages = input.pages;
  return { resume, text: ordered.map(lineText).join('\n'), meta };
}

/** Each section's lines → the resume's fields, with how sure each reading is. */
function fillSections(
  secs: Section[],
  basicsRead: Resume['basics'],
  confidence: Record<string, FieldConfidence>,
): { resume: Resume; conf: Record<string, FieldConfidence> } {
  const basics = { ...basicsRead };
  const resume: Resume = { basics, work: [], education: [], skills: [] };
  const conf: Record<string, FieldConfidence> = { ...confidence };
  const toolRuns: string[] = [];
  for (const s of secs) {
    switch (s.kind) {
      case 'work':
        for (const { work, reason, score, skills } of joinOrphanHeaders(
          readWork(splitEntries(s.lines)),
        )) {
          if (!work.name && !work.position && work.highlights.length === 0) continue;
          const i = resume.work.length;
          resume.work.push(work);
          toolRuns.push(...skills);
          // Confidence by how the header was read (decision 121): cue words 0.8, the section's
          // order 0.65, bare order 0.55.
          const c = fieldConfidence(
            score >= 2 ? 0.8 : reason === 'confidence.work.section_order' ? 0.65 : 0.55,
            { key: reason },
          );
          if (work.name) conf[`work[${i}].name`] = c;
          if (work.position) conf[`work[${i}].position`] = c;
          if (work.startDate)
            conf[`work[${i}].startDate`] = fieldConfidence(0.9, { key: 'confidence.work.dates' });
        }
        break;
      case 'education':
        for (const e of splitEntries(s.lines)) {
          const edu = toEducation(e);
          // A stray line (a footer note) is not a school: keep entries with a degree, dates or school word.
          if (
            !edu.studyType &&
            !edu.startDate &&
            !edu.endDate &&
            !/univ|college|institut|school|academ/i.test(edu.institution ?? '')
          )
            continue;
          const i = resume.education.length;
          resume.education.push(edu);
          if (edu.institution)
            conf[`education[${i}].institution`] = /univ|college|institut|school|academ/i.test(
              edu.institution,
            )
              ? fieldConfidence(0.85, { key: 'confidence.education.institution_word' })
              : fieldConfidence(0.5, { key: 'confidence.education.first_part' });
          if (edu.studyType)
            conf[`education[${i}].studyType`] = fieldConfidence(0.85, {
              key: 'confidence.education.degree_word',
            });
        }
        break;
      case 'skills':
        resume.skills.push(...toSkills(s.lines));
        break;
      case 'projects':
        (resume.projects ??= []).push(...splitEntries(s.lines).map(toProject));
        break;
      case 'volunteer':
        (resume.volunteer ??= []).push(...splitEntries(s.lines).map(toVolunteer));
        break;
      case 'languages':
        (resume.languages ??= []).push(...toLanguages(s.lines));
        break;
      case 'certificates':
        (resume.certificates ??= []).push(...toCertificates(s.lines));
        break;
      case 'awards':
        (resume.awards ??= []).push(...toAwards(s.lines));
        break;
      case 'publications':
        (resume.publications ??= []).push(...toPublications(s.lines));
        break;
      case 'interests':
        (resume.interests ??= []).push(...toInterests(s.lines));
        break;
      case 'references':
        (resume.references ??= []).push(...toReferences(s.lines));
        break;
      case 'summary': {
        const text = s.lines
          .map((l) => l.segments.join(' '))
          .join(' ')
          .trim();
        if (text && !basics.summary) basics.summary = text;
        // A second summary-like section ("Objective" after "Profile") is kept under its heading.
        else if (text) (resume.custom ??= []).push(toCustom(s.heading, s.lines));
        break;
      }
      case 'other': {
        const custom = toCustom(s.heading, s.lines);
        if (custom.items.length > 0) (resume.custom ??= []).push(custom);
        break;
      }
      default:
        break;
    }
  }
  addToolRuns(resume, toolRuns);
  return { resume, conf };
}

/**
 * Warnings about what the CV lacks: name, email, phone, section headings.
 * @example contentWarnings({ basics: {}, work: [], education: [], skills: [] }, 0).map((w) => w.code) // ['missing_name', …]
 */
export function contentWarnings(resume: Resume, sectionCount: number): ParseWarning[] {
  const w: ParseWarning[] = [];
  if (!resume.basics.name) w.push(parseWarning('missing_name'));
  if (!resume.basics.email) w.push(parseWarning('missing_email'));
  if (!resume.basics.phone) w.push(parseWarning('missing_phone'));
  if (sectionCount === 0) w.push(parseWarning('no_sections'));
  return w;
}
