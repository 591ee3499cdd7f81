// Words that tell a job title from an organisation name (decision 010: word lists, not a model).

const TITLE_WORDS =
  /\b(engineer|developer|manager|intern|director|cto|ceo|cfo|coo|cio|founder|co-founder|analyst|consultant|scientist|lead|head|officer|designer|architect|specialist|assistant|associate|researcher|professor|lecturer|teacher|coordinator|administrator|technician|executive|president|vp|programmer|owner|partner|supervisor|representative|accountant|nurse|editor|writer|fellow|postdoc|trainee|apprentice|tutor|instructor|advisor|adviser|strategist|recruiter|agent|clerk|operator|chef|title|staff|member|chair|secretary|attorney|lawyer|physician|therapist|auditor|economist|mentor|principal|senior|junior|sr|jr|devops|sre|qa|tester|student|position|role)\b/gi;
// Legal forms name a company wherever they stand ("Acme Ltd", "Acme GmbH & Co").
const COMPANY_SUFFIXES =
  /\b(inc|ltd|llc|gmbh|corp|corporation|company|co|group|labs?|plc|ag|sa|bv|limited|holdings|employer|organi[sz]ation)\b/gi;
// Nouns that name an organisation only as the last word: "NVIDIA Research" but "Research Assistant".
const COMPANY_NOUNS =
  /^(technologies|technology|systems|solutions|university|college|institute|bank|agency|studio|partners|ventures|ai|research|foundation|hospital|school|ministry|consulting|software|services|international|global|networks?|analytics|health|media|capital|energy|robotics|logistics|insurance|mobility|payments)$/i;

/**
 * How many job-title words the text holds.
 * @example titleScore('Senior Software Engineer') // 2
 */
export function titleScore(s: string): number {
  return (s.match(TITLE_WORDS) ?? []).length;
}

/**
 * How strongly the text names an organisation: legal forms anywhere, organisation nouns last.
 * @example companyScore('NVIDIA Research') // 1; companyScore('Research Assistant') // 0
 */
export function companyScore(s: string): number {
  const last =
    s
      .trim()
      .split(/\s+/)
      .at(-1)
      ?.replace(/[.,]+$/, '') ?? '';
  return (s.match(COMPANY_SUFFIXES) ?? []).length + (COMPANY_NOUNS.test(last) ? 1 : 0);
}

/**
 * True when the text holds any job-title word ("Network Engineer").
 * @example hasTitleWords('Network Engineer') // true
 */
export function hasTitleWords(text: string): boolean {
  return titleScore(text) > 0;
}

// Nouns a job title ends with (decision 121): "Desktop Support Manager", "Line Cook", "Staff Nurse".
const ROLE_NOUNS = new Set(
  (
    'engineer developer programmer manager director analyst consultant specialist technician officer ' +
    'assistant associate administrator coordinator designer architect scientist researcher intern ' +
    'trainee apprentice nurse teacher tutor instructor lecturer professor educator chef cook cutter ' +
    'baker butcher accountant auditor bookkeeper controller treasurer clerk cashier representative ' +
    'agent advisor adviser planner buyer handler storekeeper operator driver mechanic electrician ' +
    'installer maintainer writer editor journalist producer artist photographer lead head supervisor ' +
    'executive president vp ceo cto cfo coo cio cmo founder co-founder cofounder owner partner fellow ' +
    'postdoc student volunteer mentor coach recruiter therapist physician doctor pharmacist dentist ' +
    'surgeon attorney lawyer paralegal secretary receptionist economist strategist marketer ' +
    'salesperson server waiter waitress bartender barista host hostess housekeeper janitor custodian ' +
    'guard firefighter paramedic soldier sergeant lieutenant captain pilot attendant worker laborer ' +
    'carpenter plumber welder machinist inspector surveyor estimator dispatcher courier merchandiser ' +
    'stocker liaison ambassador evangelist tester sre dba principal chair chairman chairwoman ' +
    'member staff generalist practitioner counselor counsellor caregiver aide nanny technologist ' +
    'investigator examiner underwriter broker trader banker teller scheduler organizer organiser ' +
    'facilitator trainer leader contractor freelancer title position role'
  ).split(' '),
);
/** A role noun, also as the last part of a compound ("web-developer", "sub-editor"). */
export function isRoleNoun(w: string): boolean {
  return ROLE_NOUNS.has(w) || (w.includes('-') && ROLE_NOUNS.has(w.slice(w.lastIndexOf('-') + 1)));
}

