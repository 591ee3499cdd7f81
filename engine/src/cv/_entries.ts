// Section lines → entries (a header, dates, highlights, prose) for work, education, projects and
// volunteering; how a job's header is read lives in _work.ts.
import type { ResumeProject } from '../resume.ts';
import { DEGREE } from './_education.ts';
import { findDateRange, isOnlyDate, setDates, type DateRange } from './_dates.ts';
import { WEAK_KEYWORDS } from './_heading-words.ts';
import { headingKind, headingShaped, headingText } from './_headings.ts';
import { companyScore, employerness, titleScore, titleness } from './_job-words.ts';
import { isCityRegion, isRegion } from './_places.ts';
import type { CvLine } from './_line.ts';
import { splitRunTogether } from './_text-clean.ts';

/** One dated block of a section: its header lines, its bullets, and what was read from them. */
export interface Entry {
  header: CvLine[];
  texts: string[];
  highlights: string[];
  /** Description lines that are not bullets: prose under the header. */
  prose: string[];
  /** Lists of tools under the description or bullets ("Qt 5, Debian, C, Python"). */
  tools: string[];
  dates?: DateRange;
  location?: string;
}

const LOCATION_CELL = /^[\p{Lu}][\p{L}.' -]+,\s*[\p{Lu}][\p{L}.' -]+$|^(remote|hybrid|on-?site)$/iu;

function hasDate(line: CvLine): boolean {
  return line.segments.some((s) => findDateRange(s) !== undefined);
}

const TOOLS_LABEL =
  /^(technologies|technology stack|tech stack|stack|environment|tools|skills used)\s*:\s*/i;

/**
 * A line listing tools ("Qt 5, Debian GNU/Linux, C, Python", "Tools: Jira; Figma; Miro"): three or
 * more short items, mostly capitalised, no date. Returns the list without its label.
 */
function toolList(text: string): string | undefined {
  const body = text.replace(TOOLS_LABEL, '').replace(/[.;,]+$/, '');
  const parts = body.split(/\s*[,;]\s*/).filter(Boolean);
  if (parts.length < 3 || parts.some((p) => p.length > 40) || findDateRange(body)) return undefined;
  // Names of a job (a title, an employer, a place) are never tools.
  if (parts.some((p) => titleness(p) > 0 || employerness(p) >= 2 || isRegion(p))) return undefined;
  const words = body.split(/[\s,;]+/).filter(Boolean);
  const lower = words.filter((w) => /^\p{Ll}/u.test(w)).length;
  // At most 35 % lowercase words (decision 121): "POSIX shell" passes, a sentence does not.
  return lower <= words.length * 0.35 ? body : undefined;
}

// Labelled lines under a job describe it: "Responsibilities:", "Main project: …", "Tools: …".
const LABELLED =
  /^(main project|projects?|responsibilities|duties|description|tasks|achievements|key achievements|results|technologies|tech stack|stack|environment|tools|customers|clients)\b[^:]{0,30}:/i;

/**
 * A description line rather than a header (decision 121): a sentence (over 90 characters, six
 * lowercase words, or three and an end stop), a labelled line, a lowercase line going on with an
 * unfinished description, or text indented more than one body size under the header.
 */
function describes(line: CvLine, head: CvLine, after: CvLine | undefined, open: boolean): boolean {
  const text = line.segments.join(' ');
  const lower = text.split(/\s+/).filter((w) => /^\p{Ll}/u.test(w)).length;
  const sentence =
    text.length > 90 ||
    lower >= 6 ||
    (lower >= 3 && /[.!?;]$/.test(text)) ||
    (after !== undefined && lower >= 4);
  const indented = line.indent > head.indent + 1 && line.size <= head.size;
  // Indented under a description line, a short item ("Accomplishment 2") is one more of them.
  const sameAsAbove = after !== undefined && Math.abs(after.indent - line.indent) < 0.5;
  // A lowercase line right under an unfinished description goes on with it.
  const goesOn = after !== undefined && open && /^\p{Ll}/u.test(text);
  return sentence || goesOn || LABELLED.test(text) || (indented && (lower >= 2 || sameAsAbove));
}

/**
 * A heading phrase inside a job, with no dated header straight after it, labels part of the job
 * ("Key Achievements", "Technical Skills"); the names of sections whose entries look like jobs
 * ("Volunteer") may be a job title and stay header lines (decision 123).
 */
