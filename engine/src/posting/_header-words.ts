// Word lists for reading a posting's title, company and location
// (docs/decisions/114-posting-title-company.md). A role is recognised by its head noun, the last
// word of a job title ("Staff Data Engineer", "Consultant in Acute Medicine" → Consultant).

const HEADS = new Set(
  `accountant actuary adviser advisor advocate agent aide ambassador analyst anaesthetist anesthetist
  animator apprentice architect archivist artist assessor assistant associate attendant attorney
  auditor baker banker barista barrister bartender biologist bookkeeper broker buyer captain carer
  caregiver caretaker carpenter cashier chaplain chef chemist chiropodist cleaner clerk clinician
  coach consultant controller cook coordinator co-ordinator copywriter counsel counsellor counselor courier
  craftsman craftsperson curator custodian decorator dentist designer detective developer dietician
  dietitian director dispatcher doctor driver economist editor educator electrician engineer
  estimator evangelist examiner executive expert facilitator fellow firefighter fitter foreman
  generalist guard hacker handler handyman housekeeper hygienist illustrator inspector instructor
  intern interpreter investigator janitor joiner journalist labourer laborer lawyer lead leader
  lecturer librarian liaison machinist manager marketer mathematician mechanic mentor merchandiser
  midwife navigator nurse nutritionist officer operative operator optician optometrist owner painter
  paralegal paramedic pathologist perfusionist pharmacist phlebotomist photographer physician
  physicist physiotherapist pilot planner plumber podiatrist porter practitioner presenter president
  producer professor programmer psychiatrist psychologist psychotherapist radiographer receptionist
  recruiter registrar representative rep reporter researcher salesperson scheduler scientist
  secretary sister sonographer solicitor sourcer specialist statistician steward strategist superintendent
  supervisor surgeon surveyor teacher technician technologist teller tester therapist trader trainee
  trainer translator treasurer tutor underwriter videographer volunteer waiter waitress welder
  worker writer`.split(/\s+/),
);

// Heads that also make ordinary words: a role only when "of" follows ("Head of Data").
const HEAD_NEEDS_OF = new Set(['head', 'chief']);

/** Seniority and praise words that open a described role ("an experienced, motivated …"). */
const PRAISE = new Set(
  `able accomplished adaptable additional ambitious amazing analytical articulate awesome bright
  brilliant capable caring collaborative committed compassionate competent confident creative curious
  dedicated dependable detail-oriented determined diligent driven dynamic eager empathetic energetic
  enthusiastic entrepreneurial excellent exceptional exceptionally experienced extremely fantastic
  flexible forward-thinking friendly fully genuinely great hands-on hard-working hardworking
  high-calibre high-caliber high-energy highly humble ideal influential innovative inquisitive
  inspirational inspiring intelligent keen kind knowledgeable meticulous mission-driven
  mission-oriented motivated new outgoing outstanding passionate personable poised positive proactive
  pro-active professional progressive proven really reliable resourceful results-driven
  results-oriented savvy seasoned self-motivated self-starting skilled smart strong successful
  suitable suitably superb supportive talented tech-savvy thoughtful top truly trustworthy
  versatile very vibrant visionary warm well-organised well-organized world-class`.split(/\s+/),
);

/** Words that open a noun phrase and are never part of the role. */
export const DETERMINERS = new Set(
  `a an the our your their its this that these those one two three four five six seven eight nine
  ten some any each every several multiple another more many next further`.split(/\s+/),
);

// Lower-case words ending in -ed that do belong to a role ("registered nurse").
const ROLE_PARTICIPLES = new Set([
  'registered',
  'chartered',
  'certified',
  'licensed',
  'accredited',
]);

/** A lower-case adjective that describes the person, not the role ("motivated", "experienced"). */
export function isPraise(word: string): boolean {
  if (!/^[a-z]/.test(word)) return false;
  return PRAISE.has(word) || (/^[a-z-]{4,}ed$/.test(word) && !ROLE_PARTICIPLES.has(word));
}

