// Section lines → entries (a header, dates, highlights, prose) for work, education, projects and
// volunteering; how a header's cells are read lives in _entry-header.ts, which of its texts is the
// employer and which the title in _work.ts.
import type { ResumeProject } from '../resume.ts';
import { findDateRange, isOnlyDate, setDates, type DateRange } from './_dates.ts';
import { WEAK_KEYWORDS } from './_heading-words.ts';
import { headingKind, headingShaped, headingText } from './_headings.ts';
import { employerness, titleness } from './_job-words.ts';
import { isRegion } from './_places.ts';
import { goesOnInto, type CvLine } from './_line.ts';
import { startsWithPastAction } from '../past-action.ts';
import { bulletsOf, splitRunTogether } from './_text-clean.ts';
import { readHeader } from './_entry-header.ts';

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

// A header may end on an abbreviation's stop: "Acme Corp.", "Smith & Sons Ltd.".
const ABBREVIATION_END = /\b(?:inc|ltd|corp|co|llc|plc|bros|assoc|dept|univ|intl|jr|sr|st)\.$/i;

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
    // "Database based on PostgreSQL.": words and a full stop, not a header's list of names
    // ("Job title, Employer, City.") or label ("Role: Car dealership director.").
    (lower >= 2 && /^[^,:;]+\p{L}{4}\.$/u.test(text) && !ABBREVIATION_END.test(text)) ||
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
  const leads = dateLedHeaders(lines);
  for (const [k, line] of lines.entries()) {
    const [first = '', ...rest] = line.segments;
    // A line that ends unfinished goes on in this one, unless this one is styled as a header.
    const body = cur && (cur.highlights.length > 0 ? cur.highlights : cur.prose);
    const above = body?.at(-1);
    if (
      body &&
      above !== undefined &&
      goesOnInto(above, first) &&
      !line.bullet &&
      !line.bold &&
      !line.distinctFont &&
      line.segments.length === 1 &&
      line.gapAbove < 0.5 &&
      !hasDate(line)
    ) {
      body[body.length - 1] = joinWrapped(above, first);
      prev = line;
      continue;
    }
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
    const described =
      cur !== undefined &&
      head !== undefined &&
      (label ||
        describes(
          line,
          head,
          lastProse,
          !/[.!?]$/.test((cur.highlights.length > 0 ? cur.highlights : cur.prose).at(-1) ?? '.'),
        ));
    // Entries led by their dates: any line under a described entry describes it too.
    const under =
      leads !== undefined &&
      !leads.has(k) &&
      cur !== undefined &&
      cur.highlights.length + cur.prose.length > 0;
    if (cur && head && !hasDate(line) && (described || under)) {
      // Before any bullet it is the job's description; after bullets, one more achievement.
      const list = cur.highlights.length === 0 ? cur.prose : cur.highlights;
      const last = list.length - 1;
      const text = line.segments.join(' ');
      const above = list[last] ?? '';
      // A wrapped line: it goes on in lowercase, or the line above ran full width unfinished. A
      // capitalised past-tense action ("Delivered …") opens a duty of its own: a list whose bullet
      // marks were pictures reads as such lines.
      const wraps =
        !label &&
        (/^\p{Ll}/u.test(text) ||
          (described &&
            above.length > 60 &&
            lastProse !== undefined &&
            Math.abs(lastProse.indent - line.indent) < 0.5 &&
            !(/^\p{Lu}/u.test(text) && startsWithPastAction(text))));
      if (last >= 0 && line.gapAbove < 0.5 && !/[.!?:;]$/.test(above) && wraps)
        list[last] = joinWrapped(above, text);
      else list.push(text);
      prev = line;
      lastProse = line;
      continue;
    }
    const newEntry =
      !cur ||
      leads?.has(k) === true ||
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

/**
 * The lines that open entries in a section whose entries all start with their dates ("2020 2021
 * Acme, Developer, Israel" / duties / "2019 Intern at Orbit" / duties): the section's first line
 * and every dated line start with a date, and at least two do. Undefined for other sections.
 */
function dateLedHeaders(lines: CvLine[]): Set<number> | undefined {
  const leads = new Set<number>();
  for (const [k, line] of lines.entries()) {
    if (!hasDate(line)) continue;
    if (line.bullet || findDateRange(line.segments[0] ?? '')?.index !== 0) return undefined;
    leads.add(k);
  }
  return leads.size >= 2 && leads.has(0) ? leads : undefined;
}

/**
 * Entry → project: the first header text names it.
 * @example toProject(entry).name // 'Ledgerly'
 */
export function toProject(e: Entry): ResumeProject {
  const [name = e.highlights[0] ?? 'Project', ...rest] = e.texts;
  const project: ResumeProject = { name, highlights: bulletsOf(e.highlights) };
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
