// What a letter is written from, all read from the CV itself (so every claim is the user's own):
// the strongest achievements for the job as first-person clauses, the job's requirements the CV
// shows and where, the latest and earlier roles, a sentence of the user's own summary, years of
// work from the CV's dates, and the degree and certificates when the posting asks for them.
import type { Keyword, ScanResult } from '../match/index.ts';
import { EDUCATION_RANK } from '../posting/index.ts';
import { monthsOf } from '../months.ts';
import type { Resume, ResumeWork } from '../resume.ts';
import { cvLines, jobsOf, rankLine, type CvLine, type RankedLine } from './_achievements.ts';
import {
  asWritten,
  certificateName,
  certificatesFor,
  degreeOf,
  fitForLetter,
  ownWordsOf,
  ROLE_WORD,
  summaryClauses,
  projectIs,
  usable,
  usableEmployer,
  usableTitle,
  years as yearsOfWork,
} from './_letter-facts.ts';
import { drawOf, postingAsk } from './_letter-posting.ts';
import {
  compareForLetter,
  echoes,
  type FitLine,
  postingWords,
  readRequirements,
  relevance,
  stem,
  strongestAnswer,
} from './_letter-relevance.ts';
import { article, asClause, firstSentence, isPassiveLine, type Clause } from './_phrasing.ts';
import { cvShows, keywordsIn, type ShownSkills } from './_skills-shown.ts';
import { escapeRegExp } from '../regexp.ts';

/** A letter's achievements come from one job at most this often, so it shows range (decision 150). */
const MAX_PER_JOB = 3;

/** An achievement as the letter can say it. */
export interface LetterLine extends FitLine {
  clause: Clause;
  /** The employer as a name a sentence can carry ("At Nordlys Payments, …"), when there is one. */
  at?: string;
  /** For a project's line, the project's name ("On my FlashInfer project, …"). */
  project?: string;
  /** What the project is, as an appositive: "an open-source library for LLM inference kernels". */
  projectIs?: string;
  /** The job's skills the line shows, as the CV writes them (two at most, no soft skills). */
  shows: { names: string[]; required: boolean };
  /** The line is from the CV's latest job. */
  latest: boolean;
  /** When its job started, in months (`monthsOf`), when the CV dates it. */
  start?: number;
  /**
   * The posting's requirement the line is evidence for (decision 218), as the CV writes it: the
   * job skills it names, else the one it answers best in other words, among those the CV shows.
   * `rank` is its place among the job's requirements (0 first; `Infinity` when not listed there);
   * `ask` the posting's own words for it ("experience running services on Kubernetes"), when
   * they claim nothing the CV does not hold.
   */
  answers?: { names: string[]; required: boolean; rank: number; ask?: string };
}

/** Which job or project a line comes from: lines of one entry share it. */
export const jobOf = (l: LetterLine) => `${l.from.list}${l.from.entry}`;

/** A job requirement the CV shows. */
export interface Requirement {
  name: string;
  required: boolean;
  /** Shown in work or project lines, not only in a skills list. */
  inWork: boolean;
  /** Employers whose lines name it. */
  where: string[];
}

/** Everything a letter may say about the candidate. */
export interface LetterEvidence {
  /** Up to `count` achievements, strongest first, each from a line a sentence can be built on. */
  achievements: LetterLine[];
  /** Job keywords the CV shows (no soft skills), strongest first, as they read in a sentence. */
  requirements: Requirement[];
  latest?: { position?: string; employer?: string; current: boolean };
  /** The CV's own headline ("Backend Engineer"), when it names a role and no job title is usable. */
  headline?: string;
  /** The user's own first summary sentence: "I am …" and, for a noun phrase, the phrase alone. */
  ownWords?: { sentence: string; phrase?: string };
  /**
   * What draws the candidate to the role, from the posting's own description of it, as a clause
   * after "the chance to" (decision 218); only words that claim nothing the CV does not hold.
   */
  draw?: string;
  /** Later summary sentences that name the job's skills, as first-person clauses. */
  summary: { clause: Clause; names: string[]; required: boolean }[];
  /** Up to two earlier roles, "a Site Reliability Engineer at New Relic". */
  earlier: string[];
  /** Whole years of work the CV's dates show (only when two or more, and the CV states none itself). */
  years?: { count: number; over: boolean; asked?: number };
  /**
   * The highest degree, when the posting asks for education or names the degree's subject;
   * `meets` when the posting asks for education and the degree is of the level asked.
   */
  degree?: { text: string; meets: boolean };
  /** Certificates that name the job's skills or the licence it asks for. */
  certificates: string[];
  /**
   * Real facts a letter adds only when its achievements leave it short of its length (decision
   * 208): the degree when the posting did not ask about it, other certificates, and later summary
   * sentences that name none of the job's skills.
   */
  spare: {
    degree?: { text: string; meets: boolean };
    certificates: string[];
    summary: LetterEvidence['summary'];
  };
}

