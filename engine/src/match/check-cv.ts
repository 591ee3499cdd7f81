import type { ParsedCv } from '../resume.ts';
import { cvChecks } from './_checks.ts';
import { viewCv } from './_cv-view.ts';
import type { Check } from './types.ts';

/**
 * The checks that need no posting (contact, LinkedIn, headings, dates, length, measurable results,
 * action verbs, buzzwords, overused words, file type, layout risks), for the master-CV page.
 *
 * @example checkCv(parsed).filter((c) => c.status !== 'pass').map((c) => c.fix)
 */
export function checkCv(cv: ParsedCv): Check[] {
  return cvChecks(cv, viewCv(cv));
}
