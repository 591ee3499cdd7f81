// Lines from any format → the structured CV: headings, sections, fields, confidence, warnings.
import type { FieldConfidence, ParseMeta, ParsedCv, ParseWarning, Resume } from '../resume.ts';
import { EngineError } from '../engine-error.ts';
import { extractBasics, looksLikeName } from './_basics.ts';
import { CV_LIMITS } from './cv-limits.ts';
import { toEducation } from './_education.ts';
import { splitEntries, toProject, toVolunteer, toWork } from './_entries.ts';
import {
  headingKind,
  headingShaped,
  headingText,
  isAllCaps,
  type SectionKind,
} from './_headings.ts';
import { lineText, type CvLine } from './_line.ts';
import {
  toAwards,
  toCertificates,
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

function styleEvidence(line: CvLine): number {
  const text = headingText(line);
  return (
    (line.headingLevel > 0 ? 2 : 0) +
    // Evidence weights and the 1.15 size ratio: decision 010.
    (line.size >= 1.15 ? 2 : 0) +
    (isAllCaps(text) ? 1 : 0) +
    (line.distinctFont || line.bold ? 1 : 0)
  );
}

/** A signature of how headings look in this document, learned from the ones the vocabulary knows. */
function signature(line: CvLine): string {
  return `${line.styleKey}|${isAllCaps(headingText(line))}`;
}

/**
 * Marks which lines are section headings (decision 010: vocabulary + typography).
 * @example findHeadings(textToLines('Ada\n\nSkills\nGo')) // Map { 2 => 'skills' }
 */
export function findHeadings(lines: CvLine[]): Map<number, SectionKind> {
  const found = new Map<number, SectionKind>();
  lines.forEach((line, i) => {
    if (!headingShaped(line)) return;
    const text = headingText(line);
    const kind = headingKind(text);
    if (!kind) return;
    const evidence =
      styleEvidence(line) +
      (line.gapAbove >= 0.8 ? 1 : 0) +
      (line.segments[0]?.endsWith(':') ? 1 : 0);
    const ws = text.toLowerCase().split(/\s+/);
    // Without typography, accept only the plain forms: "Experience", "Technical Skills".
    const plainForm =
      ws.length <= 3 && /^\p{Lu}/u.test(text) && headingKind(ws.at(-1) ?? '') === kind;
    // "Contact information" lines inside a header block need clear heading typography.
    if (kind === 'contact' ? evidence >= 2 : evidence >= 1 || plainForm) found.set(i, kind);
  });
  // Headings styled like the known ones ("Patents", "Invited Talks") are headings too.
  const sigs = new Map<string, number>();
  for (const i of found.keys()) {
    const line = lines[i];
    if (line && styleEvidence(line) > 0 && line.styleKey !== '' && line.styleKey !== 'b') {
      sigs.set(signature(line), (sigs.get(signature(line)) ?? 0) + 1);
    }
  }
  const firstHeading = Math.min(...found.keys());
  for (const [sig, known] of sigs) {
    const same = lines.map((l, i) => [l, i] as const).filter(([l]) => signature(l) === sig);
    if (same.length > known * 2 + 2) continue;
    for (const [l, i] of same)
      if (i > firstHeading && !found.has(i) && headingShaped(l)) found.set(i, 'other');
  }
  return found;
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

function sections(all: CvLine[]): { header: CvLine[]; sections: Section[] } {
  const lines = splitMarginHeadings(all);
  const marks = findHeadings(lines);
  const header: CvLine[] = [];
  const out: Section[] = [];
  lines.forEach((line, i) => {
    const kind = marks.get(i);
    if (kind) out.push({ heading: headingText(line), kind, lines: [] });
    else (out.at(-1)?.lines ?? header).push(line);
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
  if (!biggest || at <= 0 || biggest.size < 1.3 || !looksLikeName(biggest.segments[0] ?? ''))
    return lines;
  return [biggest, ...lines.slice(0, at), ...lines.slice(at + 1)];
}

/** Extra facts a format reader passes along. */
export interface BuildInput {
  source: ParseMeta['source'];
  lines: CvLine[];
  links?: string[];
  warnings?: ParseWarning[];
  pages?: number;
}

/**
 * Builds the parsed CV from lines.
 * @example buildCv({ source: 'text', lines: textToLines('Ada Lovelace\nada@example.com') })
 */
export function buildCv(input: BuildInput): ParsedCv {
  const chars = input.lines.reduce((n, l) => n + l.segments.reduce((m, s) => m + s.length, 0), 0);
  if (chars > CV_LIMITS.maxTextChars) {
    throw new EngineError(
      'too_large',
      `This document holds ${chars} characters of text, far more than a CV (at most ${CV_LIMITS.maxTextChars}).`,
    );
  }
  const ordered = promoteNameLine(input.lines);
  const { header, sections: secs } = sections(ordered);
  // A "Contact" section (often a sidebar) counts as part of the header for contact details.
  const contact = secs.filter((s) => s.kind === 'contact').flatMap((s) => s.lines);
  const { basics, confidence } = extractBasics(
    [...header, ...contact],
    input.lines,
    input.links ?? [],
  );
  const resume: Resume = { basics, work: [], education: [], skills: [] };
  const conf: Record<string, FieldConfidence> = { ...confidence };
  for (const s of secs) {
    switch (s.kind) {
      case 'work':
        for (const e of splitEntries(s.lines)) {
          const { work, reason } = toWork(e);
          if (!work.name && !work.position && work.highlights.length === 0) continue;
          const i = resume.work.length;
          resume.work.push(work);
          if (work.name)
            conf[`work[${i}].name`] = {
              score: reason.startsWith('job-title') ? 0.8 : 0.55,
              reason,
            };
          if (work.position)
            conf[`work[${i}].position`] = {
              score: reason.startsWith('job-title') ? 0.8 : 0.55,
              reason,
            };
          if (work.startDate)
            conf[`work[${i}].startDate`] = { score: 0.9, reason: 'date range in the entry header' };
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
              ? { score: 0.85, reason: 'institution word (university, college, …)' }
              : { score: 0.5, reason: 'first unlabelled part of the entry' };
          if (edu.studyType)
            conf[`education[${i}].studyType`] = {
              score: 0.85,
              reason: 'degree word (BSc, Master, PhD, …)',
            };
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
        break;
      }
      default:
        break;
    }
  }
  const known = secs.filter((s) => s.kind !== 'other').length;
  if (secs.length > 0)
    conf['meta.sections'] = {
      score: Math.round((0.5 + (0.45 * known) / secs.length) * 100) / 100,
      reason: `${known} of ${secs.length} headings use standard words`,
    };
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

/**
 * Warnings about what the CV lacks: name, email, phone, section headings.
 * @example contentWarnings({ basics: {}, work: [], education: [], skills: [] }, 0).map((w) => w.code) // ['missing_name', …]
 */
export function contentWarnings(resume: Resume, sectionCount: number): ParseWarning[] {
  const w: ParseWarning[] = [];
  if (!resume.basics.name)
    w.push({
      code: 'missing_name',
      message: 'No name found at the top: put your full name on the first line.',
    });
  if (!resume.basics.email)
    w.push({
      code: 'missing_email',
      message: 'No email address found: add one near your name so employers can reach you.',
    });
  if (!resume.basics.phone)
    w.push({
      code: 'missing_phone',
      message: 'No phone number found: add one near your name (with the country code).',
    });
  if (sectionCount === 0)
    w.push({
      code: 'no_sections',
      message:
        'No section headings found: use standard headings such as Experience, Education and Skills.',
    });
  return w;
}
