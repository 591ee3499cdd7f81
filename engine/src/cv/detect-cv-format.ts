import { isLinkedInExport, nestingDepth } from './_format-sniff.ts';
import { zipEntries } from './_zip.ts';
import { CV_LIMITS } from './cv-limits.ts';

/**
 * The formats `parseCv` reads.
 * @example const format: CvFormat | null = detectCvFormat(bytes)
 */
export type CvFormat = 'pdf' | 'docx' | 'json' | 'text' | 'linkedin';

function startsWith(bytes: Uint8Array, ...sig: number[]): boolean {
  return sig.every((b, i) => bytes[i] === b);
}

function controlCount(text: string): number {
  let controls = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 9 && c !== 10 && c !== 12 && c !== 13) || c === 0x7f) controls++;
  }
  return controls;
}

/**
 * Decodes UTF-8, UTF-16 with a BOM, or (as a fallback) Windows-1252 text; undefined when the
 * bytes are not text (control characters, or mostly high bytes as in binary data).
 * @example decodeText(new TextEncoder().encode('Ada')) // 'Ada'
 */
export function decodeText(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    if (startsWith(bytes, 0xff, 0xfe))
      text = new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2));
    else if (startsWith(bytes, 0xfe, 0xff))
      text = new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2));
    else text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    // Older editors save Latin-1 / Windows-1252: accept it when few bytes are above 0x7F.
    let high = 0;
    for (const b of bytes) if (b >= 0x80) high++;
    if (high > bytes.length * 0.1) return undefined;
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  // Text has almost no control characters other than tab, newline, carriage return and form feed.
  return controlCount(text) > Math.max(2, text.length * 0.001)
    ? undefined
    : text.replace(/^\uFEFF/, '');
}

/**
 * Sniffs a CV's format from its content alone (never the file name): `%PDF-` header, a zip
 * holding `word/document.xml`, a JSON object, or readable text; null for anything else.
 *
 * @example detectCvFormat(new TextEncoder().encode('%PDF-1.7 ...')) // 'pdf'
 */
export function detectCvFormat(bytes: Uint8Array): CvFormat | null {
  if (bytes.length === 0) return null;
  // The PDF header may follow a little junk; readers accept it within the first kilobyte.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04)) {
    const names = zipEntries(bytes)?.map((e) => e.name) ?? [];
    if (names.includes('word/document.xml')) return 'docx';
    return isLinkedInExport(names) ? 'linkedin' : null;
  }
  if (head.includes('%PDF-')) return 'pdf';
  const text = decodeText(bytes);
  if (text === undefined) return null;
  const trimmed = text.trim();
  if (
    (trimmed.startsWith('{') && trimmed.endsWith('}')) ||
    (trimmed.startsWith('[') && trimmed.endsWith(']'))
  ) {
    // Too long or too deep to parse here: the JSON Resume reader refuses it clearly (decision 140).
    if (
      trimmed.length > CV_LIMITS.maxJsonChars ||
      nestingDepth(trimmed, CV_LIMITS.maxJsonDepth) > CV_LIMITS.maxJsonDepth
    )
      return 'json';
    try {
      const value: unknown = JSON.parse(trimmed);
      if (value !== null && typeof value === 'object') return 'json';
    } catch {
      // Not JSON after all: braces around plain text.
    }
  }
  return trimmed.length > 0 ? 'text' : null;
}