function jobLabel(line: CvLine, next: CvLine | undefined): boolean {
  const first = line.segments[0] ?? '';
  // Cheap tests first: this runs on every description line.
  if (line.segments.length !== 1 || first.length > 50 || !/^\p{Lu}/u.test(first)) return false;
  if (!headingShaped(line) || (next && hasDate(next))) return false;
  const text = headingText(line);
  const kind = headingKind(text);
  // A weak word alone ("Miscellaneous", "Research") more often groups the jobs that follow.
  return (
    kind !== undefined &&
    /^\p{Lu}/u.test(text) &&
    !['work', 'education', 'volunteer', 'contact'].includes(kind) &&
    !WEAK_KEYWORDS.has(text.toLowerCase())
  );
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
  let lastProse: CvLine | undefined;
  const meta: string[][] = [];
  for (const [k, line] of lines.entries()) {
    const [first = '', ...rest] = line.segments;
    const continues =
      lastBullet !== undefined &&
      prev !== undefined &&
      !line.bullet &&
      line.gapAbove < 0.5 &&
      (line.indent > lastBullet.indent + 0.3 ||
        (/^\p{Ll}/u.test(first) && !/[.!?]$/.test(cur?.highlights.at(-1) ?? ''))) &&
      !isOnlyDate(first);
    if (line.bullet || continues) {
      if (!cur)
        entries.push((cur = { header: [], texts: [], highlights: [], prose: [], tools: [] }));
      const extra = rest.filter((s) => s.length > 30);
      meta.push(rest.filter((s) => s.length <= 30));
      const text = [first, ...extra].join(' ');
      if (continues && cur.highlights.length > 0) {
        const i = cur.highlights.length - 1;
        cur.highlights[i] = joinWrapped(cur.highlights[i] ?? '', text);
      } else cur.highlights.push(text);
      cur.texts.push(...meta.pop()!);
      if (line.bullet) lastBullet = line;
      lastProse = undefined;
      prev = line;
      continue;
    }
    // A sentence under a header, or a line indented under it, describes the job (decision 121).
    const head = cur?.header[0];
    // Tool lists are body text in one cell; a header line is styled or split into cells.
    const plain = !line.bold && !line.distinctFont && line.segments.length === 1;
    const list = plain ? toolList(first) : undefined;
    if (cur && head && (cur.highlights.length > 0 || cur.prose.length > 0) && list) {
      cur.tools.push(list);
      prev = line;
      continue;
    }
    const label =
      cur !== undefined && head !== undefined && !hasDate(line) && jobLabel(line, lines[k + 1]);
    if (
      cur &&
      head &&
      !hasDate(line) &&
      (label ||
        describes(
          line,
          head,
          lastProse,
          !/[.!?]$/.test((cur.highlights.length > 0 ? cur.highlights : cur.prose).at(-1) ?? '.'),
        ))
    ) {
      // Before any bullet it is the job's description; after bullets, one more achievement.
      const list = cur.highlights.length === 0 ? cur.prose : cur.highlights;
      const last = list.length - 1;
      const text = line.segments.join(' ');
      const above = list[last] ?? '';
      // A wrapped line: it goes on in lowercase, or the line above ran full width unfinished.
      const wraps =
        !label &&
        (/^\p{Ll}/u.test(text) ||
          (above.length > 60 &&
            lastProse !== undefined &&
            Math.abs(lastProse.indent - line.indent) < 0.5));
      if (last >= 0 && line.gapAbove < 0.5 && !/[.!?:;]$/.test(above) && wraps)
        list[last] = joinWrapped(above, text);
      else list.push(text);
      prev = line;
      lastProse = line;
      continue;
    }
    const newEntry =
      !cur ||
      cur.highlights.length > 0 ||
      cur.prose.length > 0 ||
      // A gap of 0.6 line or more between header lines starts a new entry (decision 010).
      (line.gapAbove >= 0.6 && cur.header.length > 0) ||
      (head !== undefined &&
        head.styleKey !== '' &&
        line.styleKey === head.styleKey &&
        prev?.styleKey !== line.styleKey &&
        cur.header.length >= 2) ||
      (hasDate(line) && cur.header.some(hasDate) && cur.header.length >= 2);
    if (newEntry)
      entries.push((cur = { header: [], texts: [], highlights: [], prose: [], tools: [] }));
    cur!.header.push(line);
    lastBullet = undefined;
    lastProse = undefined;
    prev = line;
  }
  for (const e of entries) {
    readHeader(e);
    e.highlights = e.highlights.flatMap(splitRunTogether);
    e.prose = e.prose.flatMap(splitRunTogether);
  }
  return entries;
}

