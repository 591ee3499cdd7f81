import { EDUCATION_RANK, educationIn } from '../posting/index.ts';
import type { EducationLevel } from '../posting/index.ts';
import { coveredMonths, monthsOf } from '../months.ts';
import type { ParsedCv } from '../resume.ts';
import type { CvSection } from './types.ts';

/** One line of the CV's plain text with the section it belongs to. */
export interface CvLine {
  text: string;
  start: number;
  end: number;
  section: CvSection;
  isHeading: boolean;
}

/** What the scorer needs to know about a CV, computed once per scan. */
export interface CvView {
  lines: CvLine[];
  /** Job titles, most recent first (headline, then work positions). */
  titles: string[];
  /** Whether the first of `titles` is the CV's headline (`basics.label`). */
  headlined?: boolean;
  /** Total years of work found (overlaps merged), or undefined when no dates were found. */
  years?: number;
  education?: EducationLevel;
  wordCount: number;
  bullets: string[];
  isEmpty: boolean;
}

/**
 * Years of work as the scan's texts say them, the same everywhere: to the half year under ten,
 * whole years above.
 *
 * @example aboutYears(7.46) // 7.5
 */
export function aboutYears(years: number): number {
  return years < 10 ? Math.round(years * 2) / 2 : Math.round(years);
}

const SECTION_OF: [CvSection, RegExp][] = [
  ['projects', /project/i],
  ['certifications', /certif|licen[cs]|courses|training|awards|achievements/i],
  ['education', /education|academic|qualification|degree|studies/i],
  ['skills', /skill|competenc|technolog|tools|expertise|proficienc|languages|stack/i],
  ['experience', /experience|employment|work|career|history|positions|professional/i],
  ['summary', /summary|profile|about|objective|introduction|overview/i],
];

function sectionOf(heading: string): CvSection {
  for (const [section, re] of SECTION_OF) if (re.test(heading)) return section;
  return 'other';
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const STATED_YEARS = /\b(\d{1,2})\+?\s*(?:years?|yrs?)\s+(?:of\s+)?(?:\w+\s+){0,3}experience/i;

/**
 * Years of work from dated entries, overlaps merged. An open end runs to `asOf` (the scan date the
 * caller passes) or else to the latest date the CV mentions, so the result never reads the clock;
 * a larger figure the CV states itself ("7 years of experience") wins.
 */
function yearsOfWork(cv: ParsedCv, text: string, asOfDate?: string): number | undefined {
  const intervals: [number, number][] = [];
  const allDates: number[] = [];
  for (const w of cv.resume.work) {
    const s = monthsOf(w.startDate);
    const e = monthsOf(w.endDate);
    if (s !== undefined) allDates.push(s);
    if (e !== undefined) allDates.push(e);
  }
  for (const m of text.matchAll(/\b(19[5-9]\d|20[0-4]\d)\b/g))
    allDates.push(Number(m[1]) * 12 + 11);
  const asOf = monthsOf(asOfDate) ?? (allDates.length > 0 ? Math.max(...allDates) : undefined);
  for (const w of cv.resume.work) {
    const s = monthsOf(w.startDate);
    const e = monthsOf(w.endDate) ?? asOf;
    if (s !== undefined && e !== undefined && e >= s) intervals.push([s, e + 1]);
  }
  const statedMatch = STATED_YEARS.exec(text);
  const stated = statedMatch ? Number(statedMatch[1]) : undefined;
  if (intervals.length === 0) return stated;
  const total = coveredMonths(intervals);
  const dated = Math.round((total / 12) * 10) / 10;
  return stated !== undefined && stated > dated ? stated : dated;
}

function educationOf(cv: ParsedCv, lines: CvLine[]): EducationLevel | undefined {
  let best: EducationLevel | undefined;
  const consider = (text: string | undefined) => {
    const level = text ? educationIn(text) : undefined;
    if (level && (!best || EDUCATION_RANK[level] > EDUCATION_RANK[best])) best = level;
  };
  for (const e of cv.resume.education) consider(`${e.studyType ?? ''} ${e.area ?? ''}`);
  for (const line of lines) if (line.section === 'education') consider(line.text);
  // A university entry with no degree named still says "degree": count it as a bachelor's.
  if (
    !best &&
    cv.resume.education.some((e) =>
      /universit|college|institute|school of/i.test(e.institution ?? ''),
    )
  )
    best = 'bachelor';
  return best;
}

/** Splits the CV into lines with sections, and reads titles, years, education and bullets. */
export function viewCv(cv: ParsedCv, asOf?: string): CvView {
  const text = cv.text;
  const headings = new Set(cv.meta.sections.map(norm));
  const lines: CvLine[] = [];
  let section: CvSection = 'header';
  let start = 0;
  for (const raw of text.split('\n')) {
    const end = start + raw.length;
    const trimmed = raw.trim();
    if (trimmed !== '') {
      const lead = raw.length - raw.trimStart().length;
      const isHeading =
        headings.has(norm(trimmed)) ||
        (trimmed.length < 40 &&
          /^[A-Z][A-Z &/]+:?$/.test(trimmed) &&
          sectionOf(trimmed) !== 'other');
      if (isHeading) section = sectionOf(trimmed);
      lines.push({
        text: trimmed,
        start: start + lead,
        end: start + lead + trimmed.length,
        section,
        isHeading,
      });
    }
    start = end + 1;
  }
  const titles = [cv.resume.basics.label, ...cv.resume.work.map((w) => w.position)].filter(
    (t): t is string => !!t && t.trim() !== '',
  );
  if (titles.length === 0 && lines[0]) titles.push(...lines.slice(0, 2).map((l) => l.text));
  const bullets = cv.resume.work.flatMap((w) =>
    w.highlights.length > 0
      ? w.highlights
      : (w.summary ?? '').split(/;\s+|\.\s+(?=[A-Z])/).filter((s) => s.length > 15),
  );
  const view: CvView = {
    lines,
    titles,
    headlined: !!cv.resume.basics.label?.trim(),
    wordCount: text.split(/\s+/).filter(Boolean).length,
    bullets,
    isEmpty: text.trim() === '',
  };
  const years = yearsOfWork(cv, text, asOf);
  if (years !== undefined) view.years = years;
  const education = educationOf(cv, lines);
  if (education) view.education = education;
  return view;
}
