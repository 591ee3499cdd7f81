// A small flowing-text layout on top of pdf-lib: pages, wrapped paragraphs with hanging bullets,
// inline bold/italic runs, and fonts that fall back to a second subset for characters the first
// lacks. Every PDF the engine renders goes through it, so wrapping and page breaks behave alike.
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { fontBytes, type FontStyle } from './_fonts.ts';

/**
 * Paper size of a PDF export: ISO A4 (595 × 842 pt) or US Letter (612 × 792 pt).
 *
 * @example const size: PageSize = 'Letter'
 */
export type PageSize = 'A4' | 'Letter';
export type Rgb = [number, number, number];

const PAGE: Record<PageSize, [number, number]> = { A4: [595.28, 841.89], Letter: [612, 792] };

/** A font style that draws each character with the first embedded subset that has it. */
export interface Face {
  width(text: string, size: number): number;
  draw(page: PDFPage, text: string, x: number, y: number, size: number, color: Rgb): void;
}

/** A piece of text in one face; a paragraph is a list of them. */
export interface Run {
  text: string;
  face: Face;
}

const SUBSET_TAG = { serif: 'JFSE', sans: 'JFSA' } as const;
const POSTSCRIPT = { serif: 'SourceSerif4', sans: 'SourceSans3' } as const;

async function makeFace(
  doc: PDFDocument,
  family: 'serif' | 'sans',
  style: FontStyle,
  needExt: boolean,
): Promise<Face> {
  const embed = async (subset: 'latin' | 'latin-ext'): Promise<[PDFFont, Set<number>]> => {
    const font = await doc.embedFont(await fontBytes(family, style, subset), {
      subset: true,
      // A fixed name keeps the bytes the same for the same input (pdf-lib would add a suffix);
      // the six-capital prefix is the PDF convention for a subset font.
      customName: `${SUBSET_TAG[family]}${style[0]?.toUpperCase()}${subset === 'latin' ? 'L' : 'X'}+${POSTSCRIPT[family]}-${style}`,
    });
    return [font, new Set(font.getCharacterSet())];
  };
  const fonts = [await embed('latin'), ...(needExt ? [await embed('latin-ext')] : [])];
  const [mainFont] = fonts[0] as [PDFFont, Set<number>];
  // Splits text into runs per font; a character no subset has becomes "?" rather than a blank box.
  const runs = (text: string): [PDFFont, string][] => {
    const out: [PDFFont, string][] = [];
    for (const ch of text) {
      const cp = ch.codePointAt(0) ?? 0;
      const hit = fonts.find(([, set]) => set.has(cp));
      const [font, s] = hit ? [hit[0], ch] : [mainFont, '?'];
      const last = out[out.length - 1];
      if (last && last[0] === font) last[1] += s;
      else out.push([font, s]);
    }
    return out;
  };
  // Width is linear in size; fontkit's layout (kerning, ligatures) is the slow part of a render,
  // and wrapping measures the same words again and again.
  const unitWidths = new Map<string, number>();
  const width = (text: string, size: number): number => {
    let unit = unitWidths.get(text);
    if (unit === undefined) {
      unit = runs(text).reduce((w, [font, s]) => w + font.widthOfTextAtSize(s, 1), 0);
      if (unitWidths.size < 20_000) unitWidths.set(text, unit);
    }
    return unit * size;
  };
  return {
    width,
    draw: (page, text, x, y, size, color) => {
      for (const [font, s] of runs(text)) {
        page.drawText(s, { x, y, size, font, color: rgb(...color) });
        x += font.widthOfTextAtSize(s, size);
      }
    },
  };
}

/** Options of a new PDF. */
export interface WriterOptions {
  pageSize: PageSize;
  family: 'serif' | 'sans';
  /** All the text the document will hold: decides whether the latin-ext subset is embedded. */
  text: string;
  margin: number;
  title: string;
  author?: string;
  /** ISO date for the PDF's creation and modification dates; without it the PDF has none. */
  date?: string;
}

// Basic Latin, Latin-1 and the punctuation CVs use: all in the `latin` subset.
const LATIN = /^[\t\n\r\u0020-\u00ff\u2013\u2014\u2018-\u201e\u2022\u2026\u20ac\u2122]*$/u;

