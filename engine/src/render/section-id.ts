/**
 * A CV section a renderer can place; tailoring returns them in the order that suits the job.
 *
 * @example const order: SectionId[] = ['summary', 'skills', 'experience', 'education']
 */
export type SectionId =
  | 'summary'
  | 'experience'
  | 'skills'
  | 'education'
  | 'projects'
  | 'certificates'
  | 'languages'
  | 'awards'
  | 'publications'
  | 'volunteer'
  | 'interests'
  | 'references';

/**
 * The order recruiters expect when nothing about the job says otherwise.
 *
 * @example DEFAULT_SECTION_ORDER[0] // 'summary'
 */
export const DEFAULT_SECTION_ORDER: readonly SectionId[] = [
  'summary',
  'experience',
  'education',
  'skills',
  'projects',
  'certificates',
  'languages',
  'awards',
  'publications',
  'volunteer',
  'interests',
  'references',
];

/**
 * The standard heading each section gets in every template (ATS parsers look for these words).
 *
 * @example SECTION_TITLES.experience // 'Experience'
 */
export const SECTION_TITLES: Readonly<Record<SectionId, string>> = {
  summary: 'Summary',
  experience: 'Experience',
  skills: 'Skills',
  education: 'Education',
  projects: 'Projects',
  certificates: 'Certifications',
  languages: 'Languages',
  awards: 'Awards',
  publications: 'Publications',
  volunteer: 'Volunteering',
  interests: 'Interests',
  references: 'References',
};