/** Job keywords the CV shows, strongest first (required, then weight, then experience evidence). */
export function shownKeywords(keywords: readonly Keyword[], shown: ShownSkills): Keyword[] {
  const inWork = (k: Keyword) => (k.cvSections.includes('experience') ? 1 : 0);
  return keywords
    .filter((k) => k.status !== 'missing' && cvShows(shown, k.name))
    .map((k, i) => ({ k, i }))
    .sort(
      (a, b) =>
        Number(b.k.required) - Number(a.k.required) ||
        b.k.weight - a.k.weight ||
        inWork(b.k) - inWork(a.k) ||
        a.i - b.i,
    )
    .map((x) => x.k);
}

/** The CV's jobs (`jobsOf`) and the index of its latest. */
interface Jobs {
  all: ResumeWork[];
  latest: number;
}

/** The CV's latest job: the current one, else the one that started last, else the first listed. */
function latestJob(all: ResumeWork[]): ResumeWork | undefined {
  const jobs = all.filter((w) => w.position?.trim() || w.name?.trim());
  return (
    jobs.find((w) => w.current) ??
    [...jobs].sort((a, b) => (b.startDate ?? '').localeCompare(a.startDate ?? ''))[0]
  );
}

/** The words of a degree's subject that say something ("Computer Science", not "Studies"). */
const subjectIn = (area: string, posting: string) =>
  area
    .split(/[\s,&/()-]+/)
    .filter(
      (w) =>
        /^\p{L}{5,}$/u.test(w) &&
        !/^(?:studies|science|sciences|general|applied|arts|business|management|administration)$/i.test(
          w,
        ),
    )
    .some((w) => new RegExp(`\\b${w}`, 'i').test(posting));