// Team names that stand after a title in the same cell: "Director – IT Operations".
const DEPARTMENTS =
  /^(operations|engineering|marketing|sales|finance|it|hr|support|development|product|design|infrastructure|security|research|administration|logistics|procurement|quality|compliance|strategy|analytics|platform|automation|communications|services)$/i;
// Organisation nouns (anywhere) and organisation words leading "X of Y" ("University of Leeds").
const ORG_NOUNS =
  /^(hospital|clinic|district|bank|university|college|school|academy|church|startup|studios?|labs?|entertainment|financial|management|center|centre|council|government|agency|ministry|authority|association|society|institute|foundation|trust|museum|library|press|publishing|restaurant|hotel|cafe|café|bakery|store|shop|market|airlines?|motors|pharmaceuticals?|partners|associates|consultants|technologies|technology|systems|solutions|ventures|network|networks|media|capital|energy|robotics|insurance|health|healthcare|group|interactive|digital|dynamics|industries|enterprises|games|records|pictures|army|navy|force|corps|police|ngo|nonprofit|charity)$/i;
const ORG_LEAD =
  /^(university|bank|department|ministry|city|county|state|institute|school|college|office|bureau|board|academy) of\b/i;
const LEVEL = /\s+(?:[IVX]{1,4}|[1-5]|level\s+[\dIVX]+|grade\s+\d+|\([^)]*\))$/i;

function tokens(s: string): string[] {
  return s
    .toLowerCase()
    .split(/[\s/,]+/)
    .map((w) => w.replace(/^[^\p{L}]+|[^\p{L}-]+$/gu, ''))
    .filter(Boolean);
}

/**
 * Tool-name tokens: inner capitals, digits or symbols ("MySQL", "C++", "ROpenGL"); all-capital
 * words are left out, since they are as often employers ("IBM").
 * @example techTokens('Agile MySQL C++ JIRA') // 2
 */
