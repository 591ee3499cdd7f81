// Section lines → entries (a header, dates, highlights) → work, education, projects, volunteer.
import type { ResumeProject, ResumeVolunteer, ResumeWork } from '../resume.ts';
import { DEGREE } from './_education.ts';
import { findDateRange, isOnlyDate, setDates, type DateRange } from './_dates.ts';
import { companyScore, isJobTitle, titleScore } from './_job-words.ts';
import type { CvLine } from './_line.ts';

/** One dated block of a section: its header lines, its bullets, and what was read from them. */
export interface Entry {
  header: CvLine[];
  texts: string[];
  highlights: string[];
  dates?: DateRange;
  location?: string;
}

const LOCATION_CELL = /^[\p{Lu}][\p{L}.' -]+,\s*[\p{Lu}][\p{L}.' -]+$|^(remote|hybrid|on-?site)$/iu;

function hasDate(line: CvLine): boolean {
  return line.segments.some((s) => findDateRange(s) !== undefined);
}

/** Joins a wrapped line to the one above, undoing end-of-line hyphenation ("submis-" + "sions"). */
function joinWrapped(above: string, below: string): string {
  // A word already holding hyphens ("state-of-the-") keeps its hyphen at the break.
  const fragment = /(\S*)-$/.exec(above)?.[1] ?? '';
  if (/\p{Ll}$/u.test(fragment) && !fragment.includes('-') && /^\p{Ll}/u.test(below))
    return above.slice(0, -1) + below;
  return above.endsWith('-') ? above + below : `${above} ${below}`;
}

/**
 * Splits a section's lines into entries: bullets belong to the entry above; a header line after
 * bullets, a clear gap, or a repeat of the entry's first-line style starts a new entry.
 * @example splitEntries(section.lines).map(toWork)
 */
export function splitEntries(lines: CvLine[]): Entry[] {
  const entries: Entry[] = [];
  let cur: Entry | undefined;
  let lastBullet: CvLine | undefined;
  let prev: CvLine | undefined;
  const meta: string[][] = [];
  for (const line of lines) {
    const [first = '', ...rest] = line.segments;
    const continues =
      lastBullet !== undefined &&
      prev !== undefined &&
      !line.bullet &&
      line.gapAbove < 0.5 &&
      (line.indent > lastBullet.indent + 0.3 || /^\p{Ll}/u.test(first)) &&
      !isOnlyDate(first);
    if (line.bullet || continues) {
      if (!cur) entries.push((cur = { header: [], texts: [], highlights: [] }));
      const extra = rest.filter((s) => s.length > 30);
      meta.push(rest.filter((s) => s.length <= 30));
      const text = [first, ...extra].join(' ');
      if (continues && cur.highlights.length > 0) {
        const i = cur.highlights.length - 1;
        cur.highlights[i] = joinWrapped(cur.highlights[i] ?? '', text);
      } else cur.highlights.push(text);
      cur.texts.push(...meta.pop()!);
      if (line.bullet) lastBullet = line;
      prev = line;
      continue;
    }
    const head = cur?.header[0];
    const newEntry =
      !cur ||
      cur.highlights.length > 0 ||
      // A gap of 0.6 line or more between header lines starts a new entry (decision 010).
      (line.gapAbove >= 0.6 && cur.header.length > 0) ||
      (head !== undefined &&
        head.styleKey !== '' &&
        line.styleKey === head.styleKey &&
        prev?.styleKey !== line.styleKey &&
        cur.header.length >= 2) ||
      (hasDate(line) && cur.header.some(hasDate) && cur.header.length >= 2);
    if (newEntry) entries.push((cur = { header: [], texts: [], highlights: [] }));
    cur!.header.push(line);
    lastBullet = undefined;
    prev = line;
  }
  for (const e of entries) readHeader(e);
  return entries;
}

