import type { ScanResult } from '../match/index.ts';
import type { CoverLetter, LetterTone } from '../render/index.ts';
import type { Resume } from '../resume.ts';
import { asFirstPerson, strongestProofs, type Proof } from './_letter-evidence.ts';
import { shownSkills } from './_skills-shown.ts';
import { inSentence, listWords, ownTitle, shownKeywords } from './_summary.ts';

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

const bold = (names: string[]) => listWords(names.map((n) => `**${inSentence(n)}**`));

/** "a" or "an" by the first letter of the plain word (markup skipped): "an Engineering Manager". */
const article = (phrase: string) => (/^[*_]*[aeiou]/i.test(phrase) ? 'an' : 'a');
const withArticle = (phrase: string) => `${article(phrase)} ${phrase}`;

// Openers rotate so three proofs do not read as a list of the same sentence.
const FORMAL_OPENERS = ['For', 'Regarding', 'As for'];
const FRIENDLY_OPENERS = ['You want', 'You also need', 'And for'];

/** One sentence proving a requirement, in the tone's words; `i` is its place in the paragraph. */
function proofSentence(p: Proof, tone: LetterTone, i: number): string {
  const where = p.employer ? `at ${p.employer}` : 'in my work';
  const line = p.line.replace(/[.;\s]+$/, '');
  const personal = asFirstPerson(line);
  const skills = bold(p.skills);
  switch (tone) {
    case 'formal': {
      const opener = FORMAL_OPENERS[i % FORMAL_OPENERS.length];
      return personal
        ? `${opener} ${skills}: ${where}, ${personal}.`
        : `${opener} ${skills}: my work ${where} included *${line}*.`;
    }
    case 'friendly': {
      const opener = FRIENDLY_OPENERS[i % FRIENDLY_OPENERS.length];
      return personal
        ? `${opener} ${skills}, and ${where} ${personal}.`
        : `${opener} ${skills}, which I worked with ${where}: *${line}*.`;
    }
    case 'concise':
      return `${skills}: *${line}*${p.employer ? ` (${p.employer})` : ''}.`;
  }
}

/**
 * Drafts a cover letter from the scan's evidence: the company and job title, the 2–3 strongest
 * requirements the CV shows, each proved by the CV line that shows it, and a closing. The tone
 * changes wording and length. It names only skills the CV shows.
 *
 * @example draftCoverLetter({ resume, scan: result, tone: 'concise' }).paragraphs.length // 3
 */
export function draftCoverLetter(input: CoverLetterInput): CoverLetter {
  const { resume, scan, tone } = input;
  const shown = shownSkills(resume);
  const company = input.company?.trim() || scan.posting.company;
  const title = input.title?.trim() || scan.posting.title;
  const me = ownTitle(resume);
  const role = title ? `**${title}**` : '';
  const top = shownKeywords(scan.keywords, shown)
    .filter((k) => k.category !== 'soft')
    .slice(0, 2)
    .map((k) => inSentence(k.name));
  const proofs = strongestProofs(resume, scan.keywords, shown, tone === 'concise' ? 2 : 3);
  const paragraphs: string[] = [];
  const at = company ? ` at ${company}` : '';
  const exp = top.length > 0 ? ` with experience in ${listWords(top)}` : '';
  if (tone === 'formal')
    paragraphs.push(
      `I am writing to apply for the ${role || 'advertised'} position${at}. As ${withArticle(me ?? 'professional')}${exp}, I believe my background matches what the role requires.`,
    );
  else if (tone === 'friendly')
    paragraphs.push(
      `I was excited to see that ${company ?? 'you'} ${company ? 'is' : 'are'} looking for ${role ? withArticle(role) : 'someone to join the team'}. I am ${withArticle(me ?? 'professional')}${exp}, and I think we could be a great fit.`,
    );
  else paragraphs.push(`I am applying for the ${role || 'advertised'} role${at}.`);

  if (proofs.length > 0) {
    const sentences = proofs.map((p, i) => proofSentence(p, tone, i));
    if (tone === 'formal')
      sentences.unshift('The role asks for several things my experience shows.');
    if (tone === 'friendly') sentences.unshift('Here is what I would bring.');
    paragraphs.push(sentences.join(' '));
  }

  const team = company ?? 'your team';
  paragraphs.push(
    tone === 'formal'
      ? `I would welcome the opportunity to discuss how my experience could contribute to ${team}. Thank you for your time and consideration.`
      : tone === 'friendly'
        ? `I would love to talk about how I could help ${team}. Thank you for reading, and I hope to hear from you soon!`
        : 'I would be glad to discuss the role. Thank you.',
  );
  const letter: CoverLetter = {
    tone,
    greeting: tone === 'friendly' && company ? `Dear ${company} team,` : 'Dear Hiring Manager,',
    paragraphs,
    closing:
      tone === 'formal'
        ? 'Yours sincerely,'
        : tone === 'friendly'
          ? 'Best regards,'
          : 'Kind regards,',
    signature: resume.basics.name?.trim() ?? '',
  };
  if (input.date) letter.date = input.date;
  if (company) letter.company = company;
  if (title) letter.title = title;
  return letter;
}
