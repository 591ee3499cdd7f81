// Jobs written where no experience section holds them (decision 215): a CV without an experience
// heading, or one whose two columns were read line by line, so that the job lines sit under the
// summary, the skills or a misfiled heading. Read only when the sections gave no job at all.
import type { ResumeWork } from '../resume.ts';
import { findDateRange, isOnlyDate, type DateRange } from './_dates.ts';
import { DEGREE } from './_education.ts';
import type { SectionKind } from './_headings.ts';
import { gluedHeaders } from './_glued-headers.ts';
import { employerness, roleAfterAs, skillGroupLabel, techTokens, titleness } from './_job-words.ts';
import { type CvLine, goesOnInto, lineWords } from './_line.ts';
import { isCityRegion, isRegion } from './_places.ts';
import { companyAndPlace } from './_work.ts';

const lowerWords = (t: string): number => t.split(/\s+/).filter((w) => /^\p{Ll}/u.test(w)).length;

/** Prose, not a name: long, or several lowercase words (the thresholds of decision 121). */
function sentence(t: string): boolean {
  const lower = lowerWords(t);
  return t.length > 90 || lower >= 5 || (lower >= 3 && /[.!?;]$/.test(t));
}

// A school, a course or a degree in a header line makes it an education entry, never a job.
const SCHOOLING =
  /\b(universit\p{L}*|college|school|academy|institute|faculty|student|courses?|certificate|graduated?|studies|studied|matriculation)\b/iu;

function schooling(t: string): boolean {
  return SCHOOLING.test(t) || DEGREE.test(t);
}

// "currently working", "present", "till now" on a line of its own: the job goes on.
const GOES_ON = /^(currently|present|now|ongoing|till now|to date|until now)\b[\p{L} ]{0,20}$/iu;

/** A job title clear enough to stand without a section (decision 121: ending in a role noun). */
function clearTitle(t: string): boolean {
  if (t.length < 3 || !/^[\p{Lu}\d]/u.test(t) || sentence(t) || t.split(/\s+/).length > 8)
    return false;
  if (schooling(t)) return false;
  return (
    titleness(t) >= 2.5 ||
    t.split(/\s*,\s*/).some((p) => p.split(/\s+/).length <= 5 && titleness(p) >= 2.5)
  );
}

interface Named {
  title: string;
  employer?: string;
}

/** The title (and an employer written with it) in a line's text without its dates. */
function named(rest: string): Named | undefined {
  const t = rest.replace(/^[\s,.;:|–—-]+|[\s,;:|–—-]+$/g, '');
  if (!t) return undefined;
  // "Title at Employer", "Title | Employer", "Employer. Title. Project …".
  const at = /\s+(?:at|@)\s+/i.exec(t);
  if (at && at.index > 0 && clearTitle(t.slice(0, at.index)))
    // "… at Acme, a company which …": the name ends where the description starts.
    return {
      title: t.slice(0, at.index),
      employer: t.slice(at.index + at[0].length).split(/,\s+(?=\p{Ll})/u)[0]!,
    };
  if (clearTitle(t)) return { title: t };
  const parts = t.split(/\s+[|–—]\s+|\.\s+/).filter(Boolean);
  const k = parts.findIndex(clearTitle);
  if (parts.length < 2 || k < 0) return undefined;
  const employer = k > 0 ? parts[k - 1] : parts[k + 1];
  return employer ? { title: parts[k]!, employer } : { title: parts[k]! };
}

/** A name left on its own line: short, not a sentence, a title, a list of tools or a school. */
function employerText(raw: string): { name: string; cue: number } | undefined {
  const d = findDateRange(raw);
  let t = d && d.index === 0 ? raw.slice(d.match.length) : raw;
  let cue = d && d.index === 0 ? 1 : 0;
  // "in Acme", "at Acme": the employer of the title above.
  const prefix = /^\s*(?:in|at|@)\s+(?=\p{Lu})/u.exec(t);
  if (prefix) {
    t = t.slice(prefix[0].length);
    cue += 1.5;
  }
  t = t
    .replace(/\([^)]*\)/g, ' ')
    .replace(/^[\s,.;:|–—-]+|[\s,.;:|–—-]+$/g, '')
    .replace(/\s+/g, ' ');
  const parts = t.split(/\s*,\s*/);
  // "Acme Bank, Russia": the place after the comma is not part of the name.
  if (parts.length === 2 && (isRegion(parts[1]!) || isCityRegion(parts[1]!))) t = parts[0]!;
  if (
    !t ||
    !/^[\p{Lu}\d]/u.test(t) ||
    t.split(/\s+/).length > 6 ||
    (t.match(/,/g) ?? []).length > 1 ||
    sentence(t) ||
    titleness(t) > 0 ||
    techTokens(t) > 0 ||
    skillGroupLabel(t) ||
    schooling(t) ||
    isRegion(t) ||
    isCityRegion(t)
  )
    return undefined;
  return { name: t, cue };
}

