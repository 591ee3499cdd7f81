// The line model every input format is reduced to before the shared structure pass.
import { smallCapsToLetters } from './_text-clean.ts';

/** One visual line of the CV, with the typography the structure pass needs. */
export interface CvLine {
  /** Cells of the line: text runs separated by a wide gap or a tab (e.g. "Employer", "City"). */
  segments: string[];
  /** Font size relative to the body text (1 = body); 1 when unknown. */
  size: number;
  /** Identifies the font and size (PDF) or paragraph style (DOCX); '' when unknown. */
  styleKey: string;
  /** The first run uses a different font from the body text (often bold); PDF only. */
  distinctFont: boolean;
  /** Known bold (DOCX strong, Markdown **); false when unknown. */
  bold: boolean;
  /** 1–6 for DOCX/Markdown headings, else 0. */
  headingLevel: number;
  /** Extra vertical space above, in body line heights (text: blank lines). */
  gapAbove: number;
  /** Left offset from the column's left edge, in body font sizes. */
  indent: number;
  bullet: boolean;
  page: number;
}

const BULLET = /^\s*(?:[•◦▪▫■□●○‣⁃∙·✓✔➢➤►▸▹*]|[\p{So}\p{Sm}␣\-–—](?=\s)|\(?\d{1,2}[.)](?=\s))\s*/u;
// Private Use Area characters come from icon fonts (phone, mail, LinkedIn glyphs): never text.
const ICONS = /[\uE000-\uF8FF\u{F0000}-\u{FFFFD}]/gu;

/**
 * Cleans one run of text: small capitals stored as private-use glyphs read as letters, other
 * icon glyphs and control characters removed, soft hyphens dropped, spaces collapsed.
 * @example cleanText('  Ada\u00ADLovelace ') // 'AdaLovelace'
 */
export function cleanText(s: string): string {
  return (
    smallCapsToLetters(s)
      .replace(ICONS, ' ')
      // Control characters are glyphs the font could not map (icons): never text.
      .replace(/\p{Cc}/gu, ' ')
      .replace(/[\u00AD\u200B-\u200D\uFEFF]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * Strips a leading bullet or list number; tells whether there was one.
 * @example stripBullet('• Led the team') // { text: 'Led the team', bullet: true }
 */
export function stripBullet(s: string): { text: string; bullet: boolean } {
  const m = BULLET.exec(s);
  if (!m || m[0].length >= s.length) return { text: s, bullet: false };
  return { text: s.slice(m[0].length).trim(), bullet: true };
}

/**
 * A Symbol-font bullet (a Private Use Area glyph) at the start of a paragraph → "• ".
 * @example leadingIconToBullet('\uF0B7 Led the team') // '• Led the team'
 */
export function leadingIconToBullet(s: string): string {
  return s.replace(/^(\s*)[\uE000-\uF8FF]\s*/u, '$1• ');
}

/**
 * Splits a line into cells on tabs, wide spaces and the separators CV headers use ("a | b", "a • b").
 * @example splitCells('ada@example.com | +1 555 0100') // ['ada@example.com', '+1 555 0100']
 */
export function splitCells(text: string): string[] {
  return text
    .split(/\t+| {3,}|\s+[|•·◦]\s+/)
    .map(cleanText)
    .filter((s) => s !== '');
}

/**
 * The line's text, cells joined by a tab (the plain-text form keeps the cells).
 * @example lineText(plainLine(['Acme', '2021'])) // 'Acme\t2021'
 */
export function lineText(line: CvLine): string {
  return line.segments.join('\t');
}

/**
 * The line's words, cells joined by a space and trimmed, as a sentence reads them.
 * @example lineWords(plainLine(['Web Developer', 'Acme '])) // 'Web Developer Acme'
 */
export function lineWords(line: CvLine): string {
  return line.segments.join(' ').trim();
}

/**
 * A line with default typography, for formats that carry none.
 * @example plainLine(['Experience'], { headingLevel: 2 })
 */
export function plainLine(segments: string[], extra: Partial<CvLine> = {}): CvLine {
  return {
    segments,
    size: 1,
    styleKey: '',
    distinctFont: false,
    bold: false,
    headingLevel: 0,
    gapAbove: 0,
    indent: 0,
    bullet: false,
    page: 1,
    ...extra,
  };
}

/**
 * Plain text or Markdown → lines: tabs or 3+ spaces split cells; blank lines become gaps.
 * @example textToLines('## Skills\n- Go') // [{ segments: ['Skills'], headingLevel: 2, … }, { segments: ['Go'], bullet: true, … }]
 */
export function textToLines(text: string): CvLine[] {
  const lines: CvLine[] = [];
  let gap = 0;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (/^\s*([-=_*]\s*){3,}$/.test(raw)) {
      // A Setext underline or rule: the line above is a heading.
      const prev = lines.at(-1);
      if (prev && /^\s*[=-]/.test(raw) && gap === 0) prev.headingLevel = raw.includes('=') ? 1 : 2;
      gap++;
      continue;
    }
    if (!raw.trim()) {
      gap++;
      continue;
    }
    let s = leadingIconToBullet(raw).replace(ICONS, ' ');
    let headingLevel = 0;
    let bold = false;
    const h = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(s);
    if (h?.[1] && h[2] !== undefined) {
      headingLevel = h[1].length;
      s = h[2];
    }
    const b = /^\s*(\*\*|__)(.+?)\1\s*:?\s*$/.exec(s);
    if (b?.[2]) {
      bold = true;
      s = b[2];
    }
    s = s.replace(/\*\*|__|`/g, '').replace(/\[([^\]]+)\]\(([^)]+)\)/g, '$1 ($2)');
    const indent = (/^[ \t]*/.exec(s)?.[0] ?? '').replace(/\t/g, '    ').length / 2;
    const { text, bullet } = stripBullet(s.trim());
    const segments = splitCells(text);
    if (segments.length === 0) continue;
    lines.push(plainLine(segments, { headingLevel, bold, bullet, indent, gapAbove: gap }));
    gap = 0;
  }
  return lines;
}

const UNFINISHED =
  /(?:,|\b(?:a|an|the|and|or|of|in|to|for|with|by|on|at|from|into|via|using|including|such as|as well as))$/;

// A line that opens with its own label ("Operating System: Linux, Windows") starts a thing of its
// own: in a dump of two columns it is the other column's line, never the rest of a sentence.
const LABEL_START = /^\p{Lu}[\p{L}&/ -]{0,30}:\s/u;

/**
 * Whether `next` goes on with `above`: the line above ends where no sentence ends, on a comma or
 * a word that needs what follows ("… logic in", "… results to the", "Stack: Python, Postgres,"),
 * and the next one, whatever its case, is no labelled line of its own.
 * @example goesOnInto('… Stack: Python, Postgres,', 'Kafka') // true
 * @example goesOnInto('… legacy code and', 'Operating System: Linux, Windows') // false
 */
export function goesOnInto(above: string, next: string): boolean {
  return UNFINISHED.test(above) && !LABEL_START.test(next);
}