/** The singular head noun a word names ("Engineers" → "engineer"), or undefined. */
export function headNoun(word: string): string | undefined {
  const cached = HEAD_CACHE.get(word);
  if (cached !== undefined) return cached || undefined;
  const head = findHead(word);
  if (HEAD_CACHE.size > 20_000) HEAD_CACHE.clear();
  HEAD_CACHE.set(word, head ?? '');
  return head;
}

// Words seen before, with their head noun ('' for none): titles are read word by word many times.
const HEAD_CACHE = new Map<string, string>();

function findHead(word: string): string | undefined {
  const w = word.toLowerCase().replace(/[^a-z-]/g, '');
  if (w.length < 2) return undefined;
  for (const form of [w, w.endsWith('s') ? w.slice(0, -1) : '', singularIes(w), singularEs(w)]) {
    if (form === '') continue;
    if (HEADS.has(form) || HEAD_NEEDS_OF.has(form)) return form;
    if (/(?:olog|ograph)(?:ist|er)$|ician$|therapist$/.test(form)) return form;
  }
  return undefined;
}

function singularIes(w: string): string {
  return w.endsWith('ies') ? `${w.slice(0, -3)}y` : '';
}

function singularEs(w: string): string {
  return /(?:ch|sh|ss|x)es$/.test(w) ? w.slice(0, -2) : '';
}

/** True for "head"/"chief", which name a role only with "of …" after them. */
export function needsOf(head: string): boolean {
  return HEAD_NEEDS_OF.has(head);
}

/** The word in the singular when it is a plural head noun ("Assistants" → "Assistant"). */
export function singularOf(word: string): string {
  const head = headNoun(word);
  const lower = word.toLowerCase();
  if (!head || lower === head) return word;
  if (lower.endsWith('ies') && head.endsWith('y'))
    return `${word.slice(0, -3)}${word.endsWith('IES') ? 'Y' : 'y'}`;
  return word.slice(0, head.length);
}

const ORG_SUFFIX_WORDS =
  'Trust|FT|Partnership|Partners|Group|Inc\\.?|Incorporated|LLC|L\\.L\\.C\\.|LLP|Ltd\\.?|Limited|plc|PLC|Corp\\.?|Corporation|Company|Co\\.|Hospitals?|Healthcare|Council|University|College|Institute|Laboratories|Labs|Technologies|Consulting|Consultancy|Associates|Holdings|Industries|Enterprises|Pharmaceuticals|Therapeutics|Genomics|Biosciences|Agency|Logistics';

/** Words that end an organisation's name and make a capitalised run an organisation. */
export const ORG_SUFFIX = new RegExp(`^(?:${ORG_SUFFIX_WORDS})$`);

/** The same words anywhere in a text. */
export const ORG_SUFFIX_IN_TEXT = new RegExp(`\\b(?:${ORG_SUFFIX_WORDS})(?![\\w&'’-])`, 'g');

/** Legal forms written after a comma ("QK, Inc."). */
export const LEGAL_FORM = /^(?:Inc\.?|LLC|L\.L\.C\.|LLP|Ltd\.?|Limited|plc|PLC|Corp\.?|Co\.)[,.]?$/;

/** Names that are never the employer on their own: pronouns, departments, generic nouns. */
export const GENERIC_NAMES = new Set(
  `we our us you your i it they this that these those here there the trust company organisation
  organization team department hospital practice service services group firm business client
  employer unit board council role position job vacancy candidate candidates applicants nhs division
  directorate ward clinic centre center office lab laboratory university college school foundation
  partnership partners agency network platform product project programme program site us uk usa
  america england britain europe equal eeo`.split(/\s+/),
);

/** Capitalised words that start a sentence but never a name. */
export const SENTENCE_OPENERS = new Set(
  `a an about after all also and as at because before but by come do does during each either every
  for from get have here how if in into is it its join just let like more most no not now of on once
  only or our please since so such that the their then there these they this those though through to
  today under until we what when where whether which while who why will with within without would
  yes you your must should can could may might be been being have has had ability experience
  knowledge strong excellent good great proven minimum bachelor bachelors master masters degree
  develop ensure provide support manage work`.split(/\s+/),
);

/** US state codes, for "City, ST" locations. */
export const US_STATES = new Set(
  `AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY
  NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY`.split(/\s+/),
);
