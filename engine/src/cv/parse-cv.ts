import { EngineError } from '../engine-error.ts';
import type { ParsedCv, ParseWarning } from '../resume.ts';
import { buildCv } from './_build.ts';
import { readDocx } from './_docx.ts';
import { readJsonResume } from './_json-resume.ts';
import { layoutPdf } from './_pdf-layout.ts';
import { readPdf } from './_pdf.ts';
import { zipEntries } from './_zip.ts';
import { CV_LIMITS } from './cv-limits.ts';
import { decodeText, detectCvFormat } from './detect-cv-format.ts';
import { parseCvText } from './parse-cv-text.ts';

/**
 * Options for `parseCv`; filename and MIME type only sharpen error messages.
 * @example await parseCv(bytes, { filename: 'cv.pdf', maxPages: 5 })
 */
export interface ParseCvOptions {
  filename?: string;
  mimeType?: string;
  maxBytes?: number;
  maxPages?: number;
}

const W = {
  twoColumns: {
    code: 'two_columns',
    message:
      'Two-column layout: some applicant tracking systems read it out of order; a single column is safer.',
  },
  tables: {
    code: 'tables',
    message:
      'Tables found: applicant tracking systems often scramble tables; use plain lines instead.',
  },
  images: {
    code: 'images',
    message:
      'Images found (photo, logo or icons): their content cannot be read; keep important text as text.',
  },
  headerFooter: {
    code: 'header_footer',
    message:
      'Contact details sit in the page header or footer, which many applicant tracking systems skip: move them into the body.',
  },
  fonts: {
    code: 'unusual_fonts',
    message:
      'Some characters use symbol or icon fonts that cannot be read as text; use standard fonts for contact details and headings.',
  },
} satisfies Record<string, ParseWarning>;

function isCfb(bytes: Uint8Array): boolean {
  return [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1].every((b, i) => bytes[i] === b);
}

/**
 * Parses a CV file (PDF, DOCX, JSON Resume, plain text or Markdown) into a structured CV.
 * The format is sniffed from the bytes. Every failure is an EngineError with a clear message.
 *
 * @example const { resume, meta } = await parseCv(new Uint8Array(await readFile('cv.pdf')))
 */
export async function parseCv(bytes: Uint8Array, options: ParseCvOptions = {}): Promise<ParsedCv> {
  const maxBytes = options.maxBytes ?? CV_LIMITS.maxBytes;
  if (bytes.length > maxBytes) {
    throw new EngineError(
      'too_large',
      `The file is ${(bytes.length / 1048576).toFixed(1)} MB; the limit is ${(maxBytes / 1048576).toFixed(1)} MB.`,
    );
  }
  if (bytes.length === 0) throw new EngineError('empty', 'The file is empty.');
  try {
    return await parseSniffed(bytes, options);
  } catch (err) {
    if (err instanceof EngineError) throw err;
    // A bug or an unexpected library failure: still one clear error, never a crash.
    throw new EngineError(
      'corrupt',
      'The file could not be read: it may be damaged. Export it again and retry.',
    );
  }
}

async function parseSniffed(bytes: Uint8Array, options: ParseCvOptions): Promise<ParsedCv> {
  const format = detectCvFormat(bytes);
  if (format === 'pdf') return parsePdf(bytes, options.maxPages ?? CV_LIMITS.maxPages);
  if (format === 'docx') return parseDocx(bytes);
  if (format === 'json') return readJsonResume(decodeText(bytes) ?? '');
  if (format === 'text') return parseCvText(decodeText(bytes) ?? '');
  if (isCfb(bytes)) {
    // Encrypted Office files are wrapped in a compound file with an "EncryptionInfo" stream.
    const name = new TextDecoder('utf-16le').decode(
      bytes.subarray(0, Math.min(bytes.length, 1 << 20)),
    );
    if (name.includes('EncryptionInfo'))
      throw new EngineError(
        'encrypted',
        'This Word file is password-protected: remove the password and upload it again.',
      );
    throw new EngineError(
      'unsupported_type',
      'Old Word (.doc) files are not supported: save it as .docx or PDF.',
    );
  }
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    if (!zipEntries(bytes)) {
      throw new EngineError(
        'corrupt',
        'This file looks like a damaged Word (zip) file: save it again and retry.',
      );
    }
    throw new EngineError(
      'unsupported_type',
      'This zip file is not a Word document: upload a PDF, DOCX, text or JSON Resume file.',
    );
  }
  if (decodeText(bytes)?.trim() === '') throw new EngineError('empty', 'The file holds no text.');
  const hint = options.filename?.split('.').pop()?.toLowerCase() ?? options.mimeType ?? '';
  if (/pdf|docx|word/.test(hint))
    throw new EngineError(
      'corrupt',
      `This file does not look like a valid ${hint.includes('pdf') ? 'PDF' : 'DOCX'}: export it again and retry.`,
    );
  throw new EngineError(
    'unsupported_type',
    'Unsupported file type: upload a PDF, DOCX, text or JSON Resume file.',
  );
}

async function parsePdf(bytes: Uint8Array, maxPages: number): Promise<ParsedCv> {
  const content = await readPdf(bytes, maxPages);
  const chars = content.pages.reduce(
    (n, p) => n + p.items.reduce((m, it) => m + it.str.trim().length, 0),
    0,
  );
  // Fewer than 20 characters on all pages: a scan or a picture of text (decision 010).
  if (chars < 20) {
    throw new EngineError(
      'no_text_layer',
      'This PDF has no text layer: it looks like a scanned image. Upload the original document or a text-based PDF.',
    );
  }
  const { lines, info } = layoutPdf(content.pages);
  const warnings: ParseWarning[] = [];
  if (info.twoColumnPages > 0) warnings.push(W.twoColumns);
  // Three aligned rows of three or more cells read as a table; 2 % unmapped glyphs as odd fonts (decision 010).
  if (info.tableRows >= 3) warnings.push(W.tables);
  if (content.hasImages) warnings.push(W.images);
  const icons = content.pages.some((p) => p.items.some((it) => /[\uE000-\uF8FF]/.test(it.str)));
  if (icons || content.garbledShare > 0.02) warnings.push(W.fonts);
  return buildCv({
    source: 'pdf',
    lines,
    links: content.links,
    warnings,
    pages: content.pages.length,
  });
}

async function parseDocx(bytes: Uint8Array): Promise<ParsedCv> {
  const entries = zipEntries(bytes) ?? [];
  const inflated = entries.reduce((n, e) => n + e.size, 0);
  if (
    inflated > CV_LIMITS.maxInflatedBytes ||
    entries.some((e) => e.compressedSize > 0 && e.size / e.compressedSize > 200)
  ) {
    throw new EngineError(
      'too_large',
      'This Word file expands to far more data than a CV holds: save it again without embedded files.',
    );
  }
  const content = await readDocx(bytes);
  const chars = content.lines.reduce((n, l) => n + l.segments.join('').length, 0);
  if (chars === 0) throw new EngineError('empty', 'This Word file has no text.');
  const warnings: ParseWarning[] = [];
  if (content.tables > 0) warnings.push(W.tables);
  if (content.images > 0) warnings.push(W.images);
  const margins = content.headerFooterLines.map((l) => l.segments.join(' ')).join('\n');
  if (/@|\+?\d[\d ().-]{6,}\d/.test(margins)) warnings.push(W.headerFooter);
  return buildCv({ source: 'docx', lines: content.lines, links: content.links, warnings });
}