/** A ranked line as the letter can say it, or undefined when it cannot stand in a letter. */
function asLetterLine(line: FitLine, shown: ShownSkills, jobs: Jobs): LetterLine | undefined {
  // Courses never stand as proof in a letter.
  if (line.tier === 2 || !fitForLetter(line.line)) return undefined;
  // "Featured in …", "Deployed to 40 teams" under a project were done to the project, not by
  // the person: "I was featured in …" would claim them for the person.
  if (line.from.list === 'projects' && isPassiveLine(firstSentence(line.line))) return undefined;
  const clause = asClause(line.line, line.current);
  if (!clause) return undefined;
  // What the quoted sentence shows: a bullet of several sentences is quoted by its first.
  const quoted = keywordsIn(firstSentence(line.line), line.proves);
  const proves = quoted.filter((k) => k.category !== 'soft').slice(0, 2);
  const name = line.from.list === 'work' ? usableEmployer(line.employer) : usable(line.employer);
  // A project reads by a short name ("FlashInfer"), not a heading with links and roles.
  const project = line.from.list === 'projects' && name && !/[,(]/.test(name) && name.length <= 40;
  const is = project ? projectIs(line.about) : undefined;
  const work = line.from.list === 'work';
  const start = work ? monthsOf(jobs.all[line.from.entry]?.startDate) : undefined;
  return {
    ...line,
    latest: work && line.from.entry === jobs.latest,
    ...(start !== undefined ? { start } : {}),
    clause,
    ...(name && line.from.list === 'work' ? { at: name } : {}),
    ...(project ? { project: name } : {}),
    ...(is ? { projectIs: is } : {}),
    shows: {
      names: proves.map((k) => asWritten(k, shown.text)),
      required: proves[0]?.required ?? false,
    },
  };
}

/**
 * True when two lines say the same thing in nearly the same words, endings aside (a CV repeats a
 * bullet under two jobs; "delivered requested items to guests' rooms" and "delivered special
 * request items such as cribs to guest rooms").
 */
function sameWords(a: string, b: string): boolean {
  const words = (s: string) =>
    new Set(
      (
        firstSentence(s)
          .toLowerCase()
          .match(/\p{L}{3,}/gu) ?? []
      ).map(stem),
    );
  const x = words(a);
  const y = words(b);
  const shared = [...x].filter((w) => y.has(w)).length;
  return shared >= 0.8 * Math.min(x.size, y.size);
}

/**
 * Up to `count` lines, best first: first the lines that speak to the job's requirements, then the
 * rest. Within each, at most `MAX_PER_JOB` from one job while other jobs have lines to give
 * (range), then the rest by worth (a CV with two jobs still fills a letter). So a line that only
 * reads well never displaces one that answers the posting, and a chef's guest-facing lines come
 * before the kitchen's for a receptionist's post.
 */
function pickAchievements(
  ranked: FitLine[],
  shown: ShownSkills,
  jobs: Jobs,
  count: number,
): LetterLine[] {
  const picked: LetterLine[] = [];
  const job = (l: RankedLine) => `${l.from.list}${l.from.entry}`;
  const fragmentsOnly = !ranked.some((r) => r.tier === 0);
  for (const relevant of [true, false])
    for (const capped of [true, false])
      for (const line of ranked) {
        if (picked.length >= count) return picked;
        if (relevant && line.fit <= 0) continue;
        if (picked.some((a) => a.line === line.line)) continue;
        // A fragment only when the CV has nothing better, and then one.
        if (line.tier === 1 && (!fragmentsOnly || picked.length > 0)) continue;
        if (capped && picked.filter((a) => job(a) === job(line)).length >= MAX_PER_JOB) continue;
        if (picked.some((a) => sameWords(a.line, line.line))) continue;
        const l = asLetterLine(line, shown, jobs);
        if (l) picked.push(l);
      }
  return picked;
}

/**
 * First words of a sentence that leans on the one before it for its subject, or for its object
 * ("Successfully implemented it, …": what "it" is, the sentence before said).
 */
const LEANS =
  /^(?:was|were|is|are|has|have|had|been|being|also|then|both|each|all)\b|^(?:[a-z]+ly\s+)?[a-z]+\s+(?:it|them|this|these|those)\b/i;

/**
 * A CV line as the sentences a letter can quote one by one. A bullet written as a paragraph ("Prepared
 * food …. Verified portion sizes …. Positively engaged with customers …") and bullets a parse ran
 * together ("… by 51% Delivered best practices …") each hold several achievements; a letter quotes
 * a line by its first sentence, so without this it would only ever see the first of them.
 */
function sentencesOfLine(line: CvLine): CvLine[] {
  const out: CvLine[] = [];
  let rest = line.line;
  while (rest !== '') {
    const s = firstSentence(rest);
    const at = s === '' ? -1 : rest.indexOf(s);
    if (at < 0) break;
    // A later sentence that leans on the one before ("Was featured by App Store") has no subject
    // of its own: it stays out rather than read as "my was …".
    // A lone word left over ("… principles Results:") is a label, not a sentence.
    if (out.length === 0 || (!LEANS.test(s) && /\s/.test(s))) out.push({ ...line, line: s });
    rest = rest.slice(at + s.length).replace(/^[\s.;:,]+/, '');
  }
  return out.length > 1 ? out : [line];
}

/** The letter's evidence for this job; `count` achievements at most. */
export function letterEvidence(
  resume: Resume,
  scan: ScanResult,
  shown: ShownSkills,
  count: number,
  job: { title?: string; company?: string } = {},
): LetterEvidence {
  const keywords = shownKeywords(scan.keywords, shown);
  const hard = keywords.filter((k) => k.category !== 'soft');
  const lines = cvLines(resume);
  // Relevance reads every requirement of the posting, shown by the CV or not: a line is quoted as
  // written, so answering a requirement in other words claims nothing the CV does not say.
  const reqs = readRequirements(scan.keywords);
  const posting = postingWords(scan.postingText);
  const ranked = lines
    .flatMap(sentencesOfLine)
    .map((l) => rankLine(l, keywords))
    .map((l, i) => {
      const said = firstSentence(l.line);
      return { l: { ...l, fit: relevance(said, reqs), echo: echoes(said, posting) }, i };
    })
    .sort((a, b) => compareForLetter(a.l, b.l) || a.i - b.i)
    .map((x) => x.l);
  const all = jobsOf(resume);
  const latest = latestJob(all);
  const jobs: Jobs = { all, latest: latest ? all.indexOf(latest) : -1 };
  const achievements = pickAchievements(ranked, shown, jobs, count);
  // A thing done opens the case better than a claim of knowledge: an ability never leads.
  const lead = achievements.findIndex((l) => l.clause.kind !== 'ability');
  if (lead > 0) achievements.unshift(...achievements.splice(lead, 1));
  const position = usableTitle(latest?.position);
  const employer = usableEmployer(latest?.name);
  const education = scan.posting.education;
  const held = degreeOf(resume);
  const degree =
    held && (education || (held.area && subjectIn(held.area, scan.postingText))) ? held : undefined;
  const label = usableTitle(resume.basics.label);
  const headline = !position && label && ROLE_WORD.test(label) ? label : undefined;
  const ownWords = ownWordsOf(resume.basics.summary);
  // A CV that states its own years ("three years of experience") is not contradicted by a sum.
  const years = STATED_YEARS.test(resumeText(resume)) ? undefined : yearsOfWork(resume);
  const earlier = all
    .filter((w) => w !== latest && (w.name !== latest?.name || w.position !== latest?.position))
    .map((w) => ({ p: usableTitle(w.position), e: usableEmployer(w.name) }))
    .filter((x): x is { p: string; e: string } => !!x.p && !!x.e)
    .map((x) => `${article(x.p)} ${x.p} at ${x.e}`)
    .filter((x, i, all) => all.indexOf(x) === i)
    .slice(0, 2);
  const certificates = certificatesFor(resume, scan, keywords);
  const workLines = lines.filter((l) => l.from.list === 'work');
  const requirements = new Map<string, Requirement>();
  for (const k of hard) {
    const name = asWritten(k, shown.text);
    if (requirements.has(name.toLowerCase())) continue;
    const where = [
      ...new Set(
        workLines
          .filter((l) => keywordsIn(l.line, [k]).length > 0)
          .map((l) => usableEmployer(l.employer))
          .filter((e) => e !== undefined),
      ),
    ];
    requirements.set(name.toLowerCase(), {
      name,
      required: k.required,
      inWork: k.cvSections.includes('experience') || k.cvSections.includes('projects'),
      where,
    });
  }
  const reqList = [...requirements.values()];
  const rankOf = (name: string) => {
    const i = reqList.findIndex((r) => r.name.toLowerCase() === name.toLowerCase());
    return i < 0 ? Infinity : i;
  };
  // What each line is evidence for: the skills it names, else the requirement it answers best in
  // its own words, named only when the CV shows it (so the name claims nothing new).
  const shows = (k: Keyword) => k.status !== 'missing' && cvShows(shown, k.name);
  const keywordOf = (name: string) =>
    scan.keywords.find((k) => asWritten(k, shown.text).toLowerCase() === name.toLowerCase());
  const askOf = (k: Keyword | undefined) =>
    k ? postingAsk(k, scan, resume, job, shown.text) : undefined;
  for (const l of achievements) {
    // A skill's word inside a name ("1st Air Communications Operation Squadron") is no evidence.
    const sentence = firstSentence(l.line);
    const said = withoutNames(sentence);
    const names = l.shows.names.filter((n) => namedOutsideNames(sentence, n));
    if (names.length > 0) {
      const ask = askOf(keywordOf(names[0]!));
      // Said in the letter's words, a quality is no work to point to ("the collaborative you
      // mention"): tied only through the posting's own line.
      if (!ask && names.every(isQualityName)) continue;
      l.answers = {
        names,
        required: l.shows.required,
        rank: Math.min(...names.map(rankOf)),
        ...(ask ? { ask } : {}),
      };
      continue;
    }
    const k = strongestAnswer(said, reqs, shows);
    if (!k) continue;
    const name = asWritten(k, shown.text);
    const ask = askOf(k);
    if (!ask && isQualityName(name)) continue;
    l.answers = {
      names: [name],
      required: k.required,
      rank: rankOf(name),
      ...(ask ? { ask } : {}),
    };
  }
  const draw = drawOf(scan, resume, job, shown.text);
  return {
    achievements,
    ...(draw ? { draw } : {}),
    requirements: reqList,
    ...(position || employer
      ? {
          latest: {
            ...(position ? { position } : {}),
            ...(employer ? { employer } : {}),
            current: latest?.current === true,
          },
        }
      : {}),
    ...(headline ? { headline } : {}),
    ...(ownWords ? { ownWords } : {}),
    summary: summaryClauses(resume.basics.summary, hard, shown.text),
    earlier,
    ...(years
      ? {
          years: {
            ...years,
            ...(scan.posting.yearsRequired ? { asked: scan.posting.yearsRequired } : {}),
          },
        }
      : {}),
    ...(degree
      ? {
          degree: {
            text: degree.text,
            meets: !!education && EDUCATION_RANK[degree.level] >= EDUCATION_RANK[education.level],
          },
        }
      : {}),
    certificates,
    spare: {
      ...(held && !degree ? { degree: { text: held.text, meets: false } } : {}),
      certificates: (resume.certificates ?? [])
        .map((c) => c.name.trim().replace(/\s+/g, ' '))
        .filter((n) => !certificates.includes(n) && certificateName(n))
        .slice(0, Math.max(0, 2 - certificates.length)),
      // A sentence that answers the posting in its own words, not one that only fills the page.
      summary: summaryClauses(resume.basics.summary, hard, shown.text, false, 3)
        .filter((x) => relevance(x.clause.text, reqs) > 0)
        .slice(0, 2),
    },
  };
}

const STATED_YEARS =
  /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|\w+teen|twenty)\+?\s*(?:years?|yrs?)\b[^.]{0,30}\bexperience\b/i;

