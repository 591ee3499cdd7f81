// Which lines are section headings (decisions 010 and 121): the vocabulary with typographic
// evidence, then the document's own heading style; lines inside entries are left out.
import { findDateRange } from './_dates.ts';
import { WEAK_KEYWORDS } from './_heading-words.ts';
import {
  headingKind,
  headingShaped,
  headingText,
  isAllCaps,
  type SectionKind,
} from './_headings.ts';
import type { CvLine } from './_line.ts';

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

/** Each keyword of a heading names a section or qualifies one: "Education and Training". */
function plainForm(text: string, kind: SectionKind): boolean {
  const ws = text.toLowerCase().split(/\s+/);
  const last = headingKind(ws.at(-1) ?? '');
  // Without typography, accept only short plain forms ending in a keyword: "Experience",
  // "Technical Skills", "Education and Training", "Additional Information"; a weak word alone
  // ("Other", "Research") needs typography.
  return (
    ws.length <= 4 &&
    /^\p{Lu}/u.test(text) &&
    last !== undefined &&
    !(ws.length === 1 && kind === 'other' && WEAK_KEYWORDS.has(ws[0] ?? ''))
  );
}

/**
 * Marks which lines are section headings (decisions 010 and 121: vocabulary + typography).
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
    // "Contact information" lines inside a header block need clear heading typography.
    if (kind === 'contact' ? evidence >= 2 : evidence >= 1 || plainForm(text, kind))
      found.set(i, kind);
  });
  // Signatures once per line: they undo letter-spacing, which is not free on long documents.
  const sigs = lines.map(signature);
  dropSubheadings(lines, sigs, found);
  dropLabelsInJobs(lines, found);
  const sectionLevel = dropEntryLevels(lines, found);
  learnHeadingStyle(lines, sigs, found, sectionLevel);
  return found;
}

/**
 * Lines with the vocabulary of a heading but not its look are inside a section: "Languages" over a
 * list of programming languages, "Project" as a skill group. When most headings share one
 * typographic style, a vocabulary line in a smaller or plain style that many other lines also use
 * is not a heading (decision 121).
 */
function dropSubheadings(lines: CvLine[], sigOf: string[], found: Map<number, SectionKind>): void {
  const counts = new Map<string, number>();
  for (const sig of sigOf) counts.set(sig, (counts.get(sig) ?? 0) + 1);
  // The section each candidate sits in: a bold line inside a job or a degree is a label there.
  const order = [...found.keys()].sort((a, b) => a - b);
  const inEntries = new Set<number>();
  order.forEach((i, k) => {
    const above = found.get(order[k - 1] ?? -1);
    if (above && ENTRY_KINDS.has(above)) inEntries.add(i);
  });
  dropUnlevelled(lines, order, inEntries, found);
  const bySig = new Map<string, number[]>();
  for (const i of order) {
    const l = lines[i];
    if (!l || l.headingLevel > 0 || l.styleKey === '' || l.styleKey === 'b') continue;
    bySig.set(sigOf[i]!, [...(bySig.get(sigOf[i]!) ?? []), i]);
  }
  const ranked = [...bySig].sort((a, b) => b[1].length - a[1].length);
  const [domSig, dom = []] = ranked[0] ?? [];
  // One style must clearly be the section style: 3+ headings and more than any other (decision 121).
  if (!domSig || dom.length < 3 || dom.length === ranked[1]?.[1].length) return;
  const domSize = Math.min(...dom.map((i) => lines[i]?.size ?? 1));
  for (const [sig, idx] of bySig) {
    if (sig === domSig) continue;
    // Lines in this style that are not candidates: body text, or the entry titles.
    const others = (counts.get(sig) ?? 0) - idx.length;
    for (const i of idx) {
      const l = lines[i]!;
      // A style many other lines use is body text. A style two other lines share, no larger than
      // the section headings, is that of entry titles or group labels: "Key Projects" in a job,
      // "Languages" over a list of programming languages (decision 123).
      const common = others > idx.length + 2;
      const entryStyle = others >= 2 && l.size <= domSize;
      // 0.1 × body smaller than the section headings: a sub-heading ("Miscellaneous" under Experience).
      if (l.size < domSize - 0.1 || (common && styleEvidence(l) === 0) || entryStyle)
        found.delete(i);
    }
  }
}

const ENTRY_KINDS = new Set<SectionKind>(['work', 'education', 'projects', 'volunteer']);

// What a label inside a job names: its achievements, skills, projects, courses, papers, highlights.
// Sections whose entries look like jobs, and those a sidebar read into a job holds (languages,
// profile, interests), are never taken for one.
const LABEL_KINDS = new Set<SectionKind>([
  'awards',
  'skills',
  'projects',
  'certificates',
  'publications',
  'other',
]);

/** How a dated entry header is laid out: its cell count and the cell holding a full date range. */
function entryShape(line: CvLine): string | undefined {
  if (line.bullet) return undefined;
  const at = line.segments.findIndex((s) => {
    const r = findDateRange(s);
    return r !== undefined && (r.endDate !== undefined || r.current);
  });
  return at < 0 ? undefined : `${line.segments.length}:${at}`;
}

