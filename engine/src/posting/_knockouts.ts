import { educationIn, yearsIn } from './_fields.ts';
import { hasPreferredCue } from './_sections.ts';
import type { PostingSentence } from './_sections.ts';

/**
 * A kind of requirement that can rule a candidate out however good the rest of the CV is.
 *
 * @example analyzePosting('Must hold an active security clearance.').knockouts[0]?.kind // 'security_clearance'
 */
export type KnockoutKind =
  'work_authorization' | 'security_clearance' | 'license' | 'location' | 'minimum_years' | 'degree';

/**
 * A knockout requirement, with the posting sentence that states it (offsets in `Posting.text`).
 *
 * @example const k: Knockout = { kind: 'minimum_years', detail: '5+ years', sentence: { text: '5+ years of Go', start: 0, end: 14 } }
 */
export interface Knockout {
  kind: KnockoutKind;
  /** What is asked, briefly: "5+ years", "bachelor", "security clearance". */
  detail: string;
  sentence: { text: string; start: number; end: number };
}

const AUTHORIZATION =
  /\b(authori[sz]ed to work|work authori[sz]ation|right to work|work permit|(?:visa )?sponsorship|sponsor (?:a |your )?visas?|citizenship|citizens? (?:of|only)|u\.?s\.? citizen|green card|eligible to work|legally (?:able|eligible|entitled) to work|permanent resident)\b/i;
const CLEARANCE =
  /\b(security clearance|(?:active|current|secret|ts\/sci|sc|dv|nv1|baseline)\s+clearance|clearance (?:is )?required|top secret|ts\/sci|polygraph|obtain (?:a )?clearance)\b/i;
const LICENSE =
  /\b(licen[cs]e[ds]?|certification|certified|certificate|registration|registered (?:nurse|with)|board[- ]certified|cpa|pmp|cdl|chartered|accreditation)\b/i;
const MUST =
  /\b(must|required|requires|requirement|mandatory|essential|need to|needs to|necessary|only candidates|will be required|is a must)\b/i;
const ONSITE =
  /\b(on[- ]site|onsite|in[- ]office|in[- ]person|relocat\w*|must (?:be )?(?:based|located|live|reside)|commut\w*|within \d+ (?:miles|km)|local candidates|office[- ]based|\d days? (?:a|per) week in (?:the )?office)\b/i;

/**
 * Requirements that screen candidates out (DESIGN.md §4.2), each kind once, with its sentence:
 * work authorisation, clearance, a licence marked required, on-site/relocation, minimum years and a
 * required degree.
 */
export function findKnockouts(sentences: PostingSentence[]): Knockout[] {
  const found = new Map<KnockoutKind, Knockout>();
  const add = (kind: KnockoutKind, detail: string, s: PostingSentence) => {
    if (!found.has(kind))
      found.set(kind, { kind, detail, sentence: { text: s.text, start: s.start, end: s.end } });
  };
  for (const s of sentences) {
    // A section of nice-to-haves does not soften a sentence that screens on its own words.
    if (hasPreferredCue(s.text) && !MUST.test(s.text)) continue;
    const auth = AUTHORIZATION.exec(s.text);
    if (auth) add('work_authorization', auth[0].toLowerCase(), s);
    const clearance = CLEARANCE.exec(s.text);
    if (clearance) add('security_clearance', clearance[0].toLowerCase(), s);
    const license = LICENSE.exec(s.text);
    if (
      license &&
      (MUST.test(s.text) || s.tag === 'required') &&
      !/\b(or equivalent|nice|plus)\b/i.test(s.text)
    )
      add('license', license[0], s);
    const onsite = ONSITE.exec(s.text);
    if (onsite && !/\bremote\b/i.test(s.text)) add('location', onsite[0].toLowerCase(), s);
    if (s.tag === 'required') {
      const years = yearsIn(s.text);
      const asked = found.get('minimum_years');
      // The highest number of years asked is the one that screens candidates out.
      if (years !== undefined && (!asked || years > parseInt(asked.detail, 10)))
        found.delete('minimum_years');
      if (years !== undefined) add('minimum_years', `${years}+ years`, s);
      const degree = educationIn(s.text);
      if (
        degree &&
        !/\bor equivalent\b|\bequivalent (?:practical |work )?experience\b/i.test(s.text)
      )
        add('degree', degree, s);
    }
  }
  return [...found.values()];
}
