/**
 * Guards against hostile or accidental huge files: bytes read, PDF pages, how far a DOCX or a
 * PDF's streams may inflate, and how much text, how many text items and how deep a JSON Resume
 * may go. Every count is made on the content itself, never on the sizes a file declares
 * (decision 140). Callers may lower bytes and pages per call (`parseCv(bytes, { maxBytes })`).
 *
 * @example if (file.size > CV_LIMITS.maxBytes) reject()
 */
export const CV_LIMITS = {
  /** 10 MB: far above any real CV, far below what hurts the server. */
  maxBytes: 10 * 1024 * 1024,
  /** 20 pages: an academic CV fits; a book does not. */
  maxPages: 20,
  /** 50 MB uncompressed inside a DOCX, or in a PDF's compressed streams (decisions 010, 140). */
  maxInflatedBytes: 50 * 1024 * 1024,
  /** Parts of a zip: a DOCX has a few dozen; thousands are an attack on the reader (decision 140). */
  maxZipEntries: 2_000,
  /** 200,000 characters of text: about 40 dense pages, so parsing time stays bounded. */
  maxTextChars: 200_000,
  /**
   * Positioned text items a PDF may hold: a CV drawn letter by letter has ~3,000 a page, so 20
   * pages fit; a million items take seconds to lay out (decision 140).
   */
  maxPdfTextItems: 100_000,
  /** A JSON Resume is at most 5 levels deep; 32 leaves room for extensions (decision 140). */
  maxJsonDepth: 32,
  /** 2 million characters of JSON: ten times the text limit, markup included (decision 140). */
  maxJsonChars: 2_000_000,
} as const;
