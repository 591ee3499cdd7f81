// The English of every text the CV parser writes for a user, by key (docs/decisions/190).
import { englishOf, type EnglishTemplates } from '../engine-text.ts';
import type {
  CvText,
  CvTextValues,
  FieldConfidence,
  ParseWarning,
  ParseWarningCode,
} from '../resume.ts';

const reads = (e164: string | undefined) => (e164 ? `; reads as ${e164}` : '');

/** The English of each CV text. */
const CV_ENGLISH: EnglishTemplates<CvTextValues> = {
  'warning.two_columns': () =>
    'Your CV has two columns: many applicant tracking systems read across them line by line. We read each column separately: check what we read.',
  'warning.sidebar': () =>
    'Your CV has a sidebar: many applicant tracking systems mix it into the main text or skip it. We read it on its own: check your contact details and skills as we read them.',
  'warning.tables': () =>
    'Your CV uses tables: applicant tracking systems often scramble their cells. We read them row by row: check what we read, or use plain lines instead.',
  'warning.images': () =>
    'Your CV has images (a photo, logo or graphics): their content cannot be read, so keep every important fact as text.',
  'warning.icons': () =>
    'Your CV uses icons (for phone, e-mail, links or skill levels): applicant tracking systems read them as stray characters or drop them. We left them out — write contact details as plain text.',
  'warning.header_footer': () =>
    'Contact details sit in the page header or footer, which many applicant tracking systems skip: move them into the body.',
  'warning.unusual_fonts': () =>
    'Some characters use symbol or icon fonts that cannot be read as text; use standard fonts for contact details and headings.',
  'warning.missing_name': () => 'No name found at the top: put your full name on the first line.',
  'warning.missing_email': () =>
    'No email address found: add one near your name so employers can reach you.',
  'warning.missing_phone': () =>
    'No phone number found: add one near your name (with the country code).',
  'warning.no_sections': () =>
    'No section headings found: use standard headings such as Experience, Education and Skills.',
  // Written where a parse is held to the API's limits (the server's upload), not by the parser.
  'warning.shortened': () =>
    'Part of what we read was longer than its field holds (a very long line or list), so we shortened it: check the end of your longest entries before you save.',
  'confidence.name.largest': ({ line }) => `largest text at the top (line ${line})`,
  'confidence.name.largest_bold': ({ line }) => `largest text, bold at the top (line ${line})`,
  'confidence.name.first_line': ({ line }) => `first line that looks like a name (line ${line})`,
  'confidence.name.labelled': () => 'labelled "Name:"',
  'confidence.label': () => 'short line next to the name',
  'confidence.email.header': () => 'email address in the header',
  'confidence.email.cv': () => 'email address in the CV',
  'confidence.profiles': () => 'links to known networks',
  'confidence.url': () => 'web address that is not a known network',
  'confidence.location.header': () => '"City, Region" in the header',
  'confidence.location.labelled': () => 'labelled location',
  'confidence.phone.header': ({ e164 }) => `phone number in the header${reads(e164)}`,
  'confidence.phone.tel_link': ({ e164 }) => `tel: link${reads(e164)}`,
  'confidence.phone.outside_header': ({ e164 }) =>
    `labelled or international number outside the header${reads(e164)}`,
  'confidence.phone.own_line': ({ e164 }) => `a line holding only a phone number${reads(e164)}`,
  'confidence.work.single_line': () => 'single header line',
  'confidence.work.title_words': () => 'job-title words decide which part is the position',
  'confidence.work.section_order': () => 'same order as the section’s other entries',
  'confidence.work.header_order': () => 'header order',
  'confidence.work.dates': () => 'date range in the entry header',
  'confidence.education.institution_word': () => 'institution word (university, college, …)',
  'confidence.education.first_part': () => 'first unlabelled part of the entry',
  'confidence.education.degree_word': () => 'degree word (BSc, Master, PhD, …)',
  'confidence.sections': ({ known, total }) => `${known} of ${total} headings use standard words`,
  'confidence.json_resume': () => 'given in the JSON Resume',
  'confidence.linkedin': () => 'given in the LinkedIn export',
};

/**
 * The keys of the CV texts.
 *
 * @example CV_TEXT_KEYS.includes('warning.tables') // true
 */
export const CV_TEXT_KEYS = Object.keys(CV_ENGLISH) as (keyof CvTextValues)[];

/**
 * A CV text in English.
 *
 * @example cvEnglish({ key: 'confidence.sections', values: { known: 3, total: 4 } }) // '3 of 4 headings use standard words'
 */
export const cvEnglish = (text: CvText): string => englishOf(CV_ENGLISH, text);

/**
 * A parser warning with its English message.
 *
 * @example parseWarning('tables').message // 'Your CV uses tables: …'
 */
export function parseWarning(code: ParseWarningCode): ParseWarning {
  return { code, message: cvEnglish({ key: `warning.${code}` }) };
}

/**
 * A field's confidence with the English of its reason.
 *
 * @example fieldConfidence(0.9, { key: 'confidence.profiles' }) // { score: 0.9, reason: 'links to known networks', reasonText: … }
 */
export function fieldConfidence(score: number, reasonText: CvText): FieldConfidence {
  return { score, reason: cvEnglish(reasonText), reasonText };
}