/** The dates of a job whose title is on line i: on the line itself, or on a date line near it. */
function datesNear(lines: CvLine[], i: number, stop: (k: number) => boolean): DateRange[] {
  const own = findDateRange(lineWords(lines[i]!));
  const found: DateRange[] = own ? [own] : [];
  // The start on the line above, the end on this one ("2012, November Acme" / "2022, May Title").
  const above = lines[i - 1];
  const prev = above && !stop(i - 1) ? findDateRange(lineWords(above)) : undefined;
  if (own?.index === 0 && prev?.index === 0 && (prev.startDate ?? '') < (own.startDate ?? ''))
    found.unshift(prev);
  // Below: a date line (or "currently working") after at most three short lines from the other
  // column ("Golang, Java," / "Acme Technologies" / "C++" / "Nov 2021 – Present").
  for (let k = i + 1; k <= i + 4 && k < lines.length && !stop(k); k++) {
    const t = lineWords(lines[k]!);
    const d = findDateRange(t);
    if (GOES_ON.test(t)) found.push({ current: true, match: t, index: 0 });
    else if (d && (isOnlyDate(t) || d.index === 0 || endsProse(t, d))) found.push(d);
    else if (sentence(t) || d) break;
    const whole = found.some((r) => r.endDate !== undefined || r.current);
    if (found.length >= 2 || (whole && found.length > 0)) break;
  }
  return found;
}

/**
 * A full range ending a line of another column's prose ("experience of working in the Sep 2018 -
 * present time"): the dates of the title above, glued to that column's line (decision 221).
 */
function endsProse(t: string, d: DateRange): boolean {
  const after = t.slice(d.index + d.match.length);
  return (
    /^\p{Ll}/u.test(t) && (d.endDate !== undefined || d.current) && /^\s*(time|day)?$/.test(after)
  );
}

/** One range from the dates read around a title: the earliest start to the latest end. */
function spanOf(ds: DateRange[]): DateRange | undefined {
  const starts = ds.map((d) => d.startDate).filter((s): s is string => s !== undefined);
  if (starts.length === 0) return undefined;
  const start = starts.reduce((a, b) => (a < b ? a : b));
  const ends = [...ds.map((d) => d.endDate), ...ds.slice(1).map((d) => d.startDate)].filter(
    (s): s is string => s !== undefined && s > start,
  );
  const current = ds.some((d) => d.current);
  const end = ends.length > 0 ? ends.reduce((a, b) => (a > b ? a : b)) : undefined;
  if (!end && !current) return undefined;
  return { startDate: start, ...(end ? { endDate: end } : {}), current, match: '', index: 0 };
}

const NOT_JOBS = new Set<SectionKind>([
  'projects',
  'volunteer',
  'awards',
  'publications',
  'certificates',
  'references',
]);

/** What the finder returns: the jobs, and the lines they were read from. */
interface LooseJobs {
  jobs: ResumeWork[];
  used: Set<CvLine>;
}

/**
 * Jobs anywhere in the CV, for a CV whose sections gave none (decision 215): a line naming a clear
 * job title, with a full date range (an end, or "present" / "currently working") on it or on a
 * date line just below, and an employer beside it or a description under it. Header lines naming
 * a school, a course or a degree are left out; the description keeps sentences only, so the short
 * lines of another column stay where they were.
 * @example findLooseJobs(lines, headings).jobs[0] // { position: 'Senior Team Manager', name: 'Acme Bank', startDate: '2019-09', current: true, … }
 */
