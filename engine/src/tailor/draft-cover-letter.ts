import type { ScanResult } from '../match/index.ts';
import type { CoverLetter, LetterTone } from '../render/index.ts';
import type { Resume } from '../resume.ts';
import { letterEvidence } from './_letter-evidence.ts';
import { writeLetter } from './_letter-voice.ts';
import { shownSkills } from './_skills-shown.ts';

/**
 * What a cover letter is drafted from. `company` and `title` override the posting's; `date` is
 * printed as given (the engine never reads the clock).
 *
 * @example const input: CoverLetterInput = { resume, scan: result, tone: 'friendly', date: '23 November 2026' }
 */
export interface CoverLetterInput {
  resume: Resume;
  scan: ScanResult;
  tone: LetterTone;
  company?: string;
  title?: string;
  date?: string;
}

/** Achievements a letter proves its case with: two in the first body paragraph, three in the second (decision 150). */
export const LETTER_ACHIEVEMENTS = 5;

const GREETING: Record<LetterTone, string> = {
  formal: 'Dear Hiring Manager,',
  friendly: 'Dear Hiring Team,',
  concise: 'Dear Hiring Manager,',
};
const CLOSING: Record<LetterTone, string> = {
  formal: 'Yours sincerely,',
  friendly: 'Best wishes,',
  concise: 'Kind regards,',
};

/**
 * Drafts a cover letter as prose (docs/decisions/150-sendable-letters.md): an opening naming the
 * role, the employer and why this candidate; two body paragraphs that prove the job's strongest
 * requirements with the CV's strongest achievements, in the CV's own words and numbers; a closing
 * with a call to action. No markup. Each tone has its own voice. It names only skills, employers,
 * numbers and claims the CV holds; an unknown title or company is left out of the sentences (and
 * of the letter's `title`/`company`, so the editor can ask for it), never replaced by a placeholder.
 *
 * @example draftCoverLetter({ resume, scan: result, tone: 'concise' }).paragraphs.length // 4
 */
export function draftCoverLetter(input: CoverLetterInput): CoverLetter {
  const { resume, scan, tone } = input;
  const company = input.company?.trim() || scan.posting.company?.trim() || undefined;
  const title = input.title?.trim() || scan.posting.title?.trim() || undefined;
  const evidence = letterEvidence(resume, scan, shownSkills(resume), LETTER_ACHIEVEMENTS);
  const level = scan.posting.education?.level;
  const paragraphs = writeLetter(tone, evidence, {
    ...(title ? { title } : {}),
    ...(company ? { company } : {}),
    wantsDegree: level !== undefined && level !== 'high-school',
  });
  const letter: CoverLetter = {
    tone,
    greeting: tone === 'friendly' && company ? `Dear ${company} team,` : GREETING[tone],
    paragraphs: paragraphs.filter((p) => p.trim() !== ''),
    closing: CLOSING[tone],
    signature: resume.basics.name?.trim() ?? '',
  };
  if (input.date) letter.date = input.date;
  if (company) letter.company = company;
  if (title) letter.title = title;
  return letter;
}
