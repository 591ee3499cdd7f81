// Small facts a letter states about the candidate, read from the CV as written (decision 150): names
// that read as names in a sentence, the years of work its dates show, which lines can stand in a
// letter, what a project is, the highest degree, the certificates the job asks for, the user's own
// summary sentence, and the job's skills in the CV's words.
import { employerness, titleness } from '../cv/index.ts';
import { coveredMonths, monthsOf } from '../months.ts';
import type { Keyword, ScanResult } from '../match/index.ts';
import { EDUCATION_RANK, educationIn, type EducationLevel } from '../posting/index.ts';
import type { Resume } from '../resume.ts';
import { getSkill } from '../skills/index.ts';
import { startsWithPastAction } from '../past-action.ts';
import { jobsOf } from './_achievements.ts';
import {
  article,
  asClause,
  type Clause,
  firstSentence,
  inSentence,
  isVerbForm,
  lowerFirst,
} from './_phrasing.ts';
import { isMangled, notAName, unfinishedDegree } from './_letter-mangled.ts';
import { keywordsIn } from './_skills-shown.ts';

// A template's words for a name not filled in ("Company Name", "City", "Your University"), and
// text garbled by a wrong encoding ("Company Name ï¼ City"): never a name to write in a letter.
const PLACEHOLDER =
  /\b(?:company name|your (?:university|school|discipline|company|employer|title)|description line \d+)\b|^(?:company|employer|organi[sz]ation|institution|university|school|college|degree|city|state|country|location|position|title|job title|job|role|project|accomplishment|achievement|responsibility)(?:\s+(?:name|\d+))?$|[ï¼Ã�]/i;

/** A job title as a letter can say it: not a bullet the parser read as one ("Managed a 5-person team"). */
export const usableTitle = (s: string | undefined): string | undefined => {
  const t = usable(s);
  // "Certified Public Accountant" is a title; "Managed a 5-person team" is a bullet; a name of
  // several words with no word of a title ("MASA Tlalim", a programme read as a job) is neither.
  return t &&
    !(startsWithPastAction(t) && /\s(?:a|an|the|my|our|\d\S*)\s/i.test(t)) &&
    !notAName(t, true) &&
    !(/\s/.test(t) && !t.includes(',') && titleness(t) <= 0 && employerness(t) > 0)
    ? t
    : undefined;
};

/**
 * A job's title a sentence can name the job by ("As a Sales Associate, …"): usable, and read as a
 * title, not a skill the parse put in its place ("A/B testing", "Churn forecasting").
 */
export const roleTitle = (s: string | undefined): string | undefined => {
  const t = usableTitle(s);
  return t && titleness(t) > 0 ? t : undefined;
};

// A job title read as an employer ("Java and Android developer", "Mobile Developer (part time)").
export const ROLE_WORD =
  /\b(?:developer|engineer|manager|analyst|designer|specialist|consultant|intern|student|technician|administrator|assistant|officer|director|programmer)s?\b/i;

/** An employer's name, not a list of skills or a job title the parser read as one ("Linux and OS X", "C#"). */
export const usableEmployer = (s: string | undefined): string | undefined => {
  const t = usable(s);
  // A description after a comma ("Java and Android programming, educational program") is no
  // name; a legal form or place is ("Acme, Inc.", "Siemens, Munich").
  return !t || ROLE_WORD.test(t) || notAName(t) || /,\s+\p{Ll}/u.test(t) ? undefined : t;
};

/** A name that reads as a name in a sentence (short, no stray punctuation, not shouted, not a template's placeholder), else undefined. */
export const usable = (s: string | undefined, max = 60): string | undefined => {
  const t = s?.trim().replace(/\s+/g, ' ');
  // An arrow joins two names ("Subaru Russia -> IVECO Russia"): a career path, not one name.
  if (!t || t.length < 3 || t.length > max || /[|•:;@→]|->|=>|^[^\p{Lu}\p{N}]|\d{4}/u.test(t))
    return undefined;
  if (PLACEHOLDER.test(t)) return undefined;
  // Words a PDF split letter by letter ("J ava D eveloper") are no name.
  if (/(?:^|\s)(?![aAI]\s)[A-Za-z] [a-z]{2,}/.test(t)) return undefined;
  // Text a parse glued together ("VK,Remote Developer", "Shaders/ URP /HDRP") is no name.
  if (/,\S|\s\/|\/\s/.test(t)) return undefined;
  // A name cut from a longer line ("Trust Protection Platform (SSL") is no name.
  if ((t.match(/\(/g)?.length ?? 0) !== (t.match(/\)/g)?.length ?? 0)) return undefined;
  return t === t.toUpperCase() && /[A-Z]{4}/.test(t) ? undefined : t;
};

