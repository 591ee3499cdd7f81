// The CV area's public API: parse CV files and pasted text into a structured CV.
export { parseCv, type ParseCvOptions, type ParseProgress } from './parse-cv.ts';
export { parseCvText } from './parse-cv-text.ts';
export { detectCvFormat, type CvFormat } from './detect-cv-format.ts';
export { CV_LIMITS } from './cv-limits.ts';
export { CV_TEXT_KEYS, cvEnglish, parseWarning } from './cv-english.ts';
// How much a text reads as a job title or as an employer's name: tailoring uses them to introduce
// a job in a letter only by what reads as one.
export { employerness, titleness } from './_job-words.ts';
