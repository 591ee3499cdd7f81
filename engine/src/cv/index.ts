// The CV area's public API: parse CV files and pasted text into a structured CV.
export { parseCv, type ParseCvOptions } from './parse-cv.ts';
export { parseCvText } from './parse-cv-text.ts';
export { detectCvFormat, type CvFormat } from './detect-cv-format.ts';
export { CV_LIMITS } from './cv-limits.ts';
