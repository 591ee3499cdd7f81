/**
 * Guards against hostile or accidental huge files: bytes read, PDF pages, and how far a DOCX
 * may inflate. Callers may lower them per call (`parseCv(bytes, { maxBytes })`).
 *
 * @example if (file.size > CV_LIMITS.maxBytes) reject()
 */
export const CV_LIMITS = {
  /** 10 MB: far above any real CV, far below what hurts the server. */
  maxBytes: 10 * 1024 * 1024,
  /** 20 pages: an academic CV fits; a book does not. */
  maxPages: 20,
  /** 50 MB uncompressed inside a DOCX (decision 010). */
  maxInflatedBytes: 50 * 1024 * 1024,
  /** 200,000 characters of text: about 40 dense pages, so parsing time stays bounded. */
  maxTextChars: 200_000,
} as const;
