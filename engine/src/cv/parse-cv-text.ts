import { EngineError } from '../engine-error.ts';
import type { ParsedCv } from '../resume.ts';
import { buildCv } from './_build.ts';
import { textToLines } from './_line.ts';

/**
 * Parses a typed-in or pasted CV (plain text or Markdown) synchronously.
 * Throws EngineError `empty` when there is no text.
 *
 * @example const { resume } = parseCvText('Ada Lovelace\nada@example.com\n\nExperience\n...')
 */
export function parseCvText(text: string): ParsedCv {
  const lines = textToLines(text);
  if (lines.length === 0) throw new EngineError('empty', { key: 'text_empty' });
  return buildCv({ source: 'text', lines });
}
