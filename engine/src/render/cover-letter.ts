/**
 * The tones a cover letter can take; each is its own voice (docs/decisions/150-sendable-letters.md).
 *
 * @example LETTER_TONES.map((t) => t.id) // ['formal', 'friendly', 'concise']
 */
export const LETTER_TONES: readonly { id: LetterTone; name: string; description: string }[] = [
  { id: 'formal', name: 'Formal', description: 'Traditional business letter in full sentences.' },
  { id: 'friendly', name: 'Friendly', description: 'Warm and personal, speaking to the reader.' },
  { id: 'concise', name: 'Concise', description: 'Short, plain sentences; the results first.' },
];

/**
 * A cover letter tone.
 *
 * @example const tone: LetterTone = 'friendly'
 */
export type LetterTone = 'formal' | 'friendly' | 'concise';

/**
 * A structured cover letter. Drafts are plain prose; paragraphs the user edits may hold `**bold**`
 * and `*italic*`, which the web editor shows as rich text and every renderer draws. An absent
 * `title` or `company` means the posting did not say (the editor asks for it).
 *
 * @example const l: CoverLetter = { tone: 'concise', greeting: 'Dear Hiring Manager,', paragraphs: ['I am applying …'], closing: 'Kind regards,', signature: 'Ada Lovelace' }
 */
export interface CoverLetter {
  tone: LetterTone;
  /** As given by the caller (the engine never reads the clock), e.g. "23 November 2026". */
  date?: string;
  company?: string;
  /** The job title applied for. */
  title?: string;
  greeting: string;
  paragraphs: string[];
  closing: string;
  signature: string;
}
