import type { ScanResult } from '../match/index.ts';
import { renderLetterMarkdown, type CoverLetter, type LetterTone } from '../render/index.ts';
import type { Resume } from '../resume.ts';
import { letterEvidence, type LetterEvidence } from './_letter-evidence.ts';
import { VOICES, writeLetter } from './_letter-voice.ts';
import { shownSkills } from './_skills-shown.ts';
import { findUnsupportedSkills } from './find-unsupported-skills.ts';

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

/**
 * Achievements a letter may choose from, strongest first; each tone quotes as many as its length
 * needs (`LETTER_FIT`, decisions 150, 179, 218), two at most in each body paragraph, a line that
 * would pass the tone's ceiling giving way to the next.
 */
const LETTER_ACHIEVEMENTS = 15;

/** Redrafts a letter gets when the honesty check flags a sentence (decision 150). */
const HONESTY_ROUNDS = 3;

/**
 * Drafts a cover letter as prose (docs/decisions/150-sendable-letters.md, 179, 218): an opening
 * naming the role, the employer, why this candidate and what draws them to the role (in the
 * posting's own description of it); two body paragraphs that each quote one or two of the CV's
 * strongest achievements, in the CV's own words and numbers, each followed by how it answers the
 * posting's requirement it is evidence for, then what else the CV holds for the job (skills,
 * summary, degree, certificates); a closing with a call to action. No markup. Each tone has its own voice. It names
 * only skills, employers, numbers and claims the CV holds; an unknown title or company is left out
 * of the sentences (and of the letter's `title`/`company`, so the editor can ask for it), never
 * replaced by a placeholder. A CV with little to say gives a short letter, not filler: three
 * paragraphs when it has no line to quote. The draft passes the same honesty check the server runs
 * on it: a line whose sentence the check would refuse is left out, never sent.
 *
 * @example draftCoverLetter({ resume, scan: result, tone: 'concise' }).paragraphs.length // 4
 */
export function draftCoverLetter(input: CoverLetterInput): CoverLetter {
  const { resume, scan, tone } = input;
  const company = input.company?.trim() || scan.posting.company?.trim() || undefined;
  const title = input.title?.trim() || scan.posting.title?.trim() || undefined;
  const job = { ...(title ? { title } : {}), ...(company ? { company } : {}) };
  const draft = (evidence: LetterEvidence): CoverLetter => {
    const letter: CoverLetter = {
      tone,
      greeting: tone === 'friendly' && company ? `Dear ${company} team,` : VOICES[tone].greeting,
      paragraphs: writeLetter(tone, evidence, job).filter((p) => p.trim() !== ''),
      closing: VOICES[tone].closing,
      signature: resume.basics.name?.trim() ?? '',
    };
    if (input.date) letter.date = input.date;
    if (company) letter.company = company;
    if (title) letter.title = title;
    return letter;
  };
  const flagged = (text: string) =>
    findUnsupportedSkills(text, resume, [], { ignore: [title ?? '', company ?? ''] }).map((f) =>
      f.toLowerCase(),
    );
  let evidence = letterEvidence(resume, scan, shownSkills(resume), LETTER_ACHIEVEMENTS, job);
  let letter = draft(evidence);
  for (let round = 0; round < HONESTY_ROUNDS; round++) {
    // The server checks the Markdown export; the paragraphs alone are checked too (a skill reader
    // can read a phrase differently in another context).
    const found = [
      ...flagged(renderLetterMarkdown(letter, { sender: resume.basics })),
      ...flagged(letter.paragraphs.join('\n\n')),
    ];
    if (found.length === 0) return letter;
    const hit = (text: string) => found.some((f) => text.toLowerCase().includes(f));
    const achievements = evidence.achievements.filter((l) => !hit(l.clause.text));
    const summary = evidence.summary.filter((x) => !hit(x.clause.text));
    const spare = evidence.spare.summary.filter((x) => !hit(x.clause.text));
    const own = evidence.ownWords && hit(evidence.ownWords.sentence);
    const draw = evidence.draw !== undefined && hit(evidence.draw);
    if (
      achievements.length === evidence.achievements.length &&
      summary.length === evidence.summary.length &&
      spare.length === evidence.spare.summary.length &&
      !own &&
      !draw
    )
      break;
    evidence = { ...evidence, achievements, summary, spare: { ...evidence.spare, summary: spare } };
    if (own) delete evidence.ownWords;
    if (draw) delete evidence.draw;
    letter = draft(evidence);
  }
  // Last resort: a sentence the check still refuses goes.
  letter.paragraphs = letter.paragraphs.map((p) =>
    sentencesOf(p)
      .filter((s) => flagged(s).length === 0)
      .join(' '),
  );
  return letter;
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z])/);
