// PDF → positioned text items and link targets, through unpdf's bundled pdf.js.
import { getDocumentProxy } from 'unpdf';
import { EngineError, type EngineErrorText } from '../engine-error.ts';
import type { PdfItem, PdfPage } from './_pdf-layout.ts';
import { letterSpacedItems, markWordBreaks } from './_pdf-spacing.ts';
import { inflateCounted } from './_zip.ts';
import { CV_LIMITS } from './cv-limits.ts';

/** The budgets `readPdf` reads within (decision 140); tests lower them. */
export interface PdfLimits {
  maxPages: number;
  /** Bytes all Flate streams (content, fonts, object streams) may inflate to, counted. */
  maxInflatedBytes: number;
  maxTextItems: number;
  maxTextChars: number;
}

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
    return new EngineError('encrypted', { key: 'pdf_encrypted' });
  }
  return new EngineError('corrupt', { key: 'pdf_damaged' });
}

// Image XObjects are declared in plain dictionaries in almost every writer; a byte scan is far
// cheaper than walking each page's operator list (decision 010).
function declaresImages(bytes: Uint8Array): boolean {
  const text = new TextDecoder('latin1').decode(
    bytes.length > 4_000_000 ? bytes.subarray(0, 4_000_000) : bytes,
  );
  return /\/Subtype\s*\/Image\b/.test(text);
}

const tooLarge = (text: EngineErrorText) => new EngineError('too_large', text);

const STREAM = /stream\r?\n/g;

/**
 * How many bytes the file's Flate streams inflate to, stopping past `maxBytes`: pdf.js inflates a
 * whole stream in memory before reading it, so a 1 MB file could hold gigabytes (a flate bomb).
 * Images are left out (text extraction never decodes them); a chain of Flate filters is inflated
 * as often as it is named.
 */
async function inflatedStreamBytes(bytes: Uint8Array, maxBytes: number): Promise<number> {
  const text = new TextDecoder('latin1').decode(bytes);
  let total = 0;
  for (const m of text.matchAll(STREAM)) {
    if (text.startsWith('end', m.index - 3)) continue; // "endstream"
    const start = m.index + m[0].length;
    // The stream's dictionary: from its object header (at most 4 KB back) to the keyword.
    const head = text.slice(Math.max(0, m.index - 4096), m.index);
    const dict = head.slice(head.lastIndexOf(' obj') + 1);
    if (!dict.trimEnd().endsWith('>>') || /\/Subtype\s*\/Image\b/.test(dict)) continue;
    const flates = dict.match(/\/FlateDecode\b/g)?.length ?? 0;
    if (flates === 0) continue;
    const end = text.indexOf('endstream', start);
    let data = bytes.subarray(start, end < 0 ? bytes.length : end);
    for (let i = 0; i < flates; i++) {
      const chunks: Uint8Array[] = [];
      const last = i === flates - 1;
      const { bytes: n } = await inflateCounted(data, 'deflate', maxBytes - total, (c) => {
        if (!last) chunks.push(c);
      });
      if (!last) {
        // A nested Flate layer: inflate what the outer layer gave (already within the budget).
        data = new Uint8Array(await new Blob(chunks as Uint8Array<ArrayBuffer>[]).arrayBuffer());
        if (n > maxBytes - total) return total + n;
        continue;
      }
      total += n;
    }
    if (total > maxBytes) return total;
  }
  return total;
}

interface TextReader {
  read(): Promise<{ done: boolean; value?: { items: unknown[] } }>;
}

/**
 * Reads every page's text items and the document's link targets, within `limits`: pages, bytes
 * inflated, text items and characters, each counted as the file is read (decision 140).
 * `onPage` hears of each page as its reading starts. Throws EngineError `encrypted`, `corrupt`,
 * `too_many_pages` or `too_large`.
 * @example const { pages, links } = await readPdf(bytes, CV_LIMITS.maxPages)
 */
export async function readPdf(
  bytes: Uint8Array,
  maxPages: number,
  limits: Omit<PdfLimits, 'maxPages'> = {
    maxInflatedBytes: CV_LIMITS.maxInflatedBytes,
    maxTextItems: CV_LIMITS.maxPdfTextItems,
    maxTextChars: CV_LIMITS.maxTextChars,
  },
  onPage?: (page: number, pages: number) => void,
): Promise<PdfContent> {
  if ((await inflatedStreamBytes(bytes, limits.maxInflatedBytes)) > limits.maxInflatedBytes)
    throw tooLarge({ key: 'pdf_inflates' });
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // pdf.js takes ownership of the buffer it is given, so hand it a copy.
    pdf = await getDocumentProxy(bytes.slice(), { verbosity: 0, stopAtErrors: false });
  } catch (err) {
    throw asEngineError(err);
  }
  try {
    if (pdf.numPages > maxPages) {
      throw new EngineError('too_many_pages', {
        key: 'pdf_too_many_pages',
        values: { pages: String(pdf.numPages), max: String(maxPages) },
      });
    }
    const pages: PdfPage[] = [];
    const links: string[] = [];
    let chars = 0;
    let garbled = 0;
    let count = 0;
    for (let n = 1; n <= pdf.numPages; n++) {
      onPage?.(n, pdf.numPages);
      const page = await pdf.getPage(n);
      const [, , width = 612, height = 792] = page.view;
      const items: PdfItem[] = [];
      // Streamed in small chunks, so reading stops as soon as a limit is passed instead of
      // building a million items first.
      const reader = (
        page.streamTextContent() as unknown as ReadableStream
      ).getReader() as TextReader;
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        for (const raw of (chunk.value?.items ?? []) as RawTextItem[]) {
          const t = raw.transform;
          if (typeof raw.str !== 'string' || !t || t.length < 6) continue;
          const [a = 0, b = 0, , , x = 0, y = 0] = t;
          chars += raw.str.length;
          count++;
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
        if (count > limits.maxTextItems || chars > limits.maxTextChars) {
          // No reader.cancel(): pdf.js then still enqueues into the closed stream and throws
          // where no one can catch it; destroying the document (below) stops the reading.
          throw tooLarge(
            count > limits.maxTextItems
              ? { key: 'pdf_too_many_items', values: { max: limits.maxTextItems } }
              : { key: 'pdf_too_many_chars', values: { max: limits.maxTextChars } },
          );
        }
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
