// The section order for a job. Rules, in docs/decisions/050-tailoring-and-rendering.md:
// education first for junior roles or a higher degree asked when the CV has at most one job;
// projects after experience when they prove the job's keywords; skills before education when the
// posting is skills-heavy; certifications next when the posting names certifications.
import type { ScanResult } from '../match/index.ts';
import { DEFAULT_SECTION_ORDER, type SectionId } from '../render/index.ts';
import type { Resume } from '../resume.ts';

/** A posting with at least this many hard-skill and tool keywords is skills-heavy (decision 050). */
const SKILLS_HEAVY_KEYWORDS = 6;

function present(resume: Resume, id: SectionId): boolean {
  const lists: Record<Exclude<SectionId, 'summary'>, readonly unknown[] | undefined> = {
    experience: resume.work,
    education: resume.education,
    skills: resume.skills,
    projects: resume.projects,
    certificates: resume.certificates,
    languages: resume.languages,
    awards: resume.awards,
    publications: resume.publications,
    volunteer: resume.volunteer,
    interests: resume.interests,
    references: resume.references,
  };
  return id === 'summary' ? !!resume.basics.summary?.trim() : (lists[id] ?? []).length > 0;
}

/** The order of the sections the CV has, for this job, and why it differs from the usual. */
export function sectionOrderFor(
  resume: Resume,
  scan: ScanResult,
): { order: SectionId[]; reasons: string[] } {
  const reasons: string[] = [];
  const kw = scan.keywords;
  const technical = kw.filter((k) => k.category === 'hard' || k.category === 'tool').length;
  const skillsHeavy = technical >= SKILLS_HEAVY_KEYWORDS;
  const level = scan.posting.education?.level;
  const early = scan.posting.seniority === 'intern' || scan.posting.seniority === 'junior';
  const educationFirst =
    resume.work.length <= 1 && (early || level === 'master' || level === 'doctorate');
  const projectsProve = kw.some((k) => k.status !== 'missing' && k.cvSections.includes('projects'));
  const certsAsked = kw.some((k) => k.category === 'certification');
  const order: SectionId[] = ['summary'];
  if (educationFirst) {
    order.push('education');
    reasons.push('education first: an early-career role or a higher degree asked');
  }
  order.push('experience');
  if (projectsProve) {
    order.push('projects');
    reasons.push('projects after experience: they show skills the job asks for');
  }
  if (skillsHeavy) {
    order.push('skills');
    reasons.push(`skills before education: the posting names ${technical} technical skills`);
  }
  order.push('education', 'skills');
  if (certsAsked) {
    order.push('certificates');
    reasons.push('certifications early: the posting asks for certifications');
  }
  order.push(...DEFAULT_SECTION_ORDER);
  const unique = [...new Set(order)].filter((id) => present(resume, id));
  return { order: unique, reasons };
}
