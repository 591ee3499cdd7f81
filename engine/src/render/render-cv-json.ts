import type { Resume } from '../resume.ts';

/**
 * The JSON Resume export: the structured CV itself, pretty-printed. `parseCv` reads it back as is.
 *
 * @example renderCvJson(tailored.resume).startsWith('{\n  "basics"')
 */
export function renderCvJson(resume: Resume): string {
  return `${JSON.stringify(resume, null, 2)}\n`;
}
