// Occupation fit: is the CV's recent work the same kind of job as the posting?
// Families and figures: docs/decisions/130-score-calibration.md.
import { titleSimilarity } from './_similarity.ts';
import { OCCUPATION_FIT } from './_weights.ts';

/** A broad kind of work; titles in one family are the same occupation for the score. */
export type RoleFamily =
  | 'tech'
  | 'clinical'
  | 'care'
  | 'finance'
  | 'teaching'
  | 'trades'
  | 'hospitality'
  | 'sales'
  | 'science'
  | 'office'
  | 'people'
  | 'logistics'
  | 'design'
  | 'legal'
  | 'engineering';

// Words of a title that name a family. A multi-word cue wins over the single words in it
// ("software engineer" is tech although "engineer" alone is engineering). Head nouns and domain
// words only: the list describes occupations, not any one data set.
const CUES: [RoleFamily, string[]][] = [
  [
    'tech',
    [
      'software',
      'developer',
      'programmer',
      'devops',
      'sre',
      'site reliability',
      'web',
      'frontend',
      'front end',
      'backend',
      'back end',
      'full stack',
      'fullstack',
      'cto',
      'data engineer',
      'data scientist',
      'data analyst',
      'data architect',
      'machine learning',
      'ml',
      'ai',
      'analytics',
      'business intelligence',
      'bi',
      'cloud',
      'platform engineer',
      'systems engineer',
      'infrastructure',
      'it',
      'ict',
      'helpdesk',
      'help desk',
      'desktop support',
      'network',
      'cyber',
      'security engineer',
      'database',
      'dba',
      'qa',
      'test engineer',
      'mobile',
      'ios',
      'android',
      'information systems',
      'solutions architect',
      'technical support',
      'code',
      'coder',
      'python',
      'java',
      'javascript',
      'typescript',
      'golang',
      'rust',
      'c++',
      'ruby',
      'php',
      'net',
      'react',
      'angular',
      'mlops',
      'reliability',
      'genai',
      'computer',
    ],
  ],
  [
    'clinical',
    [
      'nurse',
      'nursing',
      'midwife',
      'doctor',
      'physician',
      'consultant in',
      'surgeon',
      'radiographer',
      'pharmacist',
      'pharmacy',
      'paramedic',
      'ambulance',
      'therapist',
      'physiotherapist',
      'clinical',
      'clinician',
      'medical',
      'medicine',
      'dentist',
      'dental',
      'sonographer',
      'psychologist',
      'registrar',
      'ward',
      'theatre',
      'healthcare',
      'health care',
      'phlebotomist',
    ],
  ],
  ['care', ['care', 'carer', 'caregiver', 'support worker', 'social worker', 'nanny', 'childcare']],
  [
    'finance',
    [
      'accountant',
      'accounting',
      'accounts',
      'finance',
      'financial',
      'payroll',
      'bookkeeper',
      'auditor',
      'audit',
      'tax',
      'treasury',
      'actuary',
      'banker',
      'banking',
      'investment',
      'credit',
      'cpa',
      'quantitative',
    ],
  ],
  [
    'teaching',
    [
      'teacher',
      'teaching',
      'lecturer',
      'tutor',
      'professor',
      'instructor',
      'trainer',
      'educator',
      'school',
    ],
  ],
  [
    'trades',
    [
      'electrician',
      'plumber',
      'carpenter',
      'joiner',
      'craftsperson',
      'mechanic',
      'technician',
      'painter',
      'decorator',
      'decorating',
      'bricklayer',
      'welder',
      'maintenance',
      'estates',
      'apprentice',
      'fitter',
      'installer',
      'porter',
      'cleaner',
      'housekeeper',
      'housekeeping',
    ],
  ],
  [
    'hospitality',
    [
      'chef',
      'cook',
      'catering',
      'kitchen',
      'waiter',
      'waitress',
      'barista',
      'bartender',
      'hotel',
      'restaurant',
      'food',
    ],
  ],
  [
    'sales',
    [
      'sales',
      'marketing',
      'account manager',
      'account executive',
      'business development',
      'retail',
      'seo',
      'brand',
      'advertising',
      'communications',
    ],
  ],
  [
    'science',
    [
      'scientist',
      'laboratory',
      'lab',
      'biologist',
      'chemist',
      'toxicology',
      'technologist',
      'researcher',
      'environmental',
      'biomedical',
    ],
  ],
  [
    'office',
    [
      'administrator',
      'administrative',
      'admin',
      'receptionist',
      'secretary',
      'clerk',
      'office',
      'coordinator',
      'assistant',
      'procurement',
      'purchasing',
      'buyer',
    ],
  ],
  ['people', ['recruiter', 'recruitment', 'hr', 'human resources', 'talent']],
  [
    'logistics',
    [
      'driver',
      'warehouse',
      'logistics',
      'material handler',
      'operator',
      'supply chain',
      'forklift',
    ],
  ],
  ['design', ['designer', 'graphic', 'ux', 'ui', 'illustrator', 'artist']],
  ['legal', ['lawyer', 'solicitor', 'paralegal', 'legal', 'attorney', 'barrister']],
  [
    'engineering',
    ['engineer', 'engineering', 'mechanical', 'civil', 'electrical', 'structural', 'manufacturing'],
  ],
];

