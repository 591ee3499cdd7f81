// Rendering structured CVs and letters: plain text, Markdown, PDF and DOCX, in ATS-friendly templates.
export { resumeToText } from './resume-to-text.ts';
export { renderCvPdf, type CvPdfOptions } from './render-cv-pdf.ts';
export { renderCvDocx, type CvDocxOptions } from './render-cv-docx.ts';
export { renderCvMarkdown } from './render-cv-markdown.ts';
export { renderCvJson } from './render-cv-json.ts';
export { renderLetterPdf, type LetterPdfOptions } from './render-letter-pdf.ts';
export { renderLetterDocx } from './render-letter-docx.ts';
export { renderLetterMarkdown } from './render-letter-markdown.ts';
export { LETTER_TONES, type CoverLetter, type LetterTone } from './cover-letter.ts';
export { DEFAULT_SECTION_ORDER, SECTION_TITLES, type SectionId } from './section-id.ts';
export { CV_TEMPLATES, LETTER_TEMPLATES, type CvTemplateId } from './templates.ts';
export type { PageSize } from './_pdf-writer.ts';
