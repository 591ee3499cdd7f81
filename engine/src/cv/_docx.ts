// DOCX → lines through mammoth's HTML: headings, bold paragraphs, list items, table rows.
import mammoth from 'mammoth';
import { EngineError } from '../engine-error.ts';
import { readZipEntry, zipEntries } from './_zip.ts';
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

interface Block {
  html: string;
  tag: string;
  list: boolean;
}

// mammoth writes a small, regular subset of HTML, so a tag scanner is enough here.
function blocks(html: string): { blocks: (Block | Block[][])[]; tables: number } {
  const out: (Block | Block[][])[] = [];
  let tables = 0;
  const re = /<table>([\s\S]*?)<\/table>|<(h[1-6]|p|li)(?:\s[^>]*)?>([\s\S]*?)<\/\2>/g;
  for (const m of html.matchAll(re)) {
    if (m[1] !== undefined) {
      tables++;
      const rows = [...m[1].matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((r) =>
        [...(r[1] ?? '').matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((c) => ({
          html: c[1] ?? '',
          tag: 'td',
          list: false,
        })),
      );
      out.push(rows);
    } else out.push({ html: m[3] ?? '', tag: m[2] ?? 'p', list: m[2] === 'li' });
  }
  return { blocks: out, tables };
}

function blockToLines(b: Block): CvLine[] {
  // A cell or list item may hold several paragraphs; each <br> is a visual line too.
  const inner = b.html.replace(/<\/(p|li|h[1-6])>/g, '<br />');
  const level = /^h([1-6])$/.exec(b.tag)?.[1];
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
        bullet: bullet || b.list,
        styleKey: level ? `h${level}` : bold ? 'b' : '',
      }),
    );
  }
  return lines;
}

// mammoth skips page headers and footers, where many Word CVs keep the name and contacts.
async function headerFooter(bytes: Uint8Array, part: 'header' | 'footer'): Promise<CvLine[]> {
  const seen = new Set<string>();
  const lines: CvLine[] = [];
  const entries = (zipEntries(bytes) ?? []).filter((e) =>
    new RegExp(`^word/${part}\\d*\\.xml$`).test(e.name),
  );
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const raw = await readZipEntry(bytes, entry);
    if (!raw) continue;
    const xml = new TextDecoder().decode(raw);
    for (const p of xml.match(/<w:p[ >][\s\S]*?<\/w:p>/g) ?? []) {
      const text = decode(
        p
          .replace(/<w:tab\/>/g, '\t')
          .replace(/<(?!\/?w:t[ >])[^>]+>/g, '')
          .replace(/<\/?w:t[^>]*>/g, ''),
      );
      const segments = splitCells(text);
      const key = segments.join('\t');
      if (segments.length === 0 || seen.has(key) || /^(page\s*)?\d+(\s*(of|\/)\s*\d+)?$/i.test(key))
        continue;
      seen.add(key);
      lines.push(plainLine(segments));
    }
  }
  return lines;
}

/**
 * Reads a DOCX file into lines. Throws EngineError `corrupt` when mammoth cannot read it.
 * @example const { lines, tables } = await readDocx(bytes)
 */
export async function readDocx(bytes: Uint8Array): Promise<DocxContent> {
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
    throw new EngineError(
      'corrupt',
      'This Word file is damaged or not a valid DOCX: save it again and retry.',
    );
  }
  const links = [...html.matchAll(/<a href="([^"]+)"/g)]
    .map((m) => decode(m[1] ?? ''))
    .filter((u) => !u.startsWith('#'));
  const { blocks: parsed, tables } = blocks(html);
  const lines: CvLine[] = [];
  for (const b of parsed) {
    if (!Array.isArray(b)) {
      lines.push(...blockToLines(b));
      continue;
    }
    for (const row of b) {
      const cells = row.map((c) => blockToLines(c));
      if (cells.every((c) => c.length <= 1)) {
        // A row of single-line cells reads as one line with cells ("2019 – 2021 | Acme | Engineer").
        const first = cells.find((c) => c.length === 1)?.[0];
        if (first) lines.push({ ...first, segments: cells.flatMap((c) => c[0]?.segments ?? []) });
      } else for (const c of cells) lines.push(...c);
    }
  }
  const top = await headerFooter(bytes, 'header');
  const bottom = await headerFooter(bytes, 'footer');
  return {
    lines: [...top, ...lines, ...bottom],
    headerFooterLines: [...top, ...bottom],
    links: [...new Set(links)],
    images,
    tables,
  };
}