/**
 * Whole years of work the CV's dated jobs cover, overlaps merged; undefined under two. The engine
 * reads no clock, so a current job runs only to the latest date the CV itself writes: the figure
 * can fall short of the truth, never exceed it.
 *
 * @example years(resume) // { count: 6, over: true } — "more than six years"
 */
export function years(resume: Resume): { count: number; over: boolean } | undefined {
  const jobs = jobsOf(resume);
  const written = [
    ...jobs.flatMap((w) => [w.startDate, w.endDate]),
    ...resume.education.flatMap((e) => [e.startDate, e.endDate]),
    ...(resume.certificates ?? []).map((c) => c.date),
  ]
    .map(monthsOf)
    .filter((m) => m !== undefined);
  if (written.length === 0) return undefined;
  const latest = Math.max(...written);
  const spans: [number, number][] = [];
  for (const w of jobs) {
    const start = monthsOf(w.startDate);
    // A start alone, with no end and not current, says nothing of how long the job lasted.
    const end = monthsOf(w.endDate) ?? (w.current ? latest : undefined);
    if (start !== undefined && end !== undefined && end >= start) spans.push([start, end]);
  }
  if (spans.length === 0) return undefined;
  const total = coveredMonths(spans);
  const count = Math.floor(total / 12);
  if (count < 2 || count > 45) return undefined;
  return { count, over: total % 12 > 0 };
}

// Lines no letter quotes: template filler, words the PDF split letter by letter, lists of tools,
// links, and lines cut off mid-phrase.
// A template's or an anonymiser's word where a figure stood ("reduced food costs by number percent",
// "managed number staff") is filler too.
const FILLER =
  /\blorem ipsum\b|\bjob (?:description|title)\b|\bcompany name\b|https?:|www\.|doi\.org|\bnumber (?:percent|staff|people|employees|customers|clients|years?|months?)\b|\bX{2,}\b/i;
const SPLIT_LETTERS = /(?:^|\s)(?![aAI]\s)[A-Za-z] [a-z]{2,}/g;
const CUT_OFF =
  /\b(?:by|of|for|and|or|the|a|an|to|with|from|including|such as|as well as|via|over|than|under|about|around|nearly|almost|approximately|between|per|into|within|across|through|during|among|but(?: not)?)$/i;
// "… despite loss in" is cut off; "… worth investing in" is whole.
const CUT_AT = /\b(\w+)\s+(?:in|on|at)$/i;

