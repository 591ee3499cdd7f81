// What draws the candidate to the role, in the posting's own words (decision 218): the posting's
// description of the role ("We are looking for a Platform Engineer to build our shipment tracking
// platform") gives "the chance to build your shipment tracking platform". It is a statement about
// the posting, not a claim about the candidate, so it may only carry words that claim nothing:
// no name or number the CV does not hold, and no skill the CV does not show.
import type { Keyword, ScanResult } from '../match/index.ts';
import type { Resume } from '../resume.ts';
import { findUnsupportedSkills } from './find-unsupported-skills.ts';

/** Blocks that describe the role or the employer, not what the job asks of the candidate. */
const DESCRIBING = new Set(['summary', 'about', 'responsibilities', 'other', 'header']);

/** Words after "you will" that say what the job offers the reader, not what the role does. */
const NOT_DOING =
  /^(?:be|recruit|appoint|hire|apply|explore|find|fill|have|need|needs|require|must|also|receive|get|enjoy|benefit|not|ideally|already|possess|hold|demonstrate)\b/i;

/** A purpose a description of the role gives: after "looking for … to", "you will", "the post holder will". */
const PURPOSES: RegExp[] = [
  // "We are looking for a Housekeeper to work as part of the site domestic team …"
  /\b(?:looking|seeking|hiring|recruit(?:ing)?|appoint|searching|opportunity|chance)\b[^.;:]*?\bto ([a-z][^.;:!?]+)/gi,
  // "You'll be central to researching …", "The successful candidate will be responsible for …"
  /\b(?:you(?:'ll| will)|the (?:role|position|post ?holder|successful (?:candidate|applicant)) will)\s+(be (?:central to|responsible for|part of|working)\b[^.;:!?]+|[a-z]+\b[^.;:!?]+)/gi,
];

/** Words most and least a purpose clause may have: long enough to say something, short enough to read. */
const CLAUSE_WORDS = [5, 24] as const;

/** The posting's words as the candidate says them: "our team" → "your team". */
const asCandidate = (s: string) =>
  s
    .replace(/\bour\b/gi, 'your')
    .replace(/\bus\b/g, 'you')
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s,–—-]+$/, '');

/**
 * The chance the posting offers, as a clause after "the chance to" ("build your shipment tracking
 * platform"), or undefined when the posting's description of the role has none a letter can
 * repeat honestly: with a capitalised word or a number the CV lacks, a skill the CV does not show,
 * or "you" left in it.
 *
 * @example drawOf(scan, resume, { company: 'Havn Logistics' }) // 'build your shipment tracking platform'
 */
export function drawOf(
  scan: ScanResult,
  resume: Resume,
  job: { title?: string; company?: string },
  cvText: string,
): string | undefined {
  const text = scan.postingText;
  const blocks = scan.posting.blocks ?? [{ kind: 'summary', start: 0, end: text.length }];
  const known = `${cvText}\n${job.title ?? ''}\n${job.company ?? ''}`;
  for (const b of blocks) {
    if (!DESCRIBING.has(b.kind)) continue;
    for (const sentence of text.slice(b.start, b.end).split(/(?<=[.!?])\s+|\n+/)) {
      for (const re of PURPOSES)
        for (const m of sentence.matchAll(re)) {
          const said = m[1] ?? '';
          if (NOT_DOING.test(said) && !/^be (?:central|responsible|part|working)\b/.test(said))
            continue;
          // A sentence a line break or a colon cut ("… apply accepted") is read only up to a comma.
          const open = !/[.!?]\s*$/.test(sentence);
          for (const cut of cuts(said).slice(open ? 1 : 0)) {
            // The posting talking to the reader ("… you may have …") is no purpose to repeat.
            if (/\b(?:you|your|yourself|we|us|I|my|they|their|them)\b/i.test(cut)) continue;
            const clause = asCandidate(
              cut.replace(/^be responsible for\b/i, 'take responsibility for'),
            );
            if (saysWhat(clause, job) && fitsTheLetter(clause, resume, job, known)) return clause;
          }
        }
    }
  }
  return undefined;
}

/** How a requirement a letter can quote starts: what is asked for, not a verb ("Enjoy tuning …"). */
const ASK_START =
  /^(?:strong|solid|proven|excellent|good|great|demonstrated|deep|hands-on|practical|working|sound|extensive|advanced|basic|prior|previous|relevant|professional|experience|knowledge|proficiency|familiarity|understanding|expertise|ability|skills?|background|a|an|degree|bachelor'?s?|master'?s?|certification|preferred|experienced|fluency|fluent|competence|track)\b/i;