/** Creates a document with its faces; `y` is the baseline of the next line. */
export async function createWriter(o: WriterOptions) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  const needExt = !LATIN.test(o.text);
  const faces: Record<FontStyle, Face> = {
    regular: await makeFace(doc, o.family, 'regular', needExt),
    semibold: await makeFace(doc, o.family, 'semibold', needExt),
    bold: await makeFace(doc, o.family, 'bold', needExt),
    italic: await makeFace(doc, o.family, 'italic', needExt),
  };
  doc.setTitle(o.title);
  if (o.author) doc.setAuthor(o.author);
  doc.setCreator('Jobfit');
  doc.setProducer('Jobfit (pdf-lib)');
  if (o.date) {
    doc.setCreationDate(new Date(o.date));
    doc.setModificationDate(new Date(o.date));
  }
  const [pageWidth, pageHeight] = PAGE[o.pageSize];
  const left = o.margin;
  const right = pageWidth - o.margin;
  let page = doc.addPage([pageWidth, pageHeight]);
  const w = {
    doc,
    faces,
    left,
    right,
    width: right - left,
    y: pageHeight - o.margin,
    get page(): PDFPage {
      return page;
    },
    /** Starts a new page unless `height` more points fit above the bottom margin. */
    ensure(height: number): void {
      if (w.y - height >= o.margin) return;
      page = doc.addPage([pageWidth, pageHeight]);
      w.y = pageHeight - o.margin;
    },
    /** Draws one line of text at the current baseline, left, centred or right-aligned. */
    text(
      text: string,
      face: Face,
      size: number,
      color: Rgb,
      align: 'left' | 'center' | 'right' = 'left',
    ): void {
      const tw = face.width(text, size);
      const x =
        align === 'left' ? left : align === 'right' ? right - tw : left + (w.width - tw) / 2;
      face.draw(page, text, x, w.y, size, color);
    },
    /** A horizontal rule `gap` points below the current baseline. */
    rule(gap: number, color: Rgb, thickness = 0.6): void {
      page.drawLine({
        start: { x: left, y: w.y - gap },
        end: { x: right, y: w.y - gap },
        thickness,
        color: rgb(...color),
      });
    },
    /**
     * Wraps runs into lines of the text width minus `indent`, and draws them; a `bullet` hangs in
     * the indent of the first line. Moves `y` below the last line.
     */
    paragraph(
      runs: Run[],
      size: number,
      lineHeight: number,
      color: Rgb,
      indent = 0,
      bullet?: Run,
      width?: number,
    ): void {
      const lines = wrap(runs, size, width ?? right - left - indent);
      lines.forEach((line, i) => {
        // Never leave the first line of a wrapped paragraph alone at the foot of a page.
        w.ensure(i === 0 && lines.length > 1 ? lineHeight + size : size);
        if (i === 0 && bullet)
          bullet.face.draw(page, bullet.text, left + indent - 10, w.y, size, color);
        let x = left + indent;
        for (const piece of line) {
          piece.face.draw(page, piece.text, x, w.y, size, color);
          x += piece.face.width(piece.text, size);
        }
        w.y -= lineHeight;
      });
    },
    save: () => doc.save({ useObjectStreams: false }),
  };
  return w;
}

/** A writer as `createWriter` returns it. */
export type Writer = Awaited<ReturnType<typeof createWriter>>;

/** Greedy word wrap over runs; a word wider than the line is cut by characters. */
function wrap(runs: Run[], size: number, width: number): Run[][] {
  const words: Run[] = [];
  for (const r of runs)
    for (const [i, part] of r.text.split(' ').entries()) {
      if (i > 0) words.push({ text: ' ', face: r.face });
      if (part) words.push({ text: part, face: r.face });
    }
  const lines: Run[][] = [[]];
  let used = 0;
  const push = (word: Run) => {
    const line = lines[lines.length - 1] as Run[];
    const last = line[line.length - 1];
    if (last && last.face === word.face) last.text += word.text;
    else line.push({ ...word });
    used += word.face.width(word.text, size);
  };
  for (const word of words) {
    const ww = word.face.width(word.text, size);
    if (word.text === ' ') {
      if (used > 0) push(word);
      continue;
    }
    if (used + ww > width && used > 0) {
      trimEnd(lines[lines.length - 1] as Run[]);
      lines.push([]);
      used = 0;
    }
    if (ww <= width) push(word);
    else
      for (const ch of word.text) {
        if (used + word.face.width(ch, size) > width && used > 0) {
          lines.push([]);
          used = 0;
        }
        push({ text: ch, face: word.face });
      }
  }
  trimEnd(lines[lines.length - 1] as Run[]);
  return lines.filter((l) => l.length > 0);
}

function trimEnd(line: Run[]): void {
  const last = line[line.length - 1];
  if (last) last.text = last.text.replace(/ +$/, '');
  if (last && last.text === '') line.pop();
}
