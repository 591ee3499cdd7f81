import { englishOf, type EnglishTemplates, type NoValues, type TextOf } from './engine-text.ts';

/** Why an input could not be read. Each code maps to a clear message and an HTTP status. */
export type EngineErrorCode =
  | 'unsupported_type'
  | 'too_large'
  | 'too_many_pages'
  | 'no_text_layer'
  | 'encrypted'
  | 'corrupt'
  | 'invalid_json_resume'
  | 'empty';

/**
 * The keys of the engine's error texts and their values (decision 207). A number the English
 * writes with English digit grouping is a number; one it writes as it is (a size in MB, a count
 * without grouping) is a string, shown as written in every language. Words from elsewhere (a
 * JSON path, JSON.parse's or zod's problems) are strings too.
 */
export interface EngineErrorValues {
  file_too_large: { size: string; max: string };
  file_empty: NoValues;
  file_no_text: NoValues;
  file_unreadable: NoValues;
  file_not_valid: { format: string };
  file_unsupported: NoValues;
  doc_unsupported: NoValues;
  zip_damaged: NoValues;
  zip_unsupported: NoValues;
  docx_encrypted: NoValues;
  docx_inflates: NoValues;
  docx_damaged: NoValues;
  docx_no_text: NoValues;
  pdf_encrypted: NoValues;
  pdf_damaged: NoValues;
  pdf_inflates: NoValues;
  pdf_too_many_items: { max: number };
  pdf_too_many_chars: { max: number };
  pdf_too_many_pages: { pages: string; max: string };
  pdf_no_text_layer: NoValues;
  text_empty: NoValues;
  text_too_long: { chars: string; max: string };
  linkedin_inflates: NoValues;
  linkedin_damaged: NoValues;
  linkedin_no_profile: NoValues;
  json_too_long: { chars: number; max: number };
  json_too_deep: { max: number };
  json_invalid: { problem: string };
  json_resume_not_object: NoValues;
  json_resume_no_sections: NoValues;
  json_resume_bad_date: { path: string; value: string };
  json_resume_invalid: { problems: string };
}

/** An engine error's text: its key, and its values when the key has any. */
export type EngineErrorText = TextOf<EngineErrorValues>;

const grouped = (n: number) => n.toLocaleString('en');

/** The English of each engine error, by key: the message `EngineError` carries. */
export const ENGINE_ERROR_ENGLISH: EnglishTemplates<EngineErrorValues> = {
  file_too_large: ({ size, max }) => `The file is ${size} MB; the limit is ${max} MB.`,
  file_empty: () => 'The file is empty.',
  file_no_text: () => 'The file holds no text.',
  file_unreadable: () =>
    'The file could not be read: it may be damaged. Export it again and retry.',
  file_not_valid: ({ format }) =>
    `This file does not look like a valid ${format}: export it again and retry.`,
  file_unsupported: () => 'Unsupported file type: upload a PDF, DOCX, text or JSON Resume file.',
  doc_unsupported: () => 'Old Word (.doc) files are not supported: save it as .docx or PDF.',
  zip_damaged: () => 'This file looks like a damaged Word (zip) file: save it again and retry.',
  zip_unsupported: () =>
    'This zip file is neither a Word document nor a LinkedIn data export: upload a PDF, DOCX, text or JSON Resume file, or your LinkedIn export.',
  docx_encrypted: () =>
    'This Word file is password-protected: remove the password and upload it again.',
  docx_inflates: () =>
    'This Word file expands to far more data than a CV holds: save it again without embedded files.',
  docx_damaged: () => 'This Word file is damaged or not a valid DOCX: save it again and retry.',
  docx_no_text: () => 'This Word file has no text.',
  pdf_encrypted: () => 'This PDF is password-protected: remove the password and upload it again.',
  pdf_damaged: () => 'This PDF is damaged or not a valid PDF file: export it again and retry.',
  pdf_inflates: () =>
    'This PDF holds compressed streams that expand to far more data, far more than any CV: export your CV again as a plain PDF.',
  pdf_too_many_items: ({ max }) =>
    `This PDF holds more than ${grouped(max)} pieces of text, far more than any CV: export your CV again as a plain PDF.`,
  pdf_too_many_chars: ({ max }) =>
    `This PDF holds more than ${grouped(max)} characters of text, far more than any CV: export your CV again as a plain PDF.`,
  pdf_too_many_pages: ({ pages, max }) =>
    `This PDF has ${pages} pages; a CV may have at most ${max}.`,
  pdf_no_text_layer: () =>
    'This PDF has no text layer: it looks like a scanned image. Upload the original document or a text-based PDF.',
  text_empty: () => 'The CV is empty: paste or upload a CV with some text.',
  text_too_long: ({ chars, max }) =>
    `This document holds ${chars} characters of text, far more than a CV (at most ${max}).`,
  linkedin_inflates: () =>
    'This LinkedIn export expands to far more data than a profile holds: download the export again, or upload a PDF of your profile.',
  linkedin_damaged: () => 'This LinkedIn export is damaged: download it again.',
  linkedin_no_profile: () =>
    'This LinkedIn export holds no profile: request the export with "Profile" selected, or upload your CV.',
  json_too_long: ({ chars, max }) =>
    `This JSON Resume holds ${grouped(chars)} characters; the limit is ${grouped(max)}.`,
  json_too_deep: ({ max }) =>
    `This JSON Resume is nested more than ${max} levels deep; a resume needs 5.`,
  json_invalid: ({ problem }) => `Invalid JSON: ${problem}.`,
  json_resume_not_object: () => 'Invalid JSON Resume: the file must hold one JSON object.',
  json_resume_no_sections: () =>
    'Invalid JSON Resume: none of basics, work, education or skills is present.',
  json_resume_bad_date: ({ path, value }) =>
    `Invalid JSON Resume: ${path} "${value}" is not a date (use YYYY-MM-DD, YYYY-MM or YYYY).`,
  json_resume_invalid: ({ problems }) => `Invalid JSON Resume: ${problems}.`,
};

/**
 * The one error the engine throws on bad input; anything else escaping the engine is a bug. Its
 * message is the English of its text, which a caller may word in the reader's language.
 *
 * @example throw new EngineError('no_text_layer', { key: 'pdf_no_text_layer' })
 */
export class EngineError extends Error {
  readonly code: EngineErrorCode;
  readonly text: EngineErrorText;

  constructor(code: EngineErrorCode, text: EngineErrorText) {
    super(englishOf(ENGINE_ERROR_ENGLISH, text));
    this.name = 'EngineError';
    this.code = code;
    this.text = text;
  }
}
