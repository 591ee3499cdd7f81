/**
 * How senior a job is, from its title (or the years it asks).
 *
 * @example seniorityIn('Senior Data Engineer') // 'senior'
 */
export type Seniority =
  | 'intern'
  | 'junior'
  | 'mid'
  | 'senior'
  | 'lead'
  | 'principal'
  | 'manager'
  | 'director'
  | 'executive';

/**
 * A level of formal education, lowest to highest.
 *
 * @example educationIn('BSc in Physics') // 'bachelor'
 */
export type EducationLevel = 'high-school' | 'associate' | 'bachelor' | 'master' | 'doctorate';

/**
 * Where the work happens, as the posting says.
 *
 * @example analyzePosting('Fully remote role').workplace // 'remote'
 */
export type Workplace = 'remote' | 'hybrid' | 'onsite' | 'unknown';

/**
 * Ranks of education levels, lowest first, for comparing a CV's degree with the one asked.
 *
 * @example EDUCATION_RANK.master > EDUCATION_RANK.bachelor // true
 */
export const EDUCATION_RANK: Record<EducationLevel, number> = {
  'high-school': 1,
  associate: 2,
  bachelor: 3,
  master: 4,
  doctorate: 5,
};

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
};
const YEARS =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen)\s*(?:\+|plus)?\s*(?:(?:-|–|to)\s*(?:\d{1,2}|[a-z]+)\s*)?(?:\([a-z0-9]+\)\s*)?(?:\+\s*)?(?:years?|yrs?)\b/gi;

const EDUCATION: [EducationLevel, RegExp][] = [
  ['doctorate', /\b(ph\.?\s?d|doctorate|doctoral|d\.phil)\b/i],
  [
    'master',
    /\b(master'?s?|m\.?sc|m\.s\.|ms in|mba|m\.?eng|ma in|postgraduate degree|graduate degree)\b/i,
  ],
  [
    'bachelor',
    /\b(bachelor'?s?|b\.?sc|b\.s\.|bs in|bs\/ba|ba\/bs|b\.a\.|ba in|b\.?eng|b\.?tech|undergraduate degree|four[- ]year degree|4[- ]year degree)\b/i,
  ],
  ['associate', /\b(associate'?s? degree|associate degree|two[- ]year degree|hnd|diploma in)\b/i],
  ['high-school', /\b(high school|secondary school|ged|a[- ]levels?|gcses?)\b/i],
];

// "A degree in X", "a relevant degree": a first degree, unless the sentence names a level itself
// ("Master's degree in X" asks for a master's).
const GENERIC_DEGREE =
  /\b(university degree|college degree|degree in|(?:relevant|related|technical|engineering|science) degree|academic degree)\b/i;

// Years count as experience asked when the sentence talks of experience, or of years in/with something.
const YEARS_CONTEXT =
  /\b(experience|exp\.|background|working|track record|in (?:a|the) (?:similar|related)|professional)\b|\byears?\s+(?:of\s+)?(?:in|with|as|doing|building|leading|managing)\b/i;

/**
 * The number of years of experience a sentence asks for ("3+ years", "at least five years").
 *
 * @example yearsIn('At least five years of experience') // 5
 */
export function yearsIn(sentence: string): number | undefined {
  if (!YEARS_CONTEXT.test(sentence)) return undefined;
  let best: number | undefined;
  for (const m of sentence.matchAll(YEARS)) {
    const raw = (m[1] ?? '').toLowerCase();
    const n = NUMBER_WORDS[raw] ?? Number(raw);
    if (Number.isFinite(n) && n > 0 && n <= 25) best = best === undefined ? n : Math.max(best, n);
  }
  return best;
}

/**
 * The lowest education level a sentence names ("Bachelor's or Master's" asks for a bachelor's).
 *
 * @example educationIn("Bachelor's or Master's degree") // 'bachelor'
 */
export function educationIn(sentence: string): EducationLevel | undefined {
  let found: EducationLevel | undefined;
  for (const [level, re] of EDUCATION) if (re.test(sentence)) found = level;
  return found ?? (GENERIC_DEGREE.test(sentence) ? 'bachelor' : undefined);
}

/**
 * Seniority named in a title or sentence, most specific first.
 *
 * @example seniorityIn('Junior Analyst') // 'junior'
 */
export function seniorityIn(text: string): Seniority | undefined {
  if (/\b(intern|internship|trainee|apprentice|werkstudent|working student)\b/i.test(text))
    return 'intern';
  if (/\b(chief|c[etfo]o|vp|vice president|svp|evp|head of)\b/i.test(text))
    return /head of/i.test(text) ? 'director' : 'executive';
  if (/\bdirector\b/i.test(text)) return 'director';
  if (/\bprincipal\b/i.test(text)) return 'principal';
  if (/\b(lead|staff|architect)\b/i.test(text)) return 'lead';
  if (/\b(senior|sr\.?|experienced)\b/i.test(text)) return 'senior';
  if (/\b(junior|jr\.?|entry[- ]level|graduate|associate)\b/i.test(text)) return 'junior';
  if (/\b(manager|supervisor)\b/i.test(text)) return 'manager';
  if (/\b(mid[- ]level|intermediate|medior)\b/i.test(text)) return 'mid';
  return undefined;
}

/** Remote, hybrid or on-site, from the posting's own words. */
export function workplaceIn(text: string): Workplace {
  if (/\bhybrid\b/i.test(text)) return 'hybrid';
  if (
    /\b(fully remote|100% remote|remote[- ](?:first|friendly|only|position|role|work)|work (?:from|at) home|wfh|telecommut\w*|work remotely|remote)\b/i.test(
      text,
    )
  )
    return 'remote';
  if (/\b(on[- ]site|onsite|in[- ]office|in[- ]person|office[- ]based)\b/i.test(text))
    return 'onsite';
  return 'unknown';
}
