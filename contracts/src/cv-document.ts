// The template-neutral content of a CV as the exports print it: sections in order, each a list of
// entries or lines, dates written for people. The engine renders PDF, DOCX and Markdown from its
// own model (engine/src/render/_sections.ts), which imports nothing of ours; this is the one copy
// on the other side of that boundary, for the web's preview, and `cv-document.test.ts` checks it
// against the engine's on every run (decision 177).
import type { Resume } from './cv.ts';
import type { SectionId } from './documents.ts';
import { yieldToBrowser } from './_yield.ts';

// Its schemas are built in a task of their own in the browser (decision 223).
await yieldToBrowser();

/** The standard heading of each section in every template (ATS parsers look for these words). */
export const SECTION_TITLES: Readonly<Record<SectionId, string>> = {
  summary: 'Summary',
  experience: 'Experience',
  skills: 'Skills',
  education: 'Education',
  projects: 'Projects',
  certificates: 'Certifications',
  languages: 'Languages',
  awards: 'Awards',
  publications: 'Publications',
  volunteer: 'Volunteering',
  interests: 'Interests',
  references: 'References',
};

/** The order recruiters expect when nothing about the job says otherwise. */
export const DEFAULT_SECTION_ORDER: readonly SectionId[] = [
  'summary',
  'experience',
  'education',
  'skills',
  'projects',
  'certificates',
  'languages',
  'awards',
  'publications',
  'volunteer',
  'interests',
  'references',
];

/** One dated item: a job, a degree, a project, a volunteer role. */
export type CvEntry = {
  /** "Position, Employer". */
  head: string;
  /** "Mar 2021 – Present". */
  dates: string;
  /** A plain line under the head: location, summary or description. */
  detail?: string;
  bullets: string[];
};

/** One section under its heading, as entries or lines; `custom` for the CV's own sections. */
export type CvSectionBlock = {
  id: SectionId | 'custom';
  title: string;
  entries: CvEntry[];
  lines: string[];
};

export type CvDocument = {
  name: string;
  label?: string;
  contact: string[];
  sections: CvSectionBlock[];
};

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** "2021-03" → "Mar 2021"; a day is dropped, a bare year stays. */
export function humanDate(iso: string | undefined): string {
  const m = /^(\d{4})(?:-(\d{2}))?/.exec(iso ?? '');
  if (!m) return iso ?? '';
  const month = m[2] ? MONTHS[Number(m[2]) - 1] : undefined;
  return month ? `${month} ${m[1]}` : (m[1] ?? '');
}

/** "Mar 2021 – Present" only when the CV says current; a single date stays single ("2022"). */
export function dateRange(start?: string, end?: string, current?: boolean): string {
  const to = end ? humanDate(end) : current ? 'Present' : '';
  return [humanDate(start), to].filter(Boolean).join(' – ');
}

const join = (sep: string, ...parts: (string | undefined)[]) =>
  parts.filter((p): p is string => !!p && p.trim() !== '').join(sep);

function contactItems(basics: Resume['basics']): string[] {
  const l = basics.location;
  const profiles = (basics.profiles ?? []).map(
    (p) => p.url ?? (p.username ? `${p.network}: ${p.username}` : undefined),
  );
  return [
    basics.email,
    basics.phone,
    join(', ', l?.city, l?.region, l?.countryCode),
    basics.url,
    ...profiles,
  ].filter((x): x is string => !!x && x.trim() !== '');
}