export function techTokens(s: string): number {
  return s
    .split(/[\s,;|]+/)
    .filter((w) => /\p{Ll}\p{Lu}|[+#]|^\p{L}+\d|\d\p{L}/u.test(w) && !/^\p{Lu}+$/u.test(w)).length;
}

/** A description, not a name: a sentence or many lowercase words. */
function prose(s: string): boolean {
  const lower = s.split(/\s+/).filter((w) => /^\p{Ll}/u.test(w)).length;
  return s.length > 90 || lower >= 5 || (lower >= 3 && /\.$/.test(s));
}

/**
 * How much a text reads as a job title (decision 121): ending in a role noun scores 3, a role noun
 * followed by "of/for/–" ("Director of IT") 2.5, a role noun elsewhere 1; organisation words and
 * sentences count against it.
 * @example titleness('Desktop Support Manager') // 3
 */
export function titleness(s: string): number {
  const core = s.replace(LEVEL, '').replace(LEVEL, '');
  const ws = tokens(core);
  if (ws.length === 0 || prose(s)) return -4;
  let score = 0;
  if (isRoleNoun(ws.at(-1) ?? '')) score = 3;
  else {
    const k = ws.findIndex(isRoleNoun);
    if (k >= 0) {
      const at = new RegExp(`\\b${ws[k]!.replace(/[/-]/g, '\\$&')}\\b`, 'i').exec(core);
      const after = at
        ? core
            .slice(at.index + at[0].length)
            .trim()
            .toLowerCase()
        : '';
      // "Director of IT" names one role; "Director – IT Operations" a role and its team; a role
      // followed by a plain name ("Specialist Company Name") is weaker still.
      score = /^(of|for|in|to|and|&)\b/.test(after) ? 2.5 : /^[–—\-|/,(]/.test(after) ? 1.5 : 1;
    }
  }
  return score - 2 * employerCues(s) - (techTokens(s) >= 3 ? 2 : 0);
}

function employerCues(s: string): number {
  const ws = s.trim().split(/\s+/);
  const last = (ws.at(-1) ?? '').replace(/[.,]+$/, '');
  return (
    (s.match(COMPANY_SUFFIXES) ?? []).length +
    (ORG_NOUNS.test(last) || COMPANY_NOUNS.test(last) ? 1 : 0) +
    (ORG_LEAD.test(s.trim()) ? 1 : 0)
  );
}

/**
 * How much a text reads as an employer (decision 121): legal forms and organisation nouns for,
 * role nouns, team names and sentences against; a short capitalised name scores a little.
 * @example employerness('Meyer Tech Inc.') // 3.5; employerness('Desktop Support Manager') // -3
 */
export function employerness(s: string): number {
  const ws = tokens(s);
  if (ws.length === 0 || prose(s)) return -4;
  let score = 2 * employerCues(s) - (techTokens(s) >= 3 ? 2 : 0);
  if (isRoleNoun(ws.at(-1) ?? '')) score -= 3;
  score -= ws.slice(0, -1).filter(isRoleNoun).length;
  if (ws.length > 1 && DEPARTMENTS.test(ws.at(-1) ?? '') && employerCues(s) === 0) score -= 1;
  const words = s.trim().split(/\s+/);
  if (
    words.length <= 6 &&
    words.every((w) => /^[\p{Lu}\d&]/u.test(w) || /^(of|and|the|de|für|&|for)$/.test(w))
  )
    score += 0.5;
  return score;
}

// A skill group's label names a kind of tool in generic words: "Issue Tracking Systems", "Version
// Control Systems", "Testing Tools", "Web Frameworks" — never an employer, whatever its last word.
const GROUP_NOUNS =
  /^(systems|tools|frameworks|languages|databases|platforms|engines|servers|libraries|environments|ides|technologies|utilities|methodologies|stack)$/i;
const GENERIC_TECH = new Set(
  (
    'issue issues bug bugs tracking tracker version versioning control source code operating ' +
    'operational programming scripting markup query testing test automation automated build ' +
    'ci cd ci/cd continuous integration delivery deployment monitoring logging web mobile cloud ' +
    'database data wiki content management project office design development network security ' +
    'virtualization container containerization orchestration messaging relational sql nosql ' +
    'frontend backend front-end back-end analytics reporting collaboration documentation modeling ' +
    'modelling other main key core additional general software hardware and & of'
  ).split(' '),
);

/**
 * A skill group's label: generic technical words ending in a kind of tool, with no legal form.
 * @example skillGroupLabel('Issue Tracking Systems') // true; skillGroupLabel('Acme Systems') // false
 */
export function skillGroupLabel(s: string): boolean {
  const ws = s.toLowerCase().replace(/:$/, '').trim().split(/\s+/);
  return (
    ws.length >= 2 &&
    GROUP_NOUNS.test(ws.at(-1) ?? '') &&
    ws.slice(0, -1).every((w) => GENERIC_TECH.has(w)) &&
    (s.match(COMPANY_SUFFIXES) ?? []).length === 0
  );
}

/**
 * The title a short lead-in names with "as": "Summer internship as Java Developer" → "Java
 * Developer"; the text as it is when what follows "as" is no clear title.
 * @example roleAfterAs('internship as Java Developer') // 'Java Developer'
 */
export function roleAfterAs(s: string): string {
  const m = /^((?:\S+\s+){0,2}\S+)\s+as\s+(\p{Lu}.*)$/u.exec(s.trim());
  return m?.[1] && m[2] && titleness(m[1]) <= 0 && titleness(m[2]) >= 2.5 ? m[2] : s;
}