/** Words a requirement quoted from the posting has at least and at most (decision 218). */
const ASK_WORDS = [3, 14] as const;

/**
 * The posting's own words for a requirement, from the sentence that asks for it ("experience
 * running services on Kubernetes"), when they claim nothing the CV does not hold; else undefined.
 *
 * @example postingAsk(keyword, scan, resume, job, cvText) // 'strong experience with Go and Kafka'
 */
export function postingAsk(
  k: Keyword,
  scan: ScanResult,
  resume: Resume,
  job: { title?: string; company?: string },
  cvText: string,
): string | undefined {
  const known = `${cvText}\n${job.title ?? ''}\n${job.company ?? ''}`;
  const asking = (scan.posting.blocks ?? []).filter(
    (b) => b.kind === 'requirements' || b.kind === 'preferred',
  );
  for (const span of k.evidence.job) {
    // A duty ("Performs and reports lab tests") is no requirement to answer; an asking block's line is.
    if (!asking.some((b) => span.start >= b.start && span.start < b.end)) continue;
    const text = span.text
      .replace(/^[\s\-–—•*·>]+/, '')
      .replace(
        /^(?:must have|must|should have|requirements?|you have|you will have)\b[\s:,-]*/i,
        '',
      )
      .replace(/[\s.;:,!]+$/, '')
      .trim();
    const words = text.split(/\s+/);
    if (words.length < ASK_WORDS[0] || words.length > ASK_WORDS[1]) continue;
    if (/[?"“”()[\]]|\b(?:you|your|we|our|us)\b/i.test(text) || !ASK_START.test(text)) continue;
    // "Strong experience …" reads "strong experience …" inside a sentence; a name keeps its capital.
    const first = /^[A-Z][a-z]+\b/.exec(text)?.[0];
    const said =
      first && !new RegExp(`(?:^|[^\\p{L}])${first}\\b`, 'u').test(known)
        ? `${first.toLowerCase()}${text.slice(first.length)}`
        : text;
    // The first word is checked too: inside the letter's sentence it is no sentence start.
    if (fitsTheLetter(`and ${said}`, resume, job, known, [ASK_WORDS[0] + 1, ASK_WORDS[1] + 1]))
      return said;
  }
  return undefined;
}

/** The clause whole, then cut before a relative clause, a comma or a participle that runs on. */
function cuts(clause: string): string[] {
  const out = [clause];
  for (const re of [
    /,\s|\s(?:who|which|where|so that|while|before|after)\s/,
    /\s(?:working|ensuring|including|helping|supporting|using|providing)\s/,
  ]) {
    const m = re.exec(clause);
    if (m && m.index > 0) out.push(clause.slice(0, m.index));
  }
  return out;
}

/** Words that only place the job: where it is, whom it is for, that it is a post. */
const PLACING = new Set(
  'work working join joining be become based at for in with within as part of the a an your team teams organisation organization company trust business department service services employer role post position and'.split(
    ' ',
  ),
);

/**
 * Whether a purpose says what the job does, beyond its place: "work at Imperial College Health
 * Partners" or "join your friendly team" gives "the chance to work at …", which says nothing a
 * reader did not know from the letter's first line.
 */
function saysWhat(clause: string, job: { title?: string; company?: string }): boolean {
  let rest = clause.toLowerCase();
  for (const name of [job.company, job.title])
    if (name) rest = rest.split(name.toLowerCase()).join(' ');
  const words = rest.split(/[^\p{L}'-]+/u).filter((w) => w !== '' && !PLACING.has(w));
  return words.length >= 2;
}

function fitsTheLetter(
  clause: string,
  resume: Resume,
  job: { title?: string; company?: string },
  known: string,
  size: readonly [number, number] = CLAUSE_WORDS,
): boolean {
  const words = clause.split(/\s+/);
  if (words.length < size[0] || words.length > size[1]) return false;
  // A list cut short stays out.
  if (/\betc\b|[&/|•*]|\.\.\./i.test(clause)) return false;
  if (/\b(?:and|or|of|to|the|a|an|with|for|in|on|at|by|as|who|which|that|is|are|be)$/i.test(clause))
    return false;
  if (/\d/.test(clause)) return false;
  // A name the CV does not hold would read as the candidate's claim.
  for (const w of words.slice(1)) {
    const bare = w.replace(/[^\p{L}'-]/gu, '');
    if (/^\p{Lu}/u.test(bare) && !new RegExp(`(?:^|[^\\p{L}])${bare}`, 'u').test(known))
      return false;
  }
  return (
    findUnsupportedSkills(clause, resume, [], { ignore: [job.title ?? '', job.company ?? ''] })
      .length === 0
  );
}