function entriesOf(resume: Resume, id: SectionId): CvEntry[] {
  const detail = (...parts: (string | undefined)[]) => {
    const d = join(' — ', ...parts);
    return d ? { detail: d } : {};
  };
  switch (id) {
    case 'experience':
      return resume.work.map((w) => ({
        head: join(', ', w.position, w.name),
        dates: dateRange(w.startDate, w.endDate, w.current),
        ...detail(w.location, w.summary),
        bullets: w.highlights.filter((h) => h.trim() !== ''),
      }));
    case 'education':
      return resume.education.map((e) => ({
        head: join(', ', join(' in ', e.studyType, e.area), e.institution),
        dates: dateRange(e.startDate, e.endDate),
        ...detail(e.score),
        bullets: e.courses?.length ? [`Courses: ${e.courses.join(', ')}`] : [],
      }));
    case 'projects':
      return (resume.projects ?? []).map((p) => ({
        head: p.name,
        dates: dateRange(p.startDate, p.endDate),
        ...detail(p.description, p.url),
        bullets: p.highlights ?? [],
      }));
    case 'volunteer':
      return (resume.volunteer ?? []).map((v) => ({
        head: join(', ', v.position, v.organization),
        dates: dateRange(v.startDate, v.endDate),
        ...detail(v.summary),
        bullets: v.highlights ?? [],
      }));
    default:
      return [];
  }
}

/**
 * The skills section's lines: a group as "Name: a, b"; skills listed one by one (entries without
 * keywords) run on in one line, "Cooking, Scheduling, Sales", as a CV prints such a list, not a
 * line each.
 */
function skillLines(skills: Resume['skills']): string[] {
  const lines: string[] = [];
  let run: string[] = [];
  for (const s of skills) {
    if (s.keywords.length === 0) {
      if (s.name.trim() !== '') run.push(s.name.trim());
      continue;
    }
    if (run.length > 0) lines.push(run.join(', '));
    run = [];
    lines.push(`${s.name}: ${s.keywords.join(', ')}`);
  }
  if (run.length > 0) lines.push(run.join(', '));
  return lines;
}

function linesOf(resume: Resume, id: SectionId): string[] {
  const dated = (a: string | undefined, b: string | undefined, date: string | undefined) =>
    join(' — ', a, join(', ', b, humanDate(date)));
  switch (id) {
    case 'summary':
      return resume.basics.summary?.trim() ? [resume.basics.summary.trim()] : [];
    case 'skills':
      return skillLines(resume.skills);
    case 'certificates':
      return (resume.certificates ?? []).map((c) => dated(c.name, c.issuer, c.date));
    case 'languages':
      return (resume.languages ?? []).map((l) => join(' — ', l.language, l.fluency));
    case 'awards':
      return (resume.awards ?? []).map((a) => dated(a.title, a.awarder, a.date));
    case 'publications':
      return (resume.publications ?? []).map((p) => dated(p.name, p.publisher, p.releaseDate));
    case 'interests':
      return (resume.interests ?? []).map((i) =>
        i.keywords?.length ? `${i.name}: ${i.keywords.join(', ')}` : i.name,
      );
    case 'references':
      return (resume.references ?? []).map((r) => join(' — ', r.name, r.reference));
    default:
      return [];
  }
}

/**
 * The CV as the exports print it: sections in `order`, then those left out of it in the default
 * order, then the CV's own sections (`resume.custom`, headings as written); empty ones dropped.
 *
 * @example cvDocument(resume, ['summary', 'skills']).sections.map((s) => s.title) // ['Summary', 'Skills', 'Experience', …]
 */
export function cvDocument(
  resume: Resume,
  order: readonly SectionId[] = DEFAULT_SECTION_ORDER,
): CvDocument {
  const sections: CvSectionBlock[] = [...new Set([...order, ...DEFAULT_SECTION_ORDER])]
    .map((id) => ({
      id,
      title: SECTION_TITLES[id],
      entries: entriesOf(resume, id),
      lines: linesOf(resume, id),
    }))
    .filter((s) => s.entries.length > 0 || s.lines.length > 0);
  for (const c of resume.custom ?? []) {
    const lines = c.items.filter((l) => l.trim() !== '');
    if (c.title.trim() && lines.length > 0) {
      sections.push({ id: 'custom', title: c.title.trim(), entries: [], lines });
    }
  }
  const label = resume.basics.label?.trim();
  return {
    name: resume.basics.name?.trim() ?? '',
    ...(label ? { label } : {}),
    contact: contactItems(resume.basics),
    sections,
  };
}
