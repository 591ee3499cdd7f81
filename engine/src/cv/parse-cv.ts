import { EngineError } from '../engine-error.ts';
import type { ParsedCv, ParseLayout, ParseWarning } from '../resume.ts';
import { buildCv } from './_build.ts';
import { layoutPdf } from './_pdf-layout.ts';
import { parseWarning } from './cv-english.ts';
import { zipEntries } from './_zip.ts';
import { CV_LIMITS } from './cv-limits.ts';
import { decodeText, detectCvFormat } from './detect-cv-format.ts';
import { parseCvText } from './parse-cv-text.ts';

/**
 * How far `parseCv` has got: a PDF page as its reading starts, then the search for the CV's
 * sections in what was read (PDF and DOCX; other formats are read in one go and say nothing).
 * @example { step: 'page', page: 2, pages: 3 }
 */
export type ParseProgress = { step: 'page'; page: number; pages: number } | { step: 'sections' };

/**
 * Options for `parseCv`; filename and MIME type only sharpen error messages. `onProgress`, for a
 * progress display, is called as the reading goes and must not throw.
 * @example await parseCv(bytes, { filename: 'cv.pdf', maxPages: 5, onProgress: (p) => log(p) })
 */
export interface ParseCvOptions {
  filename?: string;
  mimeType?: string;
  maxBytes?: number;
  maxPages?: number;
  onProgress?: (progress: ParseProgress) => void;
}

const W = {
  twoColumns: parseWarning('two_columns'),
  sidebar: parseWarning('sidebar'),
  tables: parseWarning('tables'),
  images: parseWarning('images'),
  icons: parseWarning('icons'),
  headerFooter: parseWarning('header_footer'),
  fonts: parseWarning('unusual_fonts'),
} satisfies Record<string, ParseWarning>;

function isCfb(bytes: Uint8Array): boolean {
  return [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1].every((b, i) => bytes[i] === b);
}

/**
 * Parses a CV file (PDF, DOCX, JSON Resume, plain text, Markdown or a LinkedIn data export) into a
 * structured CV.
 * The format is sniffed from the bytes. Every failure is an EngineError with a clear message.
 *
 * @example const { resume, meta } = await parseCv(new Uint8Array(await readFile('cv.pdf')))
 */
export async function parseCv(bytes: Uint8Array, options: ParseCvOptions = {}): Promise<ParsedCv> {
  const maxBytes = options.maxBytes ?? CV_LIMITS.maxBytes;
  if (bytes.length > maxBytes) {
    throw new EngineError('too_large', {
      key: 'file_too_large',
      values: {
        size: (bytes.length / 1048576).toFixed(1),
        max: (maxBytes / 1048576).toFixed(1),
      },
    });
  }
  if (bytes.length === 0) throw new EngineError('empty', { key: 'file_empty' });
  try {
    return await parseSniffed(bytes, options);
  } catch (err) {
    if (err instanceof EngineError) throw err;
    // A bug or an unexpected library failure: still one clear error, never a crash.
    throw new EngineError('corrupt', { key: 'file_unreadable' });
  }
}

async function parseSniffed(bytes: Uint8Array, options: ParseCvOptions): Promise<ParsedCv> {
  const format = detectCvFormat(bytes);
  if (format === 'pdf')
    return parsePdf(bytes, options.maxPages ?? CV_LIMITS.maxPages, options.onProgress);
  if (format === 'docx') return parseDocx(bytes, options.onProgress);
  // Each format's reader (and its library: pdf.js, mammoth, zod, csv-parse) is loaded when a file
  // of that format comes: a text CV, or the CLI's start, never pays for the others (decision 182).
  if (format === 'json')
    return (await import('./_json-resume.ts')).readJsonResume(decodeText(bytes) ?? '');
  if (format === 'linkedin') return (await import('./_linkedin.ts')).readLinkedInExport(bytes);
  if (format === 'text') return parseCvText(decodeText(bytes) ?? '');
  if (isCfb(bytes)) {
    // Encrypted Office files are wrapped in a compound file with an "EncryptionInfo" stream.
    const name = new TextDecoder('utf-16le').decode(
      bytes.subarray(0, Math.min(bytes.length, 1 << 20)),
    );
    if (name.includes('EncryptionInfo'))
      throw new EngineError('encrypted', { key: 'docx_encrypted' });
    throw new EngineError('unsupported_type', { key: 'doc_unsupported' });
  }
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    if (!zipEntries(bytes)) {
      throw new EngineError('corrupt', { key: 'zip_damaged' });
    }
    throw new EngineError('unsupported_type', { key: 'zip_unsupported' });
  }
  if (decodeText(bytes)?.trim() === '') throw new EngineError('empty', { key: 'file_no_text' });
  const hint = options.filename?.split('.').pop()?.toLowerCase() ?? options.mimeType ?? '';
  if (/pdf|docx|word/.test(hint))
    throw new EngineError('corrupt', {
      key: 'file_not_valid',
      values: { format: hint.includes('pdf') ? 'PDF' : 'DOCX' },
    });
  throw new EngineError('unsupported_type', { key: 'file_unsupported' });
}

