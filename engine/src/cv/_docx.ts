// DOCX → lines: the body through mammoth's HTML (headings, bold paragraphs, list items, tables);
// page headers, footers and text boxes mammoth skips from the WordprocessingML itself, taking only
// real text runs (never field codes or drawing coordinates). Decisions 010 and 120.
import mammoth from 'mammoth';
import { EngineError } from '../engine-error.ts';
import { readZipEntry, zipEntries, zipInflatesWithin } from './_zip.ts';
import { CV_LIMITS } from './cv-limits.ts';
import {
  cleanText,
  leadingIconToBullet,
  plainLine,
  splitCells,
  stripBullet,
  type CvLine,
} from './_line.ts';

/** What the DOCX reader hands to the structure pass. */
export interface DocxContent {
  lines: CvLine[];
  /** Lines that come from page headers and footers (already placed first and last in `lines`). */
  headerFooterLines: CvLine[];
  links: string[];
  images: number;
  tables: number;
  /** Text columns of the page layout (Word section columns), 1 for one column. */
  columns: number;
  /** A layout table with a narrow column of its own headings, and on which side. */
  sidebar?: 'left' | 'right';
  /** Symbol-font or private-use glyphs used as icons (not as list bullets). */
  icons: boolean;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decode(s: string): string {
  return s.replace(/&(#x?[0-9a-f]+|\w+);/gi, (m, e: string) => {
    if (e.startsWith('#')) {
      const code =
        e[1]?.toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

function blockToLines(html: string, tag: string): CvLine[] {
  // A cell or list item may hold several paragraphs; each <br> is a visual line too.
  const inner = html.replace(/<\/(p|li|h[1-6])>/g, '<br />');
  const level = /^h([1-6])$/.exec(tag)?.[1];
  const lines: CvLine[] = [];
  for (const part of inner.split(/<br\s*\/?>/)) {
    const plain = decode(part.replace(/<[^>]+>/g, ''));
    const text = leadingIconToBullet(plain).trim();
    if (!cleanText(text)) continue;
    const strongOnly = decode(
      part.replace(/<strong>[\s\S]*?<\/strong>/g, '').replace(/<[^>]+>/g, ''),
    ).trim();
    const { text: t, bullet } = stripBullet(text);
    const bold = /<strong>/.test(part) && strongOnly.replace(/[:\s]/g, '') === '';
    const segments = splitCells(t);
    if (segments.length === 0) continue;
    lines.push(
      plainLine(segments, {
        headingLevel: level ? Number(level) : 0,
        bold,
        bullet: bullet || tag === 'li',
        styleKey: level ? `h${level}` : bold ? 'b' : '',
      }),
    );
  }
  return lines;
}

// The end of the element that opens at `from`, counting nested elements of the same name.
function closing(html: string, name: string, from: number): number {
  const re = new RegExp(`<(/?)${name}(?:\\s[^>]*)?>`, 'g');
  re.lastIndex = from;
  let depth = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return m.index;
  }
  return html.length;
}

// The direct children named `name` (e.g. rows of a table, cells of a row), nesting respected.
function children(html: string, name: string): string[] {
  const out: string[] = [];
  const re = new RegExp(`<${name}(?:\\s[^>]*)?>`, 'g');
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const end = closing(html, name, m.index);
    out.push(html.slice(m.index + m[0].length, end));
    re.lastIndex = end;
  }
  return out;
}

/** mammoth's HTML → lines; tables row by row, each row's cells left to right. */
function htmlToLines(html: string, count: { tables: number }): CvLine[] {
  const lines: CvLine[] = [];
  const re = /<table(?:\s[^>]*)?>|<(h[1-6]|p|li)(?:\s[^>]*)?>([\s\S]*?)<\/\1>/g;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    if (m[1] === undefined) {
      count.tables++;
      const end = closing(html, 'table', m.index);
      for (const row of children(html.slice(m.index + m[0].length, end), 'tr')) {
        const cells = children(row.replace(/<(\/?)th\b/g, '<$1td'), 'td').map((c) =>
          /<table/.test(c) ? htmlToLines(c, count) : htmlToLines(c, { tables: 0 }),
        );
        if (cells.every((c) => c.length <= 1)) {
          // A row of one-line cells reads as one line with cells ("2019 – 2021 | Acme | Engineer").
          const first = cells.find((c) => c.length === 1)?.[0];
          if (first) lines.push({ ...first, segments: cells.flatMap((c) => c[0]?.segments ?? []) });
        } else for (const c of cells) lines.push(...c);
      }
      re.lastIndex = end;
    } else lines.push(...blockToLines(m[2] ?? '', m[1] ?? 'p'));
  }
  return lines;
}

/** One paragraph of a WordprocessingML part, as Word shows its text. */
interface WordParagraph {
  text: string;
  /** In a DrawingML text box that has no VML copy (mammoth does not read those). */
  unreadTextbox: boolean;
}

/**
 * The paragraphs of a WordprocessingML part in reading order. Only text runs count: field codes,
 * deleted text and drawing coordinates (wp:posOffset, a:off) never do. A text box is read once
 * (its DrawingML copy, not the VML fallback), right after the paragraph that anchors it.
 */
function wordParagraphs(xml: string): { paragraphs: WordParagraph[]; symbols: number } {
  const out: WordParagraph[] = [];
  const open: { text: string; boxed: WordParagraph[] }[] = [];
  const stack: string[] = [];
  let fallback = 0;
  let symbols = 0;
  const re = /<(\/?)([\w.:-]+)([^>]*?)(\/?)>|([^<]+)/g;
  for (let m = re.exec(xml); m; m = re.exec(xml)) {
    const [, close, name = '', , selfClose, text] = m;
    const para = open.at(-1);
    if (text !== undefined) {
      if (para && fallback === 0 && stack.at(-1) === 'w:t') para.text += decode(text);
      continue;
    }
    if (close) {
      const at = stack.lastIndexOf(name);
      if (at >= 0) stack.length = at;
      if (name === 'mc:Fallback') fallback--;
      if (name === 'w:p' && para && fallback === 0) {
        open.pop();
        const entry = {
          text: para.text,
          unreadTextbox: stack.includes('wps:txbx') && !stack.includes('mc:AlternateContent'),
        };
        const target = open.at(-1);
        if (target) target.boxed.push(entry, ...para.boxed);
        else out.push(entry, ...para.boxed);
      }
      continue;
    }
    const inRun = stack.at(-1) === 'w:r';
    if (para && fallback === 0 && inRun) {
      if (name === 'w:tab') para.text += '\t';
      else if (name === 'w:br' || name === 'w:cr') para.text += '\n';
      else if (name === 'w:noBreakHyphen') para.text += '-';
      else if (name === 'w:softHyphen') para.text += '\u00AD';
      else if (name === 'w:sym') symbols++;
    }
    if (selfClose) continue;
    if (name === 'mc:Fallback') fallback++;
    if (name === 'w:p' && fallback === 0) open.push({ text: '', boxed: [] });
    stack.push(name);
  }
  return { paragraphs: out, symbols };
}

async function partXml(bytes: Uint8Array, name: string): Promise<string | undefined> {
  const entry = (zipEntries(bytes) ?? []).find((e) => e.name === name);
  const raw = entry && (await readZipEntry(bytes, entry));
  return raw && new TextDecoder().decode(raw);
}

const PAGE_NUMBER = /^(page\s*)?\d+(\s*(of|\/)\s*\d+)?$/i;

// mammoth skips page headers and footers, where many Word CVs keep the name and contacts.
async function headerFooter(bytes: Uint8Array, part: 'header' | 'footer'): Promise<CvLine[]> {
  const seen = new Set<string>();
  const lines: CvLine[] = [];
  const names = (zipEntries(bytes) ?? [])
    .map((e) => e.name)
    .filter((n) => new RegExp(`^word/${part}\\d*\\.xml$`).test(n))
    .sort((a, b) => a.localeCompare(b));
  for (const name of names) {
    const xml = await partXml(bytes, name);
    if (!xml) continue;
    for (const p of wordParagraphs(xml).paragraphs)
      for (const row of p.text.split('\n')) {
        const segments = splitCells(row);
        const key = segments.join('\t');
        if (segments.length === 0 || seen.has(key) || PAGE_NUMBER.test(key)) continue;
        seen.add(key);
        lines.push(plainLine(segments));
      }
  }
  return lines;
}

const letters = (s: string): string => s.replace(/[^\p{L}\p{N}]+/gu, '').toLowerCase();

// Text boxes mammoth skipped go right after the line of the paragraph that anchors them.
function placeTextboxes(lines: CvLine[], paragraphs: WordParagraph[]): CvLine[] {
  const out = [...lines];
  let cursor = 0;
  let anchor = '';
  for (const p of paragraphs) {
    if (!p.unreadTextbox) {
      if (letters(p.text)) anchor = letters(p.text).slice(-30);
      continue;
    }
    const boxLines = p.text
      .split('\n')
      .map((row) => splitCells(row))
      .filter((s) => s.length > 0)
      .map((s) => plainLine(s));
    if (boxLines.length === 0) continue;
    const found = anchor
      ? out.findIndex((l, i) => i >= cursor && letters(l.segments.join('')).endsWith(anchor))
      : -1;
    const at = found >= 0 ? found + 1 : cursor;
    out.splice(at, 0, ...boxLines);
    cursor = at + boxLines.length;
  }
  return out;
}

const textOf = (xml: string): number =>
  [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].reduce(
    (n, m) => n + (m[1]?.length ?? 0),
    0,
  );

// A table laid out as two columns, one narrow, holding most of the CV's text reads as a sidebar
// beside the main column; a narrow label column in a small skills table does not (decision 120).
function layoutTable(xml: string): { sidebar?: 'left' | 'right' } {
  const start = xml.indexOf('<w:tbl>');
  if (start < 0) return {};
  const table = xml.slice(start, closing(xml, 'w:tbl', start));
  if (textOf(table) < 0.5 * textOf(xml)) return {};
  const grid = /<w:tblGrid>([\s\S]*?)<\/w:tblGrid>/.exec(table)?.[1] ?? '';
  const widths = [...grid.matchAll(/<w:gridCol w:w="(\d+)"/g)].map((m) => Number(m[1]));
  const total = widths.reduce((a, b) => a + b, 0);
  // Spacer columns (under a tenth of the width) between the two sides do not count.
  const cols = widths.filter((w) => w > total * 0.1);
  if (cols.length !== 2 || total === 0) return {};
  const [a = 0, b = 0] = cols;
  if (Math.min(a, b) >= total * 0.4) return {};
  return { sidebar: a < b ? 'left' : 'right' };
}

/**
 * Word's own text columns, in the section that holds most of the text. Text flows down the first
 * column and on into the next, so the reading order is already right; a narrow first or last
 * column of unequal widths is a sidebar.
 */
function sectionColumns(xml: string): { columns: number; sidebar?: 'left' | 'right' } {
  let best = { text: -1, props: '' };
  let from = 0;
  for (const m of xml.matchAll(/<w:sectPr\b[\s\S]*?<\/w:sectPr>/g)) {
    const text = textOf(xml.slice(from, m.index));
    if (text > best.text) best = { text, props: m[0] };
    from = m.index + m[0].length;
  }
  const columns = Number(/<w:cols\b[^>]*\bw:num="(\d+)"/.exec(best.props)?.[1] ?? 1);
  const widths = [...best.props.matchAll(/<w:col\b[^>]*\bw:w="(\d+)"/g)].map((m) => Number(m[1]));
  const [a = 0, b = 0] = widths;
  const total = a + b;
  if (columns !== 2 || widths.length !== 2 || Math.min(a, b) >= total * 0.4)
    return { columns: Math.max(1, columns) };
  return { columns, sidebar: a < b ? 'left' : 'right' };
}

/**
 * Reads a DOCX file into lines. Throws EngineError `corrupt` when mammoth cannot read it and
 * `too_large` when its parts inflate beyond `CV_LIMITS.maxInflatedBytes` (counted, decision 140).
 * @example const { lines, tables } = await readDocx(bytes)
 */
export async function readDocx(bytes: Uint8Array): Promise<DocxContent> {
  // Counted before mammoth (which inflates whole parts) and before our own part reads: a zip's
  // declared sizes can lie, so only the bytes that come out of the inflater count.
  if (!(await zipInflatesWithin(bytes, CV_LIMITS.maxInflatedBytes, CV_LIMITS.maxZipEntries))) {
    throw new EngineError('too_large', { key: 'docx_inflates' });
  }
  let images = 0;
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      {
        convertImage: mammoth.images.imgElement(() => {
          images++;
          return Promise.resolve({ src: '' });
        }),
      },
    );
    html = result.value;
  } catch {
    throw new EngineError('corrupt', { key: 'docx_damaged' });
  }
  const links = [...html.matchAll(/<a href="([^"]+)"/g)]
    .map((m) => decode(m[1] ?? ''))
    .filter((u) => !u.startsWith('#'));
  const count = { tables: 0 };
  const xml = (await partXml(bytes, 'word/document.xml')) ?? '';
  const { paragraphs, symbols } = wordParagraphs(xml);
  const lines = placeTextboxes(htmlToLines(html, count), paragraphs);
  const top = await headerFooter(bytes, 'header');
  const bottom = await headerFooter(bytes, 'footer');
  const section = sectionColumns(xml);
  const sidebar = section.sidebar ?? (count.tables > 0 ? layoutTable(xml).sidebar : undefined);
  const cols = section.columns;
  // Private-use glyphs anywhere but as a paragraph's leading bullet are icons.
  const icons =
    symbols > 0 ||
    html
      .split(/<\/(?:p|li|h[1-6])>/)
      .some((b) =>
        /[\uE000-\uF8FF]/u.test(leadingIconToBullet(decode(b.replace(/<[^>]+>/g, '')).trim())),
      );
  return {
    lines: [...top, ...lines, ...bottom],
    headerFooterLines: [...top, ...bottom],
    links: [...new Set(links)],
    images,
    tables: count.tables,
    columns: sidebar ? 2 : Math.max(1, cols),
    ...(sidebar ? { sidebar } : {}),
    icons,
  };
}
