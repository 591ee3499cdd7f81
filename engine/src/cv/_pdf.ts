// PDF → positioned text items and link targets, through unpdf's bundled pdf.js.
import { getDocumentProxy } from 'unpdf';
import { EngineError } from '../engine-error.ts';
import type { PdfItem, PdfPage } from './_pdf-layout.ts';
import { letterSpacedItems, markWordBreaks } from './_pdf-spacing.ts';

/** What the PDF reader hands to the layout pass. */
export interface PdfContent {
  pages: PdfPage[];
  links: string[];
  /** The file draws raster images (a photo, a logo, a scanned page). */
  hasImages: boolean;
  /** Share of characters that are unmapped glyphs (U+FFFD or control characters). */
  garbledShare: number;
}

interface RawTextItem {
  str?: string;
  transform?: number[];
  width?: number;
  fontName?: string;
}

/** Counts replacement and control characters: glyphs the font could not map to text. */
function unmapped(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0xfffd || (c < 0x20 && c !== 9 && c !== 10 && c !== 13)) n++;
  }
  return n;
}

function asEngineError(err: unknown): EngineError {
  if (err instanceof EngineError) return err;
  const name = err instanceof Error ? err.name : '';
  if (name === 'PasswordException') {
    return new EngineError(
      'encrypted',
      'This PDF is password-protected: remove the password and upload it again.',
    );
  }
  return new EngineError(
    'corrupt',
    'This PDF is damaged or not a valid PDF file: export it again and retry.',
  );
}

// Image XObjects are declared in plain dictionaries in almost every writer; a byte scan is far
// cheaper than walking each page's operator list (decision 010).
function declaresImages(bytes: Uint8Array): boolean {
  const text = new TextDecoder('latin1').decode(
    bytes.length > 4_000_000 ? bytes.subarray(0, 4_000_000) : bytes,
  );
  return /\/Subtype\s*\/Image\b/.test(text);
}

/**
 * Reads every page's text items and the document's link targets.
 * Throws EngineError `encrypted`, `corrupt` or `too_many_pages`.
 * @example const { pages, links } = await readPdf(bytes, CV_LIMITS.maxPages)
 */
export async function readPdf(bytes: Uint8Array, maxPages: number): Promise<PdfContent> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // pdf.js takes ownership of the buffer it is given, so hand it a copy.
    pdf = await getDocumentProxy(bytes.slice(), { verbosity: 0, stopAtErrors: false });
  } catch (err) {
    throw asEngineError(err);
  }
  try {
    if (pdf.numPages > maxPages) {
      throw new EngineError(
        'too_many_pages',
        `This PDF has ${pdf.numPages} pages; a CV may have at most ${maxPages}.`,
      );
    }
    const pages: PdfPage[] = [];
    const links: string[] = [];
    let chars = 0;
    let garbled = 0;
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const [, , width = 612, height = 792] = page.view;
      const content = await page.getTextContent();
      const items: PdfItem[] = [];
      for (const raw of content.items as RawTextItem[]) {
        const t = raw.transform;
        if (typeof raw.str !== 'string' || !t || t.length < 6) continue;
        const [a = 0, b = 0, , , x = 0, y = 0] = t;
        chars += raw.str.length;
        garbled += unmapped(raw.str);
        items.push({
          str: raw.str,
          x,
          y,
          width: raw.width ?? 0,
          size: Math.hypot(a, b),
          font: raw.fontName ?? '',
        });
      }
      // A letter-spaced name on the first page: find its word breaks (decision 120).
      if (n === 1) await markWordBreaks(page, letterSpacedItems(items));
      pages.push({ width, height, items });
      const annotations = (await page.getAnnotations()) as { subtype?: string; url?: unknown }[];
      for (const a of annotations)
        if (a.subtype === 'Link' && typeof a.url === 'string') links.push(a.url);
      page.cleanup();
    }
    return {
      pages,
      links: [...new Set(links)],
      hasImages: declaresImages(bytes),
      garbledShare: chars ? garbled / chars : 0,
    };
  } catch (err) {
    throw asEngineError(err);
  } finally {
    await pdf.loadingTask.destroy().catch(() => undefined);
  }
}
