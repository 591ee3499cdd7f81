// The words of job titles that name a kind of work: role families and the specialties inside
// them. Head nouns and domain words only: the lists describe occupations, not any one data set
// (docs/decisions/130-score-calibration.md).
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
/** Programming languages and frameworks a software title names ("Python Developer"). */
const LANGUAGE_WORDS = [
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
];

export const CUES: [RoleFamily, string[]][] = [
  [
    'tech',
    [
      'software engineer',
      'software developer',
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
      ...LANGUAGE_WORDS,
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
export const GENERIC = new Set([
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

/** A kind of work inside a family: two titles of one family may still be different jobs. */
export type Specialty =
  | 'software development'
  | 'data science and machine learning'
  | 'data engineering and analytics'
  | 'infrastructure and operations'
  | 'security'
  | 'quality assurance'
  | 'IT support'
  | 'embedded systems'
  | 'nursing'
  | 'midwifery'
  | 'pharmacy'
  | 'imaging'
  | 'medicine'
  | 'therapy'
  | 'paramedicine'
  | 'dentistry'
  | 'psychology';

// Specialties follow the detailed occupations of the standard classifications (SOC 2018: software
// developers, data scientists, database and network architects, systems administrators, security
// analysts, QA testers, user support; ISCO/SOC health professions). The longest cue wins; a
// GENERIC_SPECIALTY word names its specialty only when no other cue does, so the modifier decides:
// "Machine Learning Software Engineer" is machine learning, "Python Developer" software.
export const SPECIALTY_CUES: [RoleFamily, Specialty, string[]][] = [
  [
    'tech',
    'software development',
    [
      'software',
      'developer',
      'programmer',
      'coder',
      'full stack',
      'fullstack',
      'frontend',
      'front end',
      'backend',
      'back end',
      'web',
      'mobile',
      'ios',
      'android',
      ...LANGUAGE_WORDS,
      'node',
    ],
  ],
  [
    'tech',
    'data science and machine learning',
    [
      'data scientist',
      'machine learning',
      'ml',
      'ai',
      'genai',
      'mlops',
      'deep learning',
      'computer vision',
      'nlp',
      'natural language processing',
      'llm',
      'research scientist',
      'applied scientist',
    ],
  ],
  [
    'tech',
    'data engineering and analytics',
    [
      'data engineer',
      'data analyst',
      'data architect',
      'analytics',
      'business intelligence',
      'bi',
      'database',
      'dba',
      'etl',
      'data warehouse',
    ],
  ],
  [
    'tech',
    'infrastructure and operations',
    [
      'devops',
      'sre',
      'site reliability',
      'reliability',
      'infrastructure',
      'cloud',
      'platform engineer',
      'systems engineer',
      'systems administrator',
      'sysadmin',
      'network',
      'kubernetes',
    ],
  ],
  ['tech', 'security', ['security', 'cyber', 'cybersecurity', 'devsecops', 'penetration']],
  [
    'tech',
    'quality assurance',
    ['qa', 'quality assurance', 'test engineer', 'tester', 'sdet', 'in test', 'test automation'],
  ],
  [
    'tech',
    'IT support',
    ['it', 'ict', 'helpdesk', 'help desk', 'service desk', 'desktop support', 'technical support'],
  ],
  ['tech', 'embedded systems', ['embedded', 'firmware', 'fpga']],
  ['clinical', 'nursing', ['nurse', 'nursing']],
  ['clinical', 'midwifery', ['midwife', 'midwifery']],
  ['clinical', 'pharmacy', ['pharmacist', 'pharmacy']],
  ['clinical', 'imaging', ['radiographer', 'sonographer', 'radiography', 'imaging']],
  [
    'clinical',
    'medicine',
    ['doctor', 'physician', 'surgeon', 'consultant in', 'registrar', 'medical officer', 'gp'],
  ],
  ['clinical', 'therapy', ['therapist', 'physiotherapist', 'physiotherapy', 'therapy']],
  ['clinical', 'paramedicine', ['paramedic', 'ambulance']],
  ['clinical', 'dentistry', ['dentist', 'dental']],
  ['clinical', 'psychology', ['psychologist', 'psychology']],
];

/** Specialty words that give way to any other cue of the title ("ML Software Engineer"). */
export const GENERIC_SPECIALTY = new Set(['software', 'developer', 'programmer', 'coder']);
