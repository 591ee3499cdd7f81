// The section-heading vocabulary (decision 010): keywords by section kind, and the qualifiers
// that may stand beside them without changing the kind.
import type { SectionKind } from './_headings.ts';

// Words that name a section on their own. The first listed kind wins when several appear
// ("Work history" → work; "Education and training" → education).
/**
 * Section keywords by kind, in priority order.
 * @example KEYWORDS.find(([, words]) => words.includes('honors'))?.[0] // 'awards'
 */
export const KEYWORDS: [SectionKind, string[]][] = [
  [
    'volunteer',
    ['volunteering', 'volunteer', 'voluntary', 'ehrenamt', 'bénévolat', 'voluntariado'],
  ],
  [
    'certificates',
    [
      'certifications',
      'certification',
      'certificates',
      'certificate',
      'licenses',
      'licences',
      'accreditations',
      'zertifikate',
      'zertifizierungen',
      'certificados',
    ],
  ],
  [
    'publications',
    [
      'publications',
      'publication',
      'papers',
      'patents',
      'talks',
      'presentations',
      'conferences',
      'bibliography',
      'publikationen',
      'veröffentlichungen',
      'publicaciones',
    ],
  ],
  [
    'awards',
    [
      'awards',
      'award',
      'honors',
      'honours',
      'achievements',
      'accomplishments',
      'distinctions',
      'scholarships',
      'prizes',
      'recognition',
      'proud',
      'auszeichnungen',
      'premios',
    ],
  ],
  [
    'languages',
    ['languages', 'language', 'sprachen', 'sprachkenntnisse', 'langues', 'idiomas', 'lingue'],
  ],
  [
    'projects',
    ['projects', 'project', 'portfolio', 'projekte', 'projets', 'proyectos', 'progetti'],
  ],
  [
    'education',
    [
      'education',
      'educational',
      'academic',
      'academics',
      'qualifications',
      'studies',
      'degrees',
      'schooling',
      'ausbildung',
      'bildungsweg',
      'studium',
      'formation',
      'educación',
      'formación',
      'istruzione',
      'formazione',
    ],
  ],
  ['certificates', ['courses', 'coursework', 'trainings', 'training', 'weiterbildung', 'cursos']],
  [
    'work',
    [
      'experience',
      'experiences',
      'employment',
      'work',
      'career',
      'positions',
      'jobs',
      'internships',
      'military',
      'history',
      'appointments',
      'berufserfahrung',
      'erfahrung',
      'berufspraxis',
      'expérience',
      'expériences',
      'experiencia',
      'esperienza',
      'esperienze',
    ],
  ],
  [
    'skills',
    [
      'skills',
      'skill',
      'competencies',
      'competences',
      'expertise',
      'technologies',
      'strengths',
      'abilities',
      'proficiencies',
      'tools',
      'stack',
      'knowledge',
      'competency',
      'kenntnisse',
      'fähigkeiten',
      'compétences',
      'habilidades',
      'competencias',
      'competenze',
    ],
  ],
  [
    'summary',
    [
      'summary',
      'profile',
      'objective',
      'objectives',
      'about',
      'overview',
      'introduction',
      'statement',
      'philosophy',
      'bio',
      'profil',
      'perfil',
      'profilo',
      'zusammenfassung',
    ],
  ],
  // Sections JSON Resume has no place for, named strongly enough to beat "activities" (interests).
  [
    'other',
    [
      'highlights',
      'affiliations',
      'affiliation',
      'memberships',
      'membership',
      'associations',
      'extracurricular',
      'extracurriculars',
      'community',
    ],
  ],
  [
    'interests',
    [
      'interests',
      'hobbies',
      'activities',
      'pastimes',
      'interessen',
      'intérêts',
      'loisirs',
      'intereses',
      'interessi',
    ],
  ],
  [
    'references',
    ['references', 'referees', 'reference', 'referenzen', 'références', 'referencias', 'referenze'],
  ],
  // Other words for such sections, weaker than every standard keyword ("Additional Skills" → skills).
  [
    'other',
    [
      'additional',
      'miscellaneous',
      'misc',
      'other',
      'links',
      'research',
      'leadership',
      'sonstiges',
      'divers',
      'otros',
      'altro',
    ],
  ],
  [
    'contact',
    ['contact', 'contacts', 'details', 'information', 'info', 'kontakt', 'contacto', 'contatti'],
  ],
];
/**
 * Keywords that only qualify another keyword and decide the kind only when alone ("Career
 * History" → work, "Summary of Qualifications" → summary, "Other Skills" → skills, "Research" → other).
 * @example WEAK_KEYWORDS.has('career') // true
 */
export const WEAK_KEYWORDS = new Set([
  'history',
  'career',
  'qualifications',
  'other',
  'misc',
  'miscellaneous',
  'links',
  'research',
  'leadership',
]);

// Words that may qualify a section keyword without changing what it is.
/**
 * Words that may qualify a section keyword.
 * @example MODIFIERS.has('technical') // true
 */
export const MODIFIERS = new Set(
  (
    'professional relevant technical computer key core selected other additional personal research ' +
    'teaching industry software programming related recent previous prior full select major ' +
    'invited honors honours me my and & of in the a most further general main areas area soft hard ' +
    'examples tech at background involvement engagements exposure professionnelle professionnelles professionnel laboral laborales profesional professionale professionali praktische berufliche techniques técnicas tecniche informatiques persönliche personnelles und et y e de der die service services leadership management it digital it/ professional/ hobbies/ certifications/ ' +
    'history experience work working skills summary career employment specialized special spoken foreign ' +
    'awards qualifications highlights education academic training licenses'
  )
    .split(' ')
    .filter(Boolean),
);
