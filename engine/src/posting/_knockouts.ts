import { LruCache } from '../content-cache.ts';
import { yearsIn } from './_fields.ts';
import {
  AGE,
  EQUIVALENT,
  authorization,
  clearance,
  degreeLevel,
  hinted,
  licence,
  location,
  minimumOfRanges,
  others,
} from './_knockout-rules.ts';
import type { BlockKind, PostingSentence } from './_sections.ts';

/**
 * A kind of requirement that can rule a candidate out however good the rest of the CV is. `other`
 * is any further hard screen: shifts, travel, physical demands, a car, age, start date …
 *
 * @example analyzePosting('Must hold an active security clearance.').knockouts[0]?.kind // 'security_clearance'
 */
export type KnockoutKind =
  | 'work_authorization'
  | 'security_clearance'
  | 'license'
  | 'location'
  | 'minimum_years'
  | 'degree'
  | 'other';

/**
 * A knockout requirement, with the posting sentence that states it (offsets in `Posting.text`).
 *
 * @example const k: Knockout = { kind: 'minimum_years', detail: '5+ years', sentence: { text: '5+ years of Go', start: 0, end: 14 } }
 */
export interface Knockout {
  kind: KnockoutKind;
  /** What is asked, briefly: "5+ years", "bachelor", "NMC registration", "weekend working". */
  detail: string;
  sentence: { text: string; start: number; end: number };
}

// Rules of docs/decisions/113-knockout-rules.md. A knockout comes only from a sentence that asks
// something of the candidate (or states a condition of the job), never from the employer's blurb,
// benefits, legal or how-to-apply text, and never when the sentence marks it optional.

const NOT_ASKING_BLOCKS = new Set<BlockKind>(['about', 'benefits', 'legal', 'apply']);

// Equal-opportunity, legal, benefit, employer and application words: such a sentence asks nothing.
const NOT_ASKED =
  /\b(regardless of|without regard to|irrespective of|protected (?:veteran|characteristics?|class|status|by (?:law|federal))|equal (?:employment )?opportunit\w*|affirmative action|eeo|discriminat\w*|rehabilitation of offenders|reasonable (?:accommodations?|adjustments?)|disability confident|guaranteed interview|(?:encouraged|welcome[ds]?|invited) to apply|welcomes? applications|we (?:offer|provide)|you(?:'ll| will) (?:get|enjoy|receive|be provided)|in return|(?:relocation|benefits?|reward|support|compensation|salary|remuneration|training) packages?|(?:commuter|health|medical|staff|employee|flexible|full|competitive|comprehensive|generous|excellent|great|other) benefits|benefits (?:include|such as|package)|perks|(?:on[- ]?site|staff|workplace|subsidi[sz]ed|free) (?:nursery|restaurant|canteen|caf[eé]|gym|parking|childcare|shop)|nursery (?:places|vouchers)|discount\w*|vouchers?|gym|pension|annual leave|holiday entitlement|salary sacrifice|cycle to work|(?:enhanced|premium|unsocial hours?) (?:pay|rates?|payments?)|unsocial hours? enhancements?|shift allowance|salary|remuneration|per annum|pro rata|e-?verify|form i-9|all persons hired|pay transparency|fair chance|registered (?:office|company|charity|number|in england|in scotland|in wales))\b/i;

// Checks every hire goes through: never a knockout, so their words are taken out before reading.
const PRE_EMPLOYMENT =
  /\b(?:(?:enhanced|standard|basic|satisfactory|full)\s+)*(?:dbs|disclosure and barring(?: service)?|crb|pvg|bpss|police|criminal (?:record|background)|background|drug|alcohol|credit|reference|occupational health|medical|health|pre-employment|right to work|identity|fingerprint)\s+(?:and\s+\w+\s+)?(?:checks?|checking|clearances?|screens?|screening|tests?|testing|disclosures?|certificates?|verification|investigations?|assessments?|examinations?)\b|\bverify (?:your |their )?identity and (?:employment )?eligibility\b/gi;

// Marked optional by its own words. "Desired" counts at the end of a clause ("5+ years desired"),
// not before a noun ("the desired outcome").
const OPTIONAL =
  /\b(preferred|preferably|desirable|(?:highly\s+)?desired(?=\s*(?:[.;,:)!]|$|(?:but|and|or)\b))|nice[- ]to[- ]have|a plus|(?:big |huge |added |real )?(?:plus|bonus|advantage)(?=\s*(?:[.;,)!]|$))|advantageous|ideally|beneficial|an asset|not (?:required|essential|mandatory|necessary)|optional|helpful|would be (?:great|good|nice|useful|an advantage))\b/i;
