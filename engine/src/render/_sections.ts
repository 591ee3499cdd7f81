// The template-neutral content of a CV: sections in order, each a list of entries or lines, with
// dates already written for people. PDF, DOCX and Markdown all render from this one model, so the
// three formats always say the same thing.
import type { Resume } from '../resume.ts';
import type { SectionId } from './section-id.ts';
import { DEFAULT_SECTION_ORDER, SECTION_TITLES } from './section-id.ts';

/** One dated item: a job, a degree, a project, a volunteer role. */
interface CvEntry {
  /** Bold part of the header line, e.g. "Staff Engineer, Nordlys Payments". */
  head: string;
  /** The head's two parts, for a layout that must break it: role and organisation. */
  parts: string[];
  /** Right-hand side of the header line: dates. */
  dates: string;
  /** A second, plain line under the header (location, summary or description). */
  detail?: string;
  bullets: string[];
}

/** One section with its heading, as entries or plain lines; `custom` for the CV's own sections. */
interface CvSectionBlock {
  id: SectionId | 'custom';
  title: string;
  entries: CvEntry[];
  lines: string[];
}

/** What every renderer draws. */
export interface CvDocument {
  name: string;
  label?: string;
  contact: string[];
  sections: CvSectionBlock[];
}

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** "2021-03" → "Mar 2021"; a day is dropped, a bare year stays. */
function humanDate(iso: string | undefined): string {
  const m = /^(\d{4})(?:-(\d{2}))?/.exec(iso ?? '');
  if (!m) return iso ?? '';
  const month = m[2] ? MONTHS[Number(m[2]) - 1] : undefined;
  return month ? `${month} ${m[1]}` : (m[1] ?? '');
}

/** "Mar 2021 – Present" only when the CV says current; a single date stays single ("2022"). */
function dateRange(start?: string, end?: string, current?: boolean): string {
  const to = end ? humanDate(end) : current ? 'Present' : '';
  return [humanDate(start), to].filter(Boolean).join(' – ');
}

const join = (sep: string, ...parts: (string | undefined)[]) =>
  parts.filter((p): p is string => !!p && p.trim() !== '').join(sep);

/** Contact items of the header line: email, phone, place, website, profiles. */
export function contactItems(basics: Resume['basics']): string[] {
  const place = join(
    ', ',
    basics.location?.city,
    basics.location?.region,
    basics.location?.countryCode,
  );
  const profiles = (basics.profiles ?? []).map(
    (p) => p.url ?? (p.username ? `${p.network}: ${p.username}` : undefined),
  );
  return [basics.email, basics.phone, place, basics.url, ...profiles].filter(
    (x): x is string => !!x && x.trim() !== '',
  );
}

function entriesOf(resume: Resume, id: SectionId): CvEntry[] {
  switch (id) {
    case 'experience':
      return resume.work.map((w) => ({
        head: join(', ', w.position, w.name),
        parts: [w.position, w.name].filter((x): x is string => !!x?.trim()),
        dates: dateRange(w.startDate, w.endDate, w.current),
        ...(w.location || w.summary ? { detail: join(' — ', w.location, w.summary) } : {}),
        bullets: w.highlights.filter((h) => h.trim() !== ''),
      }));
    case 'education':
      return resume.education.map((e) => ({
        head: join(', ', join(' in ', e.studyType, e.area), e.institution),
        parts: [join(' in ', e.studyType, e.area), e.institution ?? ''].filter((x) => x.trim()),
        dates: dateRange(e.startDate, e.endDate),
        ...(e.score ? { detail: e.score } : {}),
        bullets: e.courses && e.courses.length > 0 ? [`Courses: ${e.courses.join(', ')}`] : [],
      }));
    case 'projects':
      return (resume.projects ?? []).map((p) => ({
        head: p.name,
        parts: [p.name],
        dates: dateRange(p.startDate, p.endDate),
        ...(p.description || p.url ? { detail: join(' — ', p.description, p.url) } : {}),
        bullets: p.highlights ?? [],
      }));
    case 'volunteer':
      return (resume.volunteer ?? []).map((v) => ({
        head: join(', ', v.position, v.organization),
        parts: [v.position, v.organization].filter((x): x is string => !!x?.trim()),
        dates: dateRange(v.startDate, v.endDate),
        ...(v.summary ? { detail: v.summary } : {}),
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
  switch (id) {
    case 'summary':
      return resume.basics.summary?.trim() ? [resume.basics.summary.trim()] : [];
    case 'skills':
      return skillLines(resume.skills);
    case 'certificates':
      return (resume.certificates ?? []).map((c) =>
        join(' — ', c.name, join(', ', c.issuer, humanDate(c.date))),
      );
    case 'languages':
      return (resume.languages ?? []).map((l) => join(' — ', l.language, l.fluency));
    case 'awards':
      return (resume.awards ?? []).map((a) =>
        join(' — ', a.title, join(', ', a.awarder, humanDate(a.date))),
      );
    case 'publications':
      return (resume.publications ?? []).map((p) =>
        join(' — ', p.name, join(', ', p.publisher, humanDate(p.releaseDate))),
      );
    case 'interests':
      return (resume.interests ?? []).map((i) =>
        i.keywords && i.keywords.length > 0 ? `${i.name}: ${i.keywords.join(', ')}` : i.name,
      );
    case 'references':
      return (resume.references ?? []).map((r) => join(' — ', r.name, r.reference));
    default:
      return [];
  }
}

/**
 * The CV as sections in the given order; sections left out of `order` follow in the default order,
 * then the CV's own sections (`resume.custom`, headings as written); empty sections are dropped.
 */
export function cvDocument(
  resume: Resume,
  order: readonly SectionId[] = DEFAULT_SECTION_ORDER,
): CvDocument {
  const ids = [...new Set([...order, ...DEFAULT_SECTION_ORDER])];
  const sections: CvSectionBlock[] = ids
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
  const doc: CvDocument = {
    name: resume.basics.name?.trim() ?? '',
    contact: contactItems(resume.basics),
    sections,
  };
  if (resume.basics.label?.trim()) doc.label = resume.basics.label.trim();
  return doc;
}
