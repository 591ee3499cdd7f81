// Which lines are section headings (decisions 010 and 121): the vocabulary with typographic
// evidence, then the document's own heading style; lines inside entries are left out.
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
  learnHeadingStyle(lines, sigs, found);
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
    for (const i of idx) {
      const l = lines[i]!;
      // A style many other lines use: body text, or the entry titles' style.
      const common = (counts.get(sig) ?? 0) > idx.length * 2 + 2;
      // 0.1 × body smaller than the section headings: a sub-heading ("Miscellaneous" under Experience).
      if (l.size < domSize - 0.1 || (common && (styleEvidence(l) === 0 || inEntries.has(i))))
        found.delete(i);
    }
  }
}

const ENTRY_KINDS = new Set<SectionKind>(['work', 'education', 'projects', 'volunteer']);

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
 * Headings styled like the known ones ("Patents", "Invited Talks") are headings too: the same
 * style key and capitals while that style is rare, or the same Markdown/Word heading level.
 */
function learnHeadingStyle(
  lines: CvLine[],
  sigOf: string[],
  found: Map<number, SectionKind>,
): void {
  const sigs = new Map<string, number>();
  const levels = new Set<number>();
  for (const i of found.keys()) {
    const line = lines[i];
    if (line && line.headingLevel > 0) levels.add(line.headingLevel);
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
    if (i > firstHeading && !found.has(i) && levels.has(l.headingLevel) && headingShaped(l))
      found.set(i, 'other');
  });
}
