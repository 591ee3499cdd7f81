import { msg } from '@lingui/core/macro';
import type { EngineTextKey } from '@jobfit/contracts';
import type { Messages, Preparers, Say } from './types';

type CheckKey = Extract<
  EngineTextKey,
  `check.${string}` | `score.${string}` | `layout.${string}` | 'verbatim'
>;

// The checks' labels, messages and fixes, the layout's findings and the score parts' labels. The
// English mirrors the engine's (engine/src/match/_texts.ts), with its values as placeholders.
export const CHECK_MESSAGES: Messages<CheckKey> = {
  'check.contact': msg({ message: 'Contact details', context: 'cv check' }),
  'check.linkedin': msg({ message: 'LinkedIn', context: 'cv check' }),
  'check.headings': msg({ message: 'Standard section headings', context: 'cv check' }),
  'check.dates': msg({ message: 'Dates', context: 'cv check' }),
  'check.length': msg({ message: 'Length', context: 'cv check' }),
  'check.metrics': msg({ message: 'Measurable results', context: 'cv check' }),
  'check.verbs': msg({ message: 'Action verbs', context: 'cv check' }),
  'check.buzzwords': msg({ message: 'Buzzwords and clichés', context: 'cv check' }),
  'check.overused': msg({ message: 'Overused words', context: 'cv check' }),
  'check.file_type': msg({ message: 'File type', context: 'cv check' }),
  'check.layout': msg({ message: 'Layout risks', context: 'cv check' }),
  'check.job_title': msg({ message: 'Job title', context: 'cv check' }),
  'score.hardSkills': msg({ message: 'Skills and requirements', context: 'score part' }),
  'score.softSkills': msg({ message: 'Soft skills', context: 'score part' }),
  'score.occupation': msg({ message: 'Occupation and title', context: 'score part' }),
  'score.content': msg({ message: 'Requirement wording', context: 'score part' }),
  'score.experience': msg({ message: 'Years of experience', context: 'score part' }),
  'score.education': msg({ message: 'Education', context: 'score part' }),
  'score.searchability': msg({ message: 'Searchability', context: 'score part' }),
  'check.contact.found': msg`Email and phone number found.`,
  'check.contact.no_phone': msg`No phone number found.`,
  'check.contact.no_email': msg`No email address found.`,
  'check.contact.none': msg`No email or phone number found.`,
  'check.contact.fix': msg`Put your email and phone number under your name.`,
  'check.linkedin.found': msg`LinkedIn profile link found.`,
  'check.linkedin.missing': msg`No LinkedIn profile link found.`,
  'check.linkedin.fix': msg`Add your LinkedIn URL (linkedin.com/in/…) next to your contact details.`,
  'check.headings.found': msg`Experience, Education and Skills headings found.`,
  'check.headings.missing': msg({ message: 'No standard heading for: {headings}.' }),
  'check.headings.fix': msg({ message: 'Use plain headings ATS software knows: {headings}.' }),
  'check.dates.found': msg({ message: 'Dates read for {dated} of {jobs} jobs.' }),
  'check.dates.none': msg`No jobs with dates were found.`,
  'check.dates.some': msg({ message: 'Dates read for only {dated} of {jobs} jobs.' }),
  'check.dates.fix': msg`Write each job's dates as "Mar 2021 – Jun 2023" or "2021 – Present" on the job's first line.`,
  'check.length.fits': msg({ message: '{words} words: right for your experience.' }),
  'check.length.short': msg({
    message: '{words} words: short for your experience ({min}–{max} expected).',
  }),
  'check.length.long': msg({
    message: '{words} words: long for your experience ({min}–{max} expected).',
  }),
  'check.length.fix_short': msg`Add results and detail to your recent jobs.`,
  'check.length.fix_long': msg`Cut older or less relevant jobs to their key results.`,
  'check.metrics.count': msg({ message: '{measured} of {bullets} bullets have numbers.' }),
  'check.metrics.fix': msg`Quantify results: "cut build time by 40%", "served 2M users", "saved $50k a year".`,
  'check.verbs.count': msg({ message: '{strong} of {bullets} bullets start with a strong verb.' }),
  'check.verbs.count_weak': msg({
    message:
      '{strong} of {bullets} bullets start with a strong verb; {weak} start with "responsible for" or similar.',
  }),
  'check.verbs.fix': msg`Start each bullet with a verb of what you did: led, built, cut, grew, shipped.`,
  'check.buzzwords.none': msg`No clichés found.`,
  'check.buzzwords.one': msg({ message: 'One cliché: "{word}".' }),
  'check.buzzwords.many': msg({ message: 'Clichés: {words}.' }),
  'check.buzzwords.fix': msg`Replace each cliché with a fact that shows it.`,
  'check.overused.none': msg`No word is overused.`,
  'check.overused.found': msg({ message: 'Overused: {words}.' }),
  'check.overused.word': msg({ message: '"{word}" ×{count}' }),
  'check.overused.fix': msg`Vary your verbs and say what changed rather than what you were responsible for.`,
  'check.file_type.readable': msg({ message: '{format} reads well in ATS software.' }),
  'check.file_type.plain': msg`Plain text loses your layout.`,
  'check.file_type.fix': msg`Send a DOCX or a PDF with a text layer.`,
  'check.layout.none': msg`No layout risks found.`,
  'check.layout.found': msg({ message: '{notes}', context: 'layout findings, one after another' }),
  'check.layout.fix': msg({ message: 'ATS software reads a plain page best: {fixes}.' }),
  'check.layout.fix_general': msg`Use one column, no tables or text boxes, and real text (not images).`,
  'check.job_title.found': msg({ message: 'Your CV has a title like "{title}".' }),
  'check.job_title.missing': msg({ message: 'The posting\'s title "{title}" is not in your CV.' }),
  'check.job_title.fix': msg({ message: 'If it fits, use "{title}" in your headline or summary.' }),
  'layout.columns': msg({
    message: '{columns, plural, =2 {Two-column layout found.} other {#-column layout found.}}',
  }),
  'layout.sidebar_left': msg`A sidebar on the left found.`,
  'layout.sidebar_right': msg`A sidebar on the right found.`,
  'layout.tables': msg`Tables found.`,
  'layout.images': msg`Images found.`,
  'layout.icons': msg`Icons found.`,
  'layout.fix.columns': msg`use a single-column layout`,
  'layout.fix.sidebar': msg`move the sidebar into the main column`,
  'layout.fix.tables': msg`put content in plain lines, not tables or text boxes`,
  'layout.fix.images': msg`keep every fact as text, not in images`,
  'layout.fix.icons': msg`write contact details as text, without icons`,
  'layout.fix.header_footer': msg`move contact details out of the page header and footer`,
  verbatim: msg({ message: '{text}', context: 'a text shown as it was written' }),
};

/** The standard headings a check finds missing, as a CV writes them. */
const HEADINGS = {
  Experience: msg({ message: 'Experience', context: 'standard cv heading' }),
  Education: msg({ message: 'Education', context: 'standard cv heading' }),
  Skills: msg({ message: 'Skills', context: 'standard cv heading' }),
};

const headings = (value: unknown, say: Say) =>
  Array.isArray(value) ? say.list(value.map((h) => say.pick(h, HEADINGS))) : undefined;

export const CHECK_PREPARERS: Preparers<CheckKey> = {
  'check.headings.missing': (v, say) => ({ headings: headings(v.headings, say) }),
  'check.headings.fix': (v, say) => ({ headings: headings(v.headings, say) }),
  'check.buzzwords.many': (v, say) => ({ words: say.quotedList(v.words) }),
  'check.overused.found': (v, say) => ({ words: say.list(say.texts(v.words)) }),
  'check.layout.found': (v, say) => ({ notes: say.texts(v.notes)?.join(' ') }),
  'check.layout.fix': (v, say) => ({ fixes: say.texts(v.fixes)?.join('; ') }),
};
