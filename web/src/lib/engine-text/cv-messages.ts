import { msg } from '@lingui/core/macro';
import type { EngineTextKey } from '@jobfit/contracts';
import type { Messages, Preparer, Preparers } from './types';

type CvKey = Extract<EngineTextKey, `warning.${string}` | `confidence.${string}`>;

// The CV parser's warnings (keyed by their code) and its reasons for how sure it is of a field.
// The English mirrors the engine's (engine/src/cv/cv-english.ts).
export const CV_MESSAGES: Messages<CvKey> = {
  'warning.two_columns': msg`Your CV has two columns: many applicant tracking systems read across them line by line. We read each column separately: check what we read.`,
  'warning.sidebar': msg`Your CV has a sidebar: many applicant tracking systems mix it into the main text or skip it. We read it on its own: check your contact details and skills as we read them.`,
  'warning.tables': msg`Your CV uses tables: applicant tracking systems often scramble their cells. We read them row by row: check what we read, or use plain lines instead.`,
  'warning.images': msg`Your CV has images (a photo, logo or graphics): their content cannot be read, so keep every important fact as text.`,
  'warning.icons': msg`Your CV uses icons (for phone, e-mail, links or skill levels): applicant tracking systems read them as stray characters or drop them. We left them out — write contact details as plain text.`,
  'warning.header_footer': msg`Contact details sit in the page header or footer, which many applicant tracking systems skip: move them into the body.`,
  'warning.unusual_fonts': msg`Some characters use symbol or icon fonts that cannot be read as text; use standard fonts for contact details and headings.`,
  'warning.missing_name': msg`No name found at the top: put your full name on the first line.`,
  'warning.missing_email': msg`No email address found: add one near your name so employers can reach you.`,
  'warning.missing_phone': msg`No phone number found: add one near your name (with the country code).`,
  'warning.no_sections': msg`No section headings found: use standard headings such as Experience, Education and Skills.`,
  'warning.shortened': msg`Part of what we read was longer than its field holds (a very long line or list), so we shortened it: check the end of your longest entries before you save.`,
  'confidence.name.largest': msg({ message: 'largest text at the top (line {line})' }),
  'confidence.name.largest_bold': msg({ message: 'largest text, bold at the top (line {line})' }),
  'confidence.name.first_line': msg({ message: 'first line that looks like a name (line {line})' }),
  'confidence.name.labelled': msg`labelled "Name:"`,
  'confidence.label': msg`short line next to the name`,
  'confidence.email.header': msg`email address in the header`,
  'confidence.email.cv': msg`email address in the CV`,
  'confidence.profiles': msg`links to known networks`,
  'confidence.url': msg`web address that is not a known network`,
  'confidence.location.header': msg`"City, Region" in the header`,
  'confidence.location.labelled': msg`labelled location`,
  'confidence.phone.header': msg({
    message:
      '{reads, select, yes {phone number in the header; reads as {e164}} other {phone number in the header}}',
  }),
  'confidence.phone.tel_link': msg({
    message: '{reads, select, yes {tel: link; reads as {e164}} other {tel: link}}',
  }),
  'confidence.phone.outside_header': msg({
    message:
      '{reads, select, yes {labelled or international number outside the header; reads as {e164}} other {labelled or international number outside the header}}',
  }),
  'confidence.phone.own_line': msg({
    message:
      '{reads, select, yes {a line holding only a phone number; reads as {e164}} other {a line holding only a phone number}}',
  }),
  'confidence.work.single_line': msg`single header line`,
  'confidence.work.title_words': msg`job-title words decide which part is the position`,
  'confidence.work.section_order': msg`same order as the section’s other entries`,
  'confidence.work.header_order': msg`header order`,
  'confidence.work.dates': msg`date range in the entry header`,
  'confidence.education.institution_word': msg`institution word (university, college, …)`,
  'confidence.education.first_part': msg`first unlabelled part of the entry`,
  'confidence.education.degree_word': msg`degree word (BSc, Master, PhD, …)`,
  'confidence.sections': msg({ message: '{known} of {total} headings use standard words' }),
  'confidence.json_resume': msg`given in the JSON Resume`,
  'confidence.linkedin': msg`given in the LinkedIn export`,
};

/** A phone's reason says the number as the phone library reads it, when it could. */
const phone: Preparer = (v) => ({
  reads: typeof v.e164 === 'string' ? 'yes' : 'no',
  e164: typeof v.e164 === 'string' ? v.e164 : '',
});

export const CV_PREPARERS: Preparers<CvKey> = {
  'confidence.phone.header': phone,
  'confidence.phone.tel_link': phone,
  'confidence.phone.outside_header': phone,
  'confidence.phone.own_line': phone,
};