const STRONG = /\b(must|required|requires?|mandatory|essential|is a must)\b/i;
const NOT_REQUIRED = /\bnot (?:required|essential|mandatory|necessary)\b/gi;

// Words by which a sentence asks something of the candidate.
const ASKS =
  /\b(must|required|requires?|requirement|mandatory|essential|necessary|needs? to|you(?:'ll| will)? need|you(?:'ll| will| should| shall| must)? (?:have|hold|possess)|you (?:should|must|shall) be|(?:candidates?|applicants?|post ?holders?|individuals?|the (?:successful )?(?:candidate|applicant|person)) (?:should|must|will|shall|need to)|ability to|able to|willing(?:ness)? to|prepared to|flexib(?:le|ility) to|expected to|is a must)\b/i;
const DIRECT_DEMAND =
  /\b(?:applicants?|candidates?|you)\s+(?:must|will need to|need to|are required to|will be required to hold)\b/i;
// The employer speaking of itself ("We have served clients for 40 years").
const EMPLOYER_VOICE = /^\W*(?:we|our|at [A-Z][\w&.' -]{0,40},\s*we)\b/i;
const ASKS_OF_YOU =
  /\b(you|your|candidates?|applicants?|require|requires|looking for|seek\w*|expect)\b/i;

/** The part of a sentence that asks: optional asides and clauses dropped, or undefined if all optional. */
function askedPart(text: string): string | undefined {
  // "Bachelor's degree (MBA preferred)": an optional aside leaves the rest standing.
  const t = text.replace(/\([^()]*\)/g, (aside) => (OPTIONAL.test(aside) ? ' ' : aside));
  if (!OPTIONAL.test(t)) return t;
  if (!STRONG.test(t.replace(NOT_REQUIRED, ' '))) return undefined;
  // "5+ years required, 7+ preferred": keep the clauses that do not say they are optional.
  return t
    .split(/[;,]|\s+(?:but|while|whereas)\s+/)
    .filter((clause) => !OPTIONAL.test(clause))
    .join('; ');
}

function asksCandidate(s: PostingSentence, text: string): boolean {
  if (EMPLOYER_VOICE.test(text) && !ASKS_OF_YOU.test(text)) return false;
  return ASKS.test(text) || s.tag === 'required' || s.block === 'requirements';
}

/**
 * Requirements that screen candidates out (docs/product.md, Engine; decision 113), with the
 * sentence that states each: work authorisation, clearance, a licence, on-site presence or a move,
 * minimum years (the highest asked), a degree with no equivalent-experience route, and other hard
 * screens (shifts, travel, physical demands, a car, age, start date, internal only, home set-up).
 * Only from sentences that ask something of the candidate; never from optional, equal-opportunity,
 * benefit, employer or how-to-apply text, nor from pre-employment checks.
 */
export function findKnockouts(sentences: PostingSentence[]): Knockout[] {
  const found = new Map<string, Knockout>();
  const add = (key: string, kind: KnockoutKind, detail: string, s: PostingSentence) => {
    if (!found.has(key))
      found.set(key, { kind, detail, sentence: { text: s.text, start: s.start, end: s.end } });
  };
  let years = 0;
  const weakLicence = new Set<string>();
  for (const s of sentences) {
    const r = readingOf(s);
    if (!r) continue;
    if (r.auth) add('work_authorization', 'work_authorization', r.auth, s);
    if (r.cleared) add('security_clearance', 'security_clearance', r.cleared, s);
    const lic = r.lic;
    if (lic && !lic.weak && weakLicence.has(lic.family)) {
      found.delete(`license:${lic.family}`);
      weakLicence.delete(lic.family);
    }
    if (lic && !found.has(`license:${lic.family}`)) {
      add(`license:${lic.family}`, 'license', lic.detail, s);
      if (lic.weak) weakLicence.add(lic.family);
    }
    if (r.place) add('location', 'location', r.place, s);
    for (const [topic, detail] of r.others) add(`other:${topic}`, 'other', detail, s);
    if (!r.asks) continue;
    const n = r.years;
    // The highest number of years asked is the one that screens candidates out.
    if (n !== undefined && n > years) {
      years = n;
      found.delete('minimum_years');
      add('minimum_years', 'minimum_years', `${n}+ years`, s);
    }
    if (r.degree) add('degree', 'degree', r.degree, s);
  }
  return [...found.values()].sort((a, b) => a.sentence.start - b.sentence.start);
}

/** What one sentence asks that may screen candidates out, before the other sentences weigh in. */
interface SentenceReading {
  asks: boolean;
  auth?: string;
  cleared?: string;
  lic?: ReturnType<typeof licence>;
  place?: string;
  others: [string, string][];
  years?: number;
  degree?: string;
}

// A sentence's reading depends on its text, block, tag and voice only, and the rules' patterns are
// a tenth of a posting's analysis: the readings of the sentences read lately are kept, for a
// posting sent again with a line changed and for one employer's boilerplate. Readings are only
// read, never changed.
const READINGS_KEPT = 2000;
const readings = new LruCache<SentenceReading | null>(READINGS_KEPT);

function readingOf(s: PostingSentence): SentenceReading | undefined {
  const key = `${s.block}\u0000${s.tag}\u0000${s.aboutEmployer ? 1 : 0}\u0000${s.text}`;
  const kept = readings.get(key);
  if (kept !== undefined) return kept ?? undefined;
  const reading = readSentence(s);
  readings.set(key, reading ?? null);
  return reading;
}

function readSentence(s: PostingSentence): SentenceReading | undefined {
  const hints = hinted(s.text.toLowerCase());
  if (hints.size === 0 && !/[A-Z]{2}/.test(s.text)) return undefined;
  const blockAsksNothing = s.block ? NOT_ASKING_BLOCKS.has(s.block) : s.aboutEmployer;
  // Only a direct demand on the candidate stands in such a block ("Applicants must be …").
  if (blockAsksNothing && !DIRECT_DEMAND.test(s.text)) return undefined;
  if (NOT_ASKED.test(s.text)) return undefined;
  // A nice-to-have section holds no knockouts unless the sentence insists on its own ("must").
  if (
    (s.block === 'preferred' || (s.tag === 'preferred' && !OPTIONAL.test(s.text))) &&
    !STRONG.test(s.text.replace(NOT_REQUIRED, ' '))
  )
    return undefined;
  const asked = askedPart(s.text);
  if (asked === undefined) return undefined;
  const t = asked.replace(PRE_EMPLOYMENT, ' ');
  const asks = asksCandidate(s, t);
  const reading: SentenceReading = { asks, others: others(t, s, asks, hints) };
  const auth = hints.has('auth') ? authorization(t, asks) : undefined;
  if (auth) reading.auth = auth;
  const cleared = asks && hints.has('clearance') ? clearance(t) : undefined;
  if (cleared) reading.cleared = cleared;
  const lic = hints.has('licence') || /[A-Z]{2}/.test(t) ? licence(t, asks) : undefined;
  if (lic) reading.lic = lic;
  const place = hints.has('location') ? location(t, asks) : undefined;
  if (place) reading.place = place;
  if (!asks) return reading;
  const n = hints.has('years') ? yearsIn(minimumOfRanges(t.replace(AGE, ' '))) : undefined;
  if (n !== undefined) reading.years = n;
  const degree = hints.has('degree') ? degreeLevel(t) : undefined;
  if (degree && !EQUIVALENT.test(t)) reading.degree = degree;
  return reading;
}