// Words that say the level or kind of post more than the occupation: they name a family only when
// nothing more specific does ("IT Technician" is tech, "Maintenance Technician" trades).
const GENERIC = new Set([
  'engineer',
  'engineering',
  'assistant',
  'administrator',
  'admin',
  'coordinator',
  'technician',
  'apprentice',
  'operator',
  'office',
]);

const norm = (s: string) =>
  ` ${s
    .toLowerCase()
    .replace(/[^a-z0-9+]+/g, ' ')
    .trim()} `;

/**
 * The role family a job title names, or undefined when its words name none. The longest cue wins,
 * then the earlier family ("Clinical Data Scientist": data scientist, tech).
 *
 * @example roleFamily('Backend Developer') // 'tech'
 */
export function roleFamily(title: string): RoleFamily | undefined {
  return familyOf(title)?.family;
}

/** The family and whether only a generic word ("Engineer", "Assistant") names it. */
function familyOf(title: string): { family: RoleFamily; generic: boolean } | undefined {
  const t = norm(title);
  let best: { family: RoleFamily; length: number } | undefined;
  for (const [family, cues] of CUES)
    for (const cue of cues)
      if (t.includes(` ${cue} `)) {
        const length = GENERIC.has(cue) ? 1 : cue.length;
        if (!best || length > best.length) best = { family, length };
      }
  return best && { family: best.family, generic: best.length === 1 };
}

/** How the CV's titles fit the posting's occupation. */
export interface OccupationFit {
  fraction: number;
  detail: string;
  /** The CV title the figure rests on. */
  cvTitle?: string;
  postingFamily?: RoleFamily;
  cvFamily?: RoleFamily;
}

/**
 * The best fit of the CV's recent titles (most recent first) to the posting's title: the title's own
 * likeness, raised to OCCUPATION_FIT.sameFamily for a title of the same family, held to
 * OCCUPATION_FIT.otherFamily for a title of another family.
 *
 * @example occupationFit('Software Engineer', ['Backend Developer']).fraction // 0.7
 */
export function occupationFit(postingTitle: string, cvTitles: readonly string[]): OccupationFit {
  // A family named by a generic word alone ("Python Engineer" is not "engineering") is not sure
  // enough to call two titles different occupations.
  const ofPosting = familyOf(postingTitle);
  const postingFamily = ofPosting?.family;
  let best: OccupationFit = {
    fraction: 0,
    detail: `None of your titles is the kind of job "${postingTitle}" is.`,
  };
  if (postingFamily) best.postingFamily = postingFamily;
  const recent = cvTitles.slice(0, OCCUPATION_FIT.recentTitles);
  recent.forEach((title, i) => {
    const age = i <= 1 ? 1 : OCCUPATION_FIT.olderTitleFactor;
    const of = familyOf(title);
    const family = of?.family;
    let fit = titleSimilarity(postingTitle, title);
    let why: string;
    if (postingFamily && family === postingFamily) {
      fit = Math.max(fit, OCCUPATION_FIT.sameFamily);
      why = `"${title}" is the same occupation (${family}) as "${postingTitle}"`;
    } else if (postingFamily && family && !of?.generic && !ofPosting?.generic) {
      fit = Math.min(fit, OCCUPATION_FIT.otherFamily);
      why = `"${title}" (${family}) is another occupation than "${postingTitle}" (${postingFamily})`;
    } else {
      fit = Math.min(fit, OCCUPATION_FIT.unknownFamily);
      why = `"${title}" is ${Math.round(fit * 100)}% like "${postingTitle}"`;
    }
    fit *= age;
    if (fit > best.fraction || (best.cvTitle === undefined && i === 0)) {
      best = { fraction: fit, detail: `${why}.`, cvTitle: title };
      if (postingFamily) best.postingFamily = postingFamily;
      if (family) best.cvFamily = family;
    }
  });
  return best;
}