// A short capitalised cell beside the entry's main text is its place: "Mountain View", "Remote".
function placeLike(cell: string): boolean {
  if (/^[\p{Lu}][\p{L}.' -]+,\s*[A-Z]{2}$/u.test(cell)) return true;
  if (titleScore(cell) > 0 || DEGREE.test(cell)) return false;
  if (LOCATION_CELL.test(cell)) return true;
  const words = cell.split(/\s+/);
  return (
    words.length <= 3 &&
    words.every((w) => /^[\p{Lu}][\p{L}.'-]*$/u.test(w)) &&
    titleScore(cell) === 0 &&
    companyScore(cell) === 0
  );
}

function readHeader(e: Entry): void {
  // The first cell of a header line names things; the other cells (often right-aligned) hold
  // dates and the place. Cells from bullet lines count as side cells too.
  const cells = [
    ...e.header.flatMap((l) => {
      // A leading date cell (dates in a left margin) does not make the next cell a side cell.
      const main = l.segments.findIndex((c) => !isOnlyDate(c));
      return l.segments.map((text, i) => ({ text, side: i > Math.max(0, main) }));
    }),
    ...e.texts.map((text) => ({ text, side: true })),
  ];
  const texts: string[] = [];
  for (const { text: cell, side } of cells) {
    let rest = cell;
    const d = findDateRange(rest);
    if (d && (!e.dates || isOnlyDate(cell))) {
      if (!e.dates) e.dates = d;
      rest = rest.replace(d.match, ' ');
    }
    rest = rest.replace(/\(([^()]*)\)\s*$/, (m, inner: string) => {
      if (!e.location && LOCATION_CELL.test(inner.trim().replace(/\s+,/g, ','))) {
        e.location = inner.trim().replace(/\s+,/g, ',');
        return ' ';
      }
      return m;
    });
    rest = rest.replace(/^[\s,|:–—-]+|[\s,|:–—-]+$/g, '').replace(/\s+/g, ' ');
    const tail = locationTail(rest);
    if (tail && !e.location) {
      e.location = tail.location;
      rest = tail.rest;
    }
    if (!rest || /^\d+\s+(years?|months?|yrs?|mos?)\b/i.test(rest)) continue;
    if (!e.location && (side ? placeLike(rest) : LOCATION_CELL.test(rest) && texts.length > 0)) {
      e.location = rest;
      continue;
    }
    texts.push(rest);
  }
  e.texts = texts;
}

// A trailing "City, ST" or "City, Country" after other text: "Nexus AI – San Francisco, CA".
const COUNTRIES =
  /^(usa|uk|us|germany|france|spain|italy|netherlands|belgium|switzerland|austria|sweden|norway|denmark|finland|ireland|poland|portugal|greece|türkiye|turkey|israel|russia|ukraine|india|china|japan|korea|singapore|canada|mexico|brazil|argentina|australia|new zealand|south africa|nigeria|kenya|egypt|uae|england|scotland|wales)$/i;

function locationTail(text: string): { location: string; rest: string } | undefined {
  const parts = text.split(/\s*,\s*|\s+[–—|-]\s+/);
  if (parts.length < 3) return undefined;
  const region = parts.at(-1) ?? '';
  const city = parts.at(-2) ?? '';
  if (
    !(/^[A-Z]{2,3}$/.test(region) || COUNTRIES.test(region)) ||
    !/^[\p{Lu}][\p{L}.' -]{1,30}$/u.test(city)
  )
    return undefined;
  const location = `${city}, ${region}`;
  const rest = text.slice(0, text.lastIndexOf(city)).replace(/[\s,|:–—-]+$/, '');
  return rest ? { location, rest } : undefined;
}

// Lines that describe the job rather than name it: "Main project: …", "Responsibilities:".
const DESCRIPTIVE =
  /^(main project|projects?|responsibilities|duties|description|tasks|achievements|technologies|tech stack|stack|environment|tools)\b[^:]*:/i;
const LABEL = /^(role|position|title|job title|company|employer|organi[sz]ation)\s*:\s*/i;

// Separators from strongest to weakest: "Title at Company", "A — B", "A | B", "A - B", "A, B".
const SEPARATORS = [/\s+(?:at|@)\s+/i, /\s+[|–—]\s+/, /\s+-\s+/, /,\s+/];

function splitOne(a: string): [string, string] | undefined {
  for (const sep of SEPARATORS) {
    const m = sep.exec(a);
    if (m && m.index > 0) return [a.slice(0, m.index), a.slice(m.index + m[0].length)];
  }
  return undefined;
}

/** "Tech Corp, New York" → company "Tech Corp", location "New York" (not "Acme, Inc."). */
function companyAndPlace(company: string): [string, string | undefined] {
  const m = /^(.+?),\s*([\p{Lu}][\p{L}.' -]+(?:,\s*[\p{Lu}][\p{L}.' -]+)?)$/u.exec(company);
  if (
    !m?.[1] ||
    !m[2] ||
    companyScore(`x ${m[2]}`) > 0 ||
    /\b(inc|ltd|llc|co|corp|plc|gmbh)\b/i.test(m[2])
  )
    return [company, undefined];
  return [m[1], m[2]];
}

/** A description rather than a name: long, or several lowercase words ("Worked on search."). */
function sentence(t: string): boolean {
  const lower = t.split(/\s+/).filter((w) => /^\p{Ll}/u.test(w)).length;
  return t.length > 90 || lower >= 6 || (lower >= 3 && /\.$/.test(t));
}

/** Splits "Company, Position", "Position at Company", "Position | Company" into two parts. */
function twoParts(e: Entry): [string, string | undefined] {
  const names = e.texts.filter((t) => !DESCRIPTIVE.test(t) && !sentence(t));
  const [a = e.texts[0] ?? '', b] = names.map((t) => t.replace(LABEL, '').replace(/\.$/, ''));
  // One line that names both ("Developer, Initech") beats pairing it with the next line; the
  // second line may be that one when the first is a group label ("Vocational").
  for (const t of [a, b]) {
    const split = t === undefined ? undefined : splitOne(t);
    if (split && isJobTitle(split[0]) !== isJobTitle(split[1])) return split;
  }
  if (b !== undefined) return [a, b];
  return splitOne(a) ?? [a, undefined];
}

/** Which of two header parts is the job title: title words win, then company words, then order. */
function positionFirst(a: string, b: string, firstStyled: boolean): boolean {
  const da = titleScore(a) - companyScore(a);
  const db = titleScore(b) - companyScore(b);
  if (da !== db) return da > db;
  return !firstStyled;
}

/**
 * Entry → work item, with how each field was decided.
 * @example toWork(entry).work // { name: 'Acme', position: 'Engineer', startDate: '2021-03', highlights: [] }
 */
export function toWork(e: Entry): { work: ResumeWork; reason: string } {
  const work: ResumeWork = { highlights: e.highlights };
  const [a, b] = twoParts(e);
  let reason = 'single header line';
  if (b !== undefined) {
    const first = e.header[0];
    const styled = first ? first.distinctFont || first.bold : false;
    const pf = positionFirst(a, b, styled);
    work.position = pf ? a : b;
    const [company, place] = companyAndPlace(pf ? b : a);
    work.name = company;
    if (place && !e.location) e.location = place;
    reason =
      titleScore(`${a} ${b}`) > 0
        ? 'job-title words decide which part is the position'
        : 'header order';
  } else if (a) {
    if (titleScore(a) > companyScore(a)) work.position = a;
    else work.name = a;
  }
  const rest = e.texts.filter((t) => !t.includes(a) && (b === undefined || !t.includes(b)));
  if (rest.length > 0) work.summary = rest.join(' ');
  if (e.location) work.location = e.location;
  setDates(work, e.dates);
  if (e.dates?.current) work.current = true;
  return { work, reason };
}

/**
 * Entry → project: the first header text names it.
 * @example toProject(entry).name // 'Ledgerly'
 */
export function toProject(e: Entry): ResumeProject {
  const [name = e.highlights[0] ?? 'Project', ...rest] = e.texts;
  const project: ResumeProject = { name, highlights: e.highlights };
  if (rest.length > 0) project.description = rest.join(' ');
  const url = /https?:\/\/\S+|\b[\w-]+\.(?:com|io|dev|org|app)\/\S*/i.exec(
    [...e.texts, ...e.highlights].join(' '),
  );
  if (url) project.url = url[0];
  setDates(project, e.dates);
  return project;
}

/**
 * Entry → volunteer item, read like a job.
 * @example toVolunteer(entry).organization // 'Code Club'
 */
export function toVolunteer(e: Entry): ResumeVolunteer {
  const { work } = toWork(e);
  const v: ResumeVolunteer = { highlights: e.highlights };
  if (work.name) v.organization = work.name;
  if (work.position) v.position = work.position;
  setDates(v, e.dates);
  return v;
}
