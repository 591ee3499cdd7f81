/**
 * The tones a cover letter can take; each has its own wording and length.
 *
 * @example LETTER_TONES.map((t) => t.id) // ['formal', 'friendly', 'concise']
 */
export const LETTER_TONES: readonly { id: LetterTone; name: string; description: string }[] = [
  { id: 'formal', name: 'Formal', description: 'Traditional business letter, three requirements.' },
  { id: 'friendly', name: 'Friendly', description: 'Warm and personal, three requirements.' },
  { id: 'concise', name: 'Concise', description: 'Short and direct, two requirements.' },
];

/**
 * A cover letter tone.
 *
 * @example const tone: LetterTone = 'friendly'
 */
export type LetterTone = 'formal' | 'friendly' | 'concise';

/**
 * A structured cover letter. Paragraphs may hold `**bold**` and `*italic*`, which the web editor
 * shows as rich text and every renderer draws.
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