/** True when a summary sentence reads as prose: no template text, not a list of acronyms and slashes. */
function readable(text: string): boolean {
  const words = text.split(/\s+/);
  const lower = words.filter((w) => /^[a-z]/.test(w)).length;
  return !FILLER.test(text) && (text.match(/\//g)?.length ?? 0) <= 2 && lower >= words.length / 2;
}

/** True when a line can stand in a letter as a sentence: whole, readable, 4–40 words. */
export function fitForLetter(line: string): boolean {
  const t = firstSentence(line);
  const words = t.split(/\s+/).length;
  if (words < 4 || words > 40 || FILLER.test(t) || CUT_OFF.test(t)) return false;
  const at = CUT_AT.exec(t)?.[1];
  if (at && !isVerbForm(at) && !/ing$/.test(at)) return false;
  if ((t.match(SPLIT_LETTERS)?.length ?? 0) >= 2 || isMangled(t)) return false;
  if ((t.match(/\//g)?.length ?? 0) >= 3) return false;
  return (t.match(/\(/g)?.length ?? 0) === (t.match(/\)/g)?.length ?? 0);
}

/** A project's description as an appositive, when it is a short noun phrase: "an open-source library for …". */
export function projectIs(about: string | undefined): string | undefined {
  const t = firstSentence(about ?? '');
  const words = t.split(/\s+/).length;
  if (words < 3 || words > 14 || FILLER.test(t) || /[:;|]/.test(t) || !/^[A-Z]/.test(t))
    return undefined;
  // "Open-source library for …" describes; "Built by an all-women team …" tells a story instead.
  const withArticle = /^(?:A|An|The)\s/.test(t);
  if (asClause(t) || (!withArticle && /^\S+(?:ed|ing)\s/.test(t))) return undefined;
  return withArticle ? lowerFirst(t) : `${article(t)} ${lowerFirst(t)}`;
}

/** The highest degree the CV names in a form a sentence can carry: "an MSc in Computer Science from Aarhus University". */
export function degreeOf(
  resume: Resume,
): { text: string; level: EducationLevel; area?: string } | undefined {
  const found = resume.education
    .map((e) => {
      if (unfinishedDegree(e)) return undefined;
      const type = usable(e.studyType, 50);
      const level = type ? (educationIn(type) ?? educationIn(`${type} degree`)) : undefined;
      const school = usable(e.institution, 70);
      if (!type || !level || !school) return undefined;
      const area = usable(e.area, 50);
      const text = `${article(type)} ${type}${area ? ` in ${area}` : ''} from ${school}`;
      return { text, level, ...(area ? { area } : {}) };
    })
    .filter((d) => d !== undefined);
  return found.sort((a, b) => EDUCATION_RANK[b.level] - EDUCATION_RANK[a.level])[0];
}

/** True when a certificate's name reads as a name: short, whole, not a sentence the parse read as one. */
export function certificateName(name: string): boolean {
  if (!usable(name, 70) || isMangled(name) || name.split(/\s+/).length > 10 || /[.!?]/.test(name))
    return false;
  // A course or programme is no credential the candidate holds ("I hold the Special program for
  // … certification" would invent one), unless it is named a certificate.
  if (COURSE.test(name) && !CREDENTIAL.test(name)) return false;
  // Two columns' words run together read as a clause: "Experienced according to Israel IT …".
  const first = name.split(/\s/)[0] ?? '';
  if (/^[A-Z][a-z]+ed$/.test(first) && !GRADE_WORD.test(first)) return false;
  if (/\baccording to\b/i.test(name)) return false;
  // A level beside a skill ("Basic", "Professional"), not a credential; "CCNA", "Security+" are.
  if (/^[A-Z][a-z]+$/.test(name)) return false;
  return asClause(name)?.kind !== 'action';
}
const COURSE = /\b(?:programs?|programmes?|courses?|training|bootcamps?|workshops?|classes)\b/i;
const CREDENTIAL = /\b(?:certificat\w*|certified|licen[cs]e\w*|credential|diploma|accredit\w*)\b/i;
// Past forms that start a credential's name ("Certified Scrum Master", "Advanced Diploma in …").
const GRADE_WORD =
  /^(?:Certified|Licensed|Registered|Accredited|Chartered|Qualified|Advanced|Applied|Authorized|Authorised|Approved|Associated)$/;

/** Certificates that name a skill the job asks for, or the licence it asks for. */
export function certificatesFor(
  resume: Resume,
  scan: ScanResult,
  keywords: readonly Keyword[],
): string[] {
  const licences = scan.knockouts
    .filter((k) => k.kind === 'license' && k.status === 'met')
    .map((k) => k.evidence?.text ?? '');
  return (resume.certificates ?? [])
    .map((c) => c.name.trim().replace(/\s+/g, ' '))
    .filter((name) => {
      if (!certificateName(name)) return false;
      const acronyms = name.match(/\b[A-Z]{2,}\b/g) ?? [];
      return (
        keywordsIn(name, keywords).length > 0 ||
        licences.some((l) => l.includes(name)) ||
        acronyms.some((a) => new RegExp(`\\b${a}\\b`).test(scan.postingText))
      );
    })
    .slice(0, 2);
}

/**
 * Sentences of the user's summary after its first (which `ownWordsOf` quotes) that name the job's
 * skills (with `naming` false: that name none), as first-person clauses in the present: "Proven track record of …" → "I have a proven
 * track record of …". At most `max` (two), each with the skills it names.
 */
export function summaryClauses(
  summary: string | undefined,
  keywords: readonly Keyword[],
  cvText: string,
  naming = true,
  max = 2,
): { clause: Clause; names: string[]; required: boolean }[] {
  const out: { clause: Clause; names: string[]; required: boolean }[] = [];
  for (const s of (summary ?? '').split(/(?<=[.!?])\s+(?=[A-Z])/).slice(1)) {
    if (out.length >= max) break;
    // "Seeking a role in …" is no clause (`asClause` leaves out what the person wants next).
    if (!fitForLetter(s) || !readable(s)) continue;
    const shows = keywordsIn(s, keywords).filter((k) => k.category !== 'soft');
    // With `naming` false, the sentences that name none of the job's skills (decision 208).
    const clause = shows.length > 0 === naming ? asClause(s, true) : undefined;
    if (!clause || clause.kind === 'role') continue;
    out.push({
      clause,
      names: shows.slice(0, 2).map((k) => asWritten(k, cvText)),
      required: shows[0]?.required ?? false,
    });
  }
  return out;
}

const ADJECTIVE = /(?:ed|ing|ive|ful|ous|al|ic|ble|ate|ly|ent|ant|-\w+)$/;

/** The first summary sentence in the first person: "Detail-oriented analyst …" → "I am a detail-oriented analyst …". */
export function ownWordsOf(
  summary: string | undefined,
): { sentence: string; phrase?: string } | undefined {
  if (!summary?.trim()) return undefined;
  // What the person is, not what they are after: "… seeking a role in …" ends the phrase.
  const said = firstSentence(summary.split(/(?<=[.!?])\s+/)[0] ?? '')
    .replace(/,?\s+(?:seeking|looking (?:for|to)|who is seeking|eager to find)\b.*$/i, '')
    .trim();
  // A summary a parse or its writer began in lower case ("cook with 16 years of experience …")
  // reads with a capital, as the tailored summary does; a piece cut from a sentence ("and in the
  // last five years …", "managed …") does not.
  const lowerStart =
    /^[a-z]+\s+(?:with|of|in|for|and|who)\s/.test(said) &&
    !/^(?:and|or|but|to|the|a|an|of|in|for|with|who|which|that|also|then)\s/.test(said);
  const s = lowerStart ? `${said[0]?.toUpperCase()}${said.slice(1)}` : said;
  const words = s.split(/\s+/).length;
  if (words < 6 || words > 35 || /[:|]|^(seeking|looking|to\b|objective)/i.test(s))
    return undefined;
  if (!/^[A-Z]/.test(s) || !readable(s)) return undefined;
  if (/^I\s/.test(s) || /^I'm\s/.test(s)) return { sentence: s };
  // A noun phrase ("Determined accountant with …"); anything starting with a verb is left out.
  if (/^(with|over|having|have|has|am|is|are|work|worked|experienced in)\b/i.test(s))
    return undefined;
  // A sentence about someone ("Alice is a sensible girl …", "Our team has …"): its subject and
  // verb come first, and "I am" cannot be put before it.
  // "Engineer who is …" keeps its relative clause.
  if (
    /^(?:(?!who\b|that\b|which\b)\S+\s+){0,3}(?:is|was|are|were|has|had|does|did|will)\s/i.test(s)
  )
    return undefined;
  // "Marine Corps trained leader" keeps its name; "Determined Accountant" reads "determined Accountant".
  const name = /^[A-Z][a-z]+\s+[A-Z]/.test(s) && !ADJECTIVE.test(s.split(/\s/)[0] ?? '');
  const phrase = /^(A|An|The)\s/.test(s)
    ? `${s[0]?.toLowerCase()}${s.slice(1)}`
    : `${article(s)} ${name ? s : lowerFirst(s)}`;
  return { sentence: `I am ${phrase}`, phrase };
}

/**
 * A keyword as the CV writes it ("AWS" where the posting says "Amazon Web Services"), so the
 * letter speaks in the candidate's words; the taxonomy name when the CV's words are not at hand.
 */
export function asWritten(k: Keyword, cvText = ''): string {
  // "Finance and accounting" reads "finance and accounting" inside a sentence.
  return inSentence(writtenAs(k, cvText));
}

function writtenAs(k: Keyword, cvText: string): string {
  // The posting writing it in lower case ("backend services") marks a common noun.
  const inPosting = new Set(
    k.evidence.job.map((j) => j.text.slice(j.highlight.start - j.start, j.highlight.end - j.start)),
  );
  const lowerIfCommon = (name: string) =>
    lowerIfCommonIn(name, cvText, inPosting.has(name.toLowerCase()));
  const span = k.evidence.cv[0];
  const surface = span?.text
    .slice(span.highlight.start - span.start, span.highlight.end - span.start)
    .trim();
  if (!surface || surface.length < 2 || !/\p{L}/u.test(surface)) return lowerIfCommon(k.name);
  // A product's name keeps its capitals however a CV writes it: "features on vue" reads "Vue",
  // also where the CV writes it both ways.
  if (k.category === 'tool') {
    if (surface === surface.toLowerCase()) return productName(k, surface);
    return surface === surface.toUpperCase() && surface.length > 4 ? k.name : surface;
  }
  // An abbreviation a CV writes in lower case reads in its capitals: "an api for ML" → "API".
  if (surface === surface.toLowerCase()) {
    const acronym = productName(k, surface);
    if (/^[A-Z]{2,}s?$/.test(acronym) && acronym.toLowerCase() === surface) return acronym;
  }
  // Words the CV writes in lower case where the posting capitalised them ("a degree in
  // Information Systems") read as the CV writes them: "information systems" (also from a CV's
  // "Information systems", capitalised only where its line starts).
  if (
    /\s/.test(surface) &&
    /(?:^|\s)\p{Ll}/u.test(surface) &&
    surface.toLowerCase() === k.name.toLowerCase()
  )
    return surface.toLowerCase();
  // The same word in another case ("go", "PYTHON") reads by its name; an alias ("AWS") as written.
  if (surface.toLowerCase() === k.name.toLowerCase()) return lowerIfCommon(k.name);
  // A heading in capitals reads better by its name; an acronym stays.
  if (surface === surface.toUpperCase() && surface.length > 4 && surface !== k.name)
    return lowerIfCommon(k.name);
  // "Cloud" from "Cloud Formation" reads "cloud" when the CV also writes it so.
  if (/^[A-Z][a-z]+$/.test(surface) && new RegExp(`\\b${surface.toLowerCase()}\\b`).test(cvText))
    return surface.toLowerCase();
  // "Backend" (a title's word) for the common noun "Back-end development" reads "backend".
  if (/^[A-Z][a-z]+$/.test(surface) && /^[A-Z][a-z-]+(?: [a-z][\w-]*)+$/.test(k.name))
    return surface.toLowerCase();
  // "Tech Support" from a list of skills is the common noun "Technical support": "tech support".
  if (
    /^[A-Z][a-z]+(?: [A-Z][a-z]+)+$/.test(surface) &&
    /^[A-Z][a-z]+(?: [a-z][\w-]*)+$/.test(k.name)
  )
    return surface.toLowerCase();
  return lowerIfCommon(surface);
}

/** The form of a name the CV wrote in lower case ("vue" → "Vue", "api" → "API"), else its name; "npm" stays. */
function productName(k: Keyword, surface: string): string {
  // Aliases carry the data's marker for a form matched in its case ("!Go").
  const forms = [k.name, ...(getSkill(k.name)?.aliases ?? [])].map((f) => f.replace(/^!/, ''));
  return forms.find((f) => f !== surface && f.toLowerCase() === surface) ?? k.name;
}

/**
 * "Payroll" reads "payroll" when the CV or the posting writes it so inside their sentences and the
 * CV never capitalises it there; a name the CV capitalises mid-sentence ("the Go services") stays.
 */
function lowerIfCommonIn(name: string, cvText: string, lowerInPosting: boolean): string {
  if (!/^[A-Z][a-z]+$/.test(name)) return inSentence(name);
  const lower = name.toLowerCase();
  const byForm = /^[a-z]{4,}(?:ing|ment|tion|sion|ance|ence|ics)$/.test(lower);
  const cvLower = new RegExp(`[a-z] ${lower}\\b`).test(cvText);
  const common = lowerInPosting || byForm || cvLower;
  // Capitalised after a lower-case word ("the Go services") is a name; in a title ("Senior Backend Engineer") it is not.
  const cvName = new RegExp(`(?:^|\\s)[a-z]+ ${name}\\b`, 'm').test(cvText);
  // A name the CV lists capitalised ("Languages: Python, C++") and never writes in lower case
  // stays as the CV writes it, however the posting writes it ("python"): the letter is the
  // candidate's.
  const cvListed = !byForm && !cvLower && new RegExp(`[:,;|•] *${name}\\b`).test(cvText);
  return common && !cvName && !cvListed ? lower : name;
}
