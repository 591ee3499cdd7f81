import { DEFAULT_SECTION_ORDER } from '../render/index.ts';
import { reorderBullets } from './_bullets.ts';
import { sectionOrderFor } from './_section-order.ts';
import { addSkills, reorderSkills } from './_skills-section.ts';
import { shownSkills } from './_skills-shown.ts';
import { tailoredSummary } from './_summary.ts';
import type { TailorChange, TailorInput, TailoredCv } from './types.ts';

/**
 * Tailors the master CV to one job, honestly: bullets that prove the job's keywords move up within
 * each job, skills are added only when the CV shows them or the user confirmed them (to the skills
 * section or to the bullet `placements` names), the user's own summary is reordered toward the job
 * (plus the confirmed skills), and the sections are ordered for the job. Never adds an employer, title,
 * date, degree or number; the input is not changed. Every change is listed with its reason.
 *
 * @example const { resume, sectionOrder, changes } = tailorCv({ resume: cv, scan: result, confirmedSkills: ['Kubernetes'] })
 */
export function tailorCv(input: TailorInput): TailoredCv {
  const resume = structuredClone(input.resume);
  // Honesty is judged on the master CV as given, before any change.
  const shown = shownSkills(input.resume);
  const keywords = input.scan.keywords;
  const changes: TailorChange[] = [];

  // Placements point at the master CV's bullets, so skills are placed before bullets move.
  changes.push(...addSkills(resume, keywords, input.confirmedSkills, shown, input.placements));
  changes.push(...reorderBullets(resume, keywords, input.confirmedSkills));
  changes.push(...reorderSkills(resume, keywords));

  const summary = tailoredSummary(input.resume, input.scan, shown, input.confirmedSkills);
  if (summary && summary !== resume.basics.summary) {
    changes.push({
      kind: 'summary',
      path: 'basics.summary',
      ...(resume.basics.summary ? { before: resume.basics.summary } : {}),
      after: summary,
      message: resume.basics.summary
        ? 'Put the sentences of your summary that match this job first and kept it short.'
        : 'Wrote a short summary from your title and the skills your CV shows.',
    });
    resume.basics.summary = summary;
  }

  const { order, reasons } = sectionOrderFor(resume, input.scan);
  const usual = DEFAULT_SECTION_ORDER.filter((id) => order.includes(id));
  if (order.join() !== usual.join())
    changes.push({
      kind: 'section_order',
      before: usual,
      after: order,
      message: `Reordered the sections: ${reasons.join('; ')}.`,
    });
  return { resume, sectionOrder: order, changes };
}