async function parsePdf(
  bytes: Uint8Array,
  maxPages: number,
  onProgress: ParseCvOptions['onProgress'],
): Promise<ParsedCv> {
  const { readPdf } = await import('./_pdf.ts');
  const content = await readPdf(
    bytes,
    maxPages,
    undefined,
    onProgress && ((page, pages) => onProgress({ step: 'page', page, pages })),
  );
  const chars = content.pages.reduce(
    (n, p) => n + p.items.reduce((m, it) => m + it.str.trim().length, 0),
    0,
  );
  // Fewer than 20 characters on all pages: a scan or a picture of text (decision 010).
  if (chars < 20) {
    throw new EngineError('no_text_layer', { key: 'pdf_no_text_layer' });
  }
  onProgress?.({ step: 'sections' });
  const { lines, info } = layoutPdf(content.pages);
  // Three aligned rows of three or more cells read as a table; 2 % unmapped glyphs as odd fonts (decision 010).
  const layout: ParseLayout = {
    columns: info.twoColumnPages > 0 ? 2 : 1,
    ...(info.sidebar ? { sidebar: info.sidebar } : {}),
    tables: info.tableRows >= 3,
    images: content.hasImages,
    icons: info.icons,
  };
  const warnings = layoutWarnings(layout);
  if (content.garbledShare > 0.02) warnings.push(W.fonts);
  const cv = buildCv({
    source: 'pdf',
    lines,
    links: content.links,
    warnings,
    pages: content.pages.length,
  });
  cv.meta.layout = layout;
  return cv;
}

/** One warning per layout feature ATS software misreads (decision 120). */
function layoutWarnings(layout: ParseLayout): ParseWarning[] {
  const warnings: ParseWarning[] = [];
  if (layout.columns > 1) warnings.push(W.twoColumns);
  if (layout.sidebar) warnings.push(W.sidebar);
  if (layout.tables) warnings.push(W.tables);
  if (layout.images) warnings.push(W.images);
  if (layout.icons) warnings.push(W.icons);
  return warnings;
}

async function parseDocx(
  bytes: Uint8Array,
  onProgress: ParseCvOptions['onProgress'],
): Promise<ParsedCv> {
  const entries = zipEntries(bytes) ?? [];
  const inflated = entries.reduce((n, e) => n + e.size, 0);
  if (
    inflated > CV_LIMITS.maxInflatedBytes ||
    entries.some((e) => e.compressedSize > 0 && e.size / e.compressedSize > 200)
  ) {
    throw new EngineError('too_large', { key: 'docx_inflates' });
  }
  const { readDocx } = await import('./_docx.ts');
  const content = await readDocx(bytes);
  const chars = content.lines.reduce((n, l) => n + l.segments.join('').length, 0);
  if (chars === 0) throw new EngineError('empty', { key: 'docx_no_text' });
  onProgress?.({ step: 'sections' });
  const layout: ParseLayout = {
    columns: content.columns,
    ...(content.sidebar ? { sidebar: content.sidebar } : {}),
    tables: content.tables > 0,
    images: content.images > 0,
    icons: content.icons,
  };
  const warnings = layoutWarnings(layout);
  const margins = content.headerFooterLines.map((l) => l.segments.join(' ')).join('\n');
  if (/@|\+?\d[\d ().-]{6,}\d/.test(margins)) warnings.push(W.headerFooter);
  const cv = buildCv({ source: 'docx', lines: content.lines, links: content.links, warnings });
  cv.meta.layout = layout;
  return cv;
}