export function findLooseJobs(lines: CvLine[], headings: Map<number, SectionKind>): LooseJobs {
  const heads: { at: number; title: string; employer?: string; used: number[]; span: DateRange }[] =
    [];
  // Entries of projects, volunteering, awards and the like name roles that are not jobs.
  const within: (SectionKind | undefined)[] = [];
  lines.forEach((_, i) => within.push(headings.get(i) ?? within[i - 1]));
  const stop = (k: number): boolean =>
    headings.has(k) || lines[k]!.bullet || NOT_JOBS.has(within[k] ?? 'summary');
  // A line read into one job's header is not another job's title.
  const claimed = new Set<number>();
  const glued = gluedHeaders(lines, stop, clearTitle, (t) => employerText(t)?.name);
  for (const g of glued) for (const k of [...g.used, ...g.trims.keys()]) claimed.add(k);
  lines.forEach((line, i) => {
    if (stop(i) || claimed.has(i)) return;
    const t = lineWords(line);
    const own = findDateRange(t);
    const rest = own ? [t.slice(0, own.index), t.slice(own.index + own.match.length)] : [t];
    const name = rest.map(named).find((n) => n !== undefined);
    if (!name) return;
    const ds = datesNear(lines, i, stop);
    // Without an end, a month on the title's own line will do when a named employer goes with it
    // ("Full-stack Developer Sep 2019" / "in Acme"): a current job whose "present" was left out.
    const opened = own && /^\d{4}-\d{2}/.test(own.startDate ?? '') ? own : undefined;
    const span = spanOf(ds) ?? opened;
    if (!span) return;
    const used = [i];
    for (let k = Math.max(0, i - 4); k <= i + 4 && k < lines.length; k++) {
      const l = lineWords(lines[k]!);
      if (k !== i && ds.some((d) => d.match && l.includes(d.match))) used.push(k);
    }
    // A school, course or degree in the header or on a short line beside it: an education entry.
    const near = [Math.min(...used) - 1, Math.max(...used) + 1].filter(
      (k) => k >= 0 && k < lines.length && !stop(k) && !sentence(lineWords(lines[k]!)),
    );
    const first = Math.min(...used, ...near);
    const last = Math.max(...used, ...near);
    for (let k = first; k <= last; k++) if (schooling(lineWords(lines[k]!))) return;
    let employer = name.employer;
    if (!employer) {
      // Nearby lines that read as a name: cue words, "in Acme", a date beside it, the line above;
      // never past a line dated for another entry.
      let best = span === opened ? 2 : 1;
      const foreign = (k: number): boolean =>
        !used.includes(k) && findDateRange(lineWords(lines[k]!)) !== undefined;
      // A description line ends the header: the name is never past it.
      const edge = (k: number): boolean => stop(k) || foreign(k) || sentence(lineWords(lines[k]!));
      let lo = i;
      while (lo > Math.max(0, i - 2) && !edge(lo - 1)) lo--;
      let hi = i;
      while (hi < Math.min(lines.length - 1, i + 3) && !edge(hi + 1)) hi++;
      // The nearest name wins a tie, the line above first.
      const ks = [i - 1, i + 1, i - 2, i + 2, i + 3].filter((k) => k >= lo && k <= hi);
      let at: number | undefined;
      for (const k of ks) {
        if (used.includes(k) && !findDateRange(lineWords(lines[k]!))) continue;
        const e = employerText(lineWords(lines[k]!));
        if (!e) continue;
        const score = employerness(e.name) + e.cue + (k === i - 1 || k === i + 1 ? 0.5 : 0);
        const enough = k === i - 1 ? score >= 1 : score >= 1.5;
        if (enough && (score > best || (at === undefined && score >= best))) {
          best = score;
          employer = e.name;
          at = k;
        }
      }
      if (at !== undefined && !used.includes(at)) used.push(at);
    }
    if (span === opened && !employer) return;
    for (const k of used) claimed.add(k);
    heads.push({ at: i, title: name.title, ...(employer ? { employer } : {}), used, span });
  });
  for (const g of glued) if (!schooling(`${g.title} ${g.employer ?? ''}`)) heads.push(g);
  heads.sort((a, b) => a.at - b.at);
  const trims = new Map(glued.flatMap((g) => [...g.trims]));
  const jobs: ResumeWork[] = [];
  const usedLines = new Set<CvLine>();
  heads.forEach((h, n) => {
    const end = heads[n + 1] ? Math.min(...heads[n + 1]!.used) : lines.length;
    const from = Math.max(...h.used) + 1;
    const highlights: string[] = [];
    const taken: number[] = [];
    for (let k = from; k < end && k < from + 20; k++) {
      // Any heading ends the job: a sidebar's sentences read into it would be taken for its work.
      if (headings.has(k)) break;
      const t = trims.get(k) ?? lineWords(lines[k]!);
      if (findDateRange(t)) break;
      // What stays of a line a glued header was cut from goes on with the duty above it.
      const rest = trims.has(k) && taken.at(-1) === k - 1 && /^\p{Ll}/u.test(t);
      // A duty that ends unfinished ("… Postgres,", "… logic in") goes on in the next line.
      const goesOn = taken.at(-1) === k - 1 && goesOnInto(highlights.at(-1) ?? '', t);
      if (!rest && !goesOn && !sentence(t) && !(t.length > 40 && lowerWords(t) >= 3)) continue;
      const last = highlights.length - 1;
      if (last >= 0 && (goesOn || (/^\p{Ll}/u.test(t) && !/[.!?]$/.test(highlights[last]!))))
        highlights[last] = `${highlights[last]} ${t}`;
      else highlights.push(t);
      taken.push(k);
    }
    if (!h.employer && highlights.length === 0) return;
    const work: ResumeWork = { position: roleAfterAs(h.title.trim()), highlights };
    if (h.employer) {
      const [company, place] = companyAndPlace(h.employer.trim());
      work.name = company;
      if (place) work.location = place;
    }
    if (h.span.startDate) work.startDate = h.span.startDate;
    if (h.span.endDate) work.endDate = h.span.endDate;
    else if (h.span.current) work.current = true;
    jobs.push(work);
    for (const k of [...h.used, ...taken]) usedLines.add(lines[k]!);
  });
  return { jobs, used: usedLines };
}