/** The CV's own words where it may state its years ("over ten years of experience"). */
function resumeText(resume: Resume): string {
  return [
    resume.basics.summary ?? '',
    ...resume.work.flatMap((w) => [w.summary ?? '', ...w.highlights]),
  ].join('\n');
}

// Three or more capitalised words in a row after a sentence's first word: a unit, a programme or
// an organisation's name ("Air Communications Operation Squadron", "Procure to Pay" is not one).
const NAME_RUN = /(?<=\S\s+)(?:[A-Z][\w&'’-]*\s+){2,}[A-Z][\w&'’-]*/g;

/**
 * A CV sentence with the names in it left out, so a letter ties a line to a requirement by what
 * the line says, not by a word of a name.
 *
 * @example withoutNames('Advised the 1st Air Communications Operation Squadron on budgets') // 'Advised the 1st … on budgets'
 */
function withoutNames(sentence: string): string {
  return sentence.replace(NAME_RUN, '…');
}

/**
 * Whether `name` is written in `sentence` other than as one word of a longer name: "reporting" in
 * "improved reporting" counts, "Communications" in "Air Communications Operation Squadron" does
 * not, a name of several words ("Google Cloud Platform") always does.
 */
function namedOutsideNames(sentence: string, name: string): boolean {
  const runs = [...sentence.matchAll(NAME_RUN)].map((m) => [m.index, m.index + m[0].length]);
  const single = !/\s/.test(name.trim());
  for (const m of sentence.matchAll(
    new RegExp(`(?<![\\w+#])${escapeRegExp(name)}(?![\\w+#])`, 'gi'),
  )) {
    const inside = runs.some(([a, b]) => m.index >= a! && m.index + m[0].length <= b!);
    if (!single || !inside) return true;
  }
  return false;
}

// A requirement named by an adjective ("collaborative", "strong analytical", "detail-oriented") or
// by the kind of person ("communicator", "team player", "self-starter"): a quality rather than a
// field of work (lower case: not a product's name), which reads badly as the thing a sentence
// says the candidate worked with ("That covers communicator").
const QUALITY =
  /(?:^|\s)(?:[a-z][a-z-]*(?:ive|ous|ful|able|ible|ical|ed)|communicator|team player|self-starter|starter|go-getter|multi-?tasker|problem[- ]solver|fast learner|learner|thinker|achiever)$/;

/** Whether a requirement's name is a quality, which the letter's own ties cannot name as work. */
export function isQualityName(name: string): boolean {
  return QUALITY.test(name.trim());
}