// A short capitalised cell beside the entry's main text is its place: "Mountain View", "Remote".
function placeLike(cell: string): boolean {
  if (/^[\p{Lu}][\p{L}.' -]+,\s*[A-Z]{2}$/u.test(cell) || isPlace(cell)) return true;
  if (titleScore(cell) > 0 || DEGREE.test(cell) || employerness(cell) >= 2) return false;
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
  let maybePlace: { text: string; at: number } | undefined;
  for (const { text: cell, side } of cells) {
    let pieces = [cell];
    const d = findDateRange(cell);
    if (d && (!e.dates || isOnlyDate(cell))) {
      if (!e.dates) e.dates = d;
      // A lone end date in the next cell (a dash the text layer lost): "Aug 2023 | May 2027".
      else if (
        isOnlyDate(cell) &&
        !e.dates.endDate &&
        !e.dates.current &&
        d.startDate &&
        !d.endDate
      )
        if ((e.dates.startDate ?? '') <= d.startDate) e.dates.endDate = d.startDate;
      // Dates between two names split them: "Operator 12/2009 to 11/2010 Company Name".
      pieces = [cell.slice(0, d.index), cell.slice(d.index + d.match.length)];
    }
    for (const piece of pieces.flatMap((p) => placeOut(e, p))) {
      const rest = tidy(piece);
      // "Present" in a cell of its own after the start date (a dash the text layer lost).
      if (e.dates && PRESENT_CELL.test(rest)) {
        if (!e.dates.endDate) e.dates.current = true;
        continue;
      }
      if (!rest || /^\d+\s+(years?|months?|yrs?|mos?)\b/i.test(rest)) continue;
      if (!e.location && (side ? isPlace(rest) : isPlace(rest) && texts.length > 0)) {
        e.location = rest;
        continue;
      }
      // A short capitalised side cell ("Mountain View", "Ostrava Metrics") is the place only
      // when the other cells already name the job; else it is the employer (decision 121).
      if (!e.location && !maybePlace && side && placeLike(rest)) {
        maybePlace = { text: rest, at: texts.length };
        continue;
      }
      texts.push(rest);
    }
  }
  if (maybePlace) {
    if (texts.length >= 2 && !e.location) e.location = maybePlace.text;
    else texts.splice(maybePlace.at, 0, maybePlace.text);
  }
  e.texts = texts;
}

const PRESENT_CELL = /^(present|current|currently|now|ongoing|today)$/i;

function tidy(s: string): string {
  // Brackets left open by a date taken out: "ETH Zürich (2015–2019)".
  return s
    .replace(/^[\s,|:/–—)-]+|[\s,|:/–—(-]+$/g, '')
    .replace(/\(\s*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "Spokane, WA", "Denver, Colorado", "Remote": a place on its own. */
function isPlace(s: string): boolean {
  return isCityRegion(s) || /^(remote|hybrid|on-?site)$/i.test(s);
}

/** A city name: up to four capitalised words that name no role and no organisation. */
function cityLike(s: string): boolean {
  const ws = s.trim().split(/\s+/);
  return (
    s.length <= 30 &&
    ws.length <= 4 &&
    ws.every((w) => /^[\p{Lu}][\p{L}.'’-]*$/u.test(w) || /^(de|la|del|am|upon|on)$/.test(w)) &&
    titleness(s) <= 0 &&
    employerness(s) < 2
  );
}

/**
 * Takes a "City, Region" out of a header cell wherever it stands, leaving the text on either side
 * as separate names: "Meyer Tech Inc. | Spokane, WA, Desktop Support Manager" (decision 121).
 */
function placeOut(e: Entry, cell: string): string[] {
  let text = cell.replace(/\(([^()]*)\)\s*$/, (m, inner: string) => {
    const place = inner.trim().replace(/\s+,/g, ',');
    if (!e.location && (isPlace(place) || LOCATION_CELL.test(place))) {
      e.location = place;
      return ' ';
    }
    return m;
  });
  text = tidy(text);
  if (e.location) return [text];
  const parts = text.split(/(\s*,\s*|\s+[–—|-]\s+)/);
  // parts alternate text and separator: 0, 2, 4… are texts.
  for (let i = 0; i + 2 < parts.length; i += 2) {
    const city = parts[i] ?? '';
    const region = parts[i + 2] ?? '';
    const atEnd = i + 2 === parts.length - 1;
    if (!cityLike(city) || !(isRegion(region) || (atEnd && /^[A-Z]{2,3}$/.test(region)))) continue;
    // A full place needs some other text beside it; a cell that is only a place is handled by the caller.
    if (parts.length === 3) return [text];
    let end = i + 2;
    if (end + 2 < parts.length && isRegion(parts[end + 2] ?? '')) end += 2;
    e.location = parts
      .slice(i, end + 1)
      .join('')
      .replace(/\s*,\s*/g, ', ');
    return [parts.slice(0, Math.max(0, i - 1)).join(''), parts.slice(end + 2).join('')].filter(
      (p) => tidy(p) !== '',
    );
  }
  return [text];
}

/**
 * Entry → project: the first header text names it.
 * @example toProject(entry).name // 'Ledgerly'
 */
export function toProject(e: Entry): ResumeProject {
  const [name = e.highlights[0] ?? 'Project', ...rest] = e.texts;
  const project: ResumeProject = { name, highlights: e.highlights };
  const description = [...rest, ...e.prose];
  if (description.length > 0) project.description = description.join(' ');
  const keywords = e.tools.flatMap((t) => t.split(/\s*[,;]\s*/)).filter(Boolean);
  if (keywords.length > 0) project.keywords = keywords;
  const url = /https?:\/\/\S+|\b[\w-]+\.(?:com|io|dev|org|app)\/\S*/i.exec(
    [...e.texts, ...e.highlights].join(' '),
  );
  if (url) project.url = url[0];
  setDates(project, e.dates);
  return project;
}