/**
 * Without heading typography, a label inside a job ("Key Achievements", "Skills used") reads like
 * a heading. It is none when its own lines do not open with an entry and a header laid out like
 * the section's first job follows before the next heading: the jobs go on after it (decision 123).
 */
function dropLabelsInJobs(lines: CvLine[], found: Map<number, SectionKind>): void {
  const order = [...found.keys()].sort((a, b) => a - b);
  let shape: string | undefined;
  order.forEach((i, k) => {
    const kind = found.get(i)!;
    const end = order[k + 1] ?? lines.length;
    if (kind === 'work') {
      const first = lines.slice(i + 1, end).find((l) => entryShape(l) !== undefined);
      shape = first && entryShape(first);
      return;
    }
    const next = lines[i + 1];
    const jobsGoOn =
      shape !== undefined &&
      LABEL_KINDS.has(kind) &&
      styleEvidence(lines[i]!) === 0 &&
      next !== undefined &&
      entryShape(next) !== shape &&
      lines.slice(i + 2, end).some((l) => entryShape(l) === shape);
    if (jobsGoOn) found.delete(i);
    else shape = undefined;
  });
}

/**
 * When a document marks its headings as such (Markdown "##", Word heading styles), a line that is
 * merely bold inside a job or degree ("**Projects**" over a job's project list) is not a heading.
 */
function dropUnlevelled(
  lines: CvLine[],
  order: number[],
  inEntries: Set<number>,
  found: Map<number, SectionKind>,
): void {
  const levelled = order.filter((i) => (lines[i]?.headingLevel ?? 0) > 0).length;
  // Decision 121: three marked headings, three quarters of all, make the marking the rule.
  if (levelled < 3 || levelled < order.length * 0.75) return;
  for (const i of inEntries) {
    const l = lines[i]!;
    if (l.headingLevel === 0 && l.size < 1.15 && !isAllCaps(headingText(l))) found.delete(i);
  }
}

/**
 * Heading levels (Markdown "#", Word heading styles) may mark entries as well as sections. The
 * section level holds most known headings (the shallower on a tie, and at least half of them).
 * Another level holds entries when most of its lines are not heading words ("### Mapmaker, Lantern
 * Row"), or, below the section level, when a line of it is followed by a date range (a job title
 * over its dates); a heading word at such a level is an entry or a label in one ("### Volunteer",
 * "### Languages" in Skills) (decision 123). Returns the section level, 0 when there is none.
 */
function dropEntryLevels(lines: CvLine[], found: Map<number, SectionKind>): number {
  if (found.size === 0) return 0;
  const first = Math.min(...found.keys());
  const known = new Map<number, number>();
  const other = new Map<number, number>();
  const dated = new Set<number>();
  lines.forEach((l, i) => {
    if (l.headingLevel === 0 || i < first) return;
    const tally = found.has(i) ? known : other;
    tally.set(l.headingLevel, (tally.get(l.headingLevel) ?? 0) + 1);
    const next = lines[i + 1];
    if (!found.has(i) && next && next.headingLevel === 0 && entryShape(next))
      dated.add(l.headingLevel);
  });
  let section = 0;
  for (const [level, n] of known) {
    const best = known.get(section) ?? 0;
    if (n > best || (n === best && level < section)) section = level;
  }
  if ((known.get(section) ?? 0) * 2 < found.size) section = 0;
  const holdsEntries = (level: number): boolean =>
    level !== section &&
    ((other.get(level) ?? 0) >= Math.max(2, known.get(level) ?? 0) ||
      (section > 0 && level > section && dated.has(level)));
  for (const i of [...found.keys()]) {
    const level = lines[i]!.headingLevel;
    if (level > 0 && holdsEntries(level)) found.delete(i);
  }
  return section;
}

/**
 * Headings styled like the known ones ("Patents", "Invited Talks") are headings too: the same
 * style key and capitals while that style is rare, or the sections' Markdown/Word heading level.
 */
function learnHeadingStyle(
  lines: CvLine[],
  sigOf: string[],
  found: Map<number, SectionKind>,
  sectionLevel: number,
): void {
  const sigs = new Map<string, number>();
  for (const i of found.keys()) {
    const line = lines[i];
    if (line && styleEvidence(line) > 0 && line.styleKey !== '' && line.styleKey !== 'b') {
      sigs.set(sigOf[i]!, (sigs.get(sigOf[i]!) ?? 0) + 1);
    }
  }
  const firstHeading = Math.min(...found.keys());
  for (const [sig, known] of sigs) {
    const same = lines.map((l, i) => [l, i] as const).filter(([, i]) => sigOf[i] === sig);
    if (same.length > known * 2 + 2) continue;
    for (const [l, i] of same)
      if (i > firstHeading && !found.has(i) && headingShaped(l)) found.set(i, 'other');
  }
  lines.forEach((l, i) => {
    if (
      i > firstHeading &&
      !found.has(i) &&
      sectionLevel > 0 &&
      l.headingLevel === sectionLevel &&
      headingShaped(l)
    )
      found.set(i, 'other');
  });
}
