// Whether a CV line starts with a past-tense action ("Led …", "Reduced …"): shared by the CV
// reader (a line that opens a new duty) and the tailoring (bullet strength, letter clauses).

// First words that are past-tense actions ("Led", "Built") besides the regular "-ed" ones.
const IRREGULAR_PAST = new Set(
  'led built ran wrote made grew won drove set cut took taught brought sold oversaw began gave kept held met found rebuilt rewrote undertook shipped spun split stood upheld'.split(
    ' ',
  ),
);
// "Increased by 10 times the speed of …": a change's measure before its object, not a passive.
const MEASURE_FIRST =
  /^(?:increased|decreased|reduced|improved|cut|lowered|raised|boosted|accelerated) by [\d.,]+\s*(?:times|percent|%|x)?\s+(?:the|a|an|our|its|their|overall|total)\s/i;

/** True when the line's first word is a past-tense action: "Led …", "Reduced …". */
export function startsWithPastAction(line: string): boolean {
  // A lower-case start counts too: a label cut off ("Gettransfer: developed …") leaves one.
  // "Co-authored" counts as well as "Authored".
  const first = /^([A-Za-z][a-z]+(?:-[a-z]+)?)\b/.exec(line.trim())?.[1]?.toLowerCase();
  if (!first) return false;
  // "Used by 30 companies" is passive; "Increased by 10 times the speed of …" names its measure
  // before its object.
  if (/^\S+ by\b/.test(line.trim()) && !MEASURE_FIRST.test(line.trim())) return false;
  return IRREGULAR_PAST.has(first) || /[a-z]{2,}ed$/.test(first);
}
