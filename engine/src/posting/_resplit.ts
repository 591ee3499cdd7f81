import type { Sentence } from '../skills/index.ts';

// Postings pasted from web pages often lose their line breaks: "… source control tool Must have
// good understanding …". In a run-on sentence, a break goes before an inline heading ("Desired
// Skills:") and before a capitalised word that usually starts a requirement line, when it follows a
// lower-case word; the latter only in sentences longer than RUN_ON_WORDS.
const RUN_ON_WORDS = 40;
const LINE_STARTS = new Set(
  `Must Experience Expert Expertise Proficient Proficiency Hands Good Strong Excellent Exceptional Outstanding Ability Able Knowledge Understanding Understand Familiarity Familiar Demonstrated Demonstrate Proven Effective Have Work Working Design Develop Maintain Create Follow Support Collaborate Participate Provide Perform Assist Ensure Bachelor Bachelor's Bachelors Master's Masters Minimum At Solid Desired Preferred Required Responsible Proactive Build Write Lead Manage Communicate Analyze Analyse Review Identify Test Troubleshoot Prepare Coordinate Monitor Implement Other Additional Nice Bonus Degree Some Prior Previous Self Attention Comfortable Willingness Passion Basic Advanced Deep Fluent Fluency Certification Certified Ideally Ideal Candidates Candidate You We Our Job Education Qualifications Requirements Responsibilities Skills Benefits Location Salary Compensation Duties Essential Key Primary Position Preferably Plus Desire Previous Writing Developing Designing Maintaining Building Creating Testing Supporting Participating Collaborating Working Using Performing Providing Understanding`.split(
    /\s+/,
  ),
);
// "… the region. Essential Duties and Responsibilities: Prospect …": up to five capitalised words
// (with and/of/&/to/for/the between them) and a colon, after the end of a word.
const INLINE_HEADING =
  /(?<=^|[A-Za-z0-9.)%]\s)(?:[A-Z][\w'&/-]*\s(?:(?:and|of|&|to|for|the)\s)?){0,4}[A-Z][\w'&/-]*:(?=\s)/g;

function cutPoints(text: string, runOn: boolean): number[] {
  const cuts = new Set<number>();
  const headings: [number, number][] = [];
  for (const m of text.matchAll(INLINE_HEADING)) {
    cuts.add(m.index);
    headings.push([m.index, m.index + m[0].length]);
  }
  if (runOn) {
    for (const m of text.matchAll(/(?<=[a-z0-9,)%]) ([A-Z][\w']*)/g)) {
      const at = m.index + 1;
      if (LINE_STARTS.has(m[1] ?? '') && !headings.some(([a, b]) => at >= a && at < b))
        cuts.add(at);
    }
  }
  return [...cuts].sort((a, b) => a - b);
}

/** Splits run-on sentences at likely line starts; other sentences pass through unchanged. */
export function resplitRunOns(sentences: Sentence[]): Sentence[] {
  const out: Sentence[] = [];
  for (const s of sentences) {
    const cuts = cutPoints(s.text, s.text.split(/\s+/).length > RUN_ON_WORDS);
    // "BLS required; ACLS preferred": clauses after a semicolon are tagged on their own.
    for (const m of s.text.matchAll(/;\s+(?=\S+\s+\S)/g)) cuts.push(m.index + 1);
    cuts.sort((a, b) => a - b);
    if (cuts.length === 0) {
      out.push(s);
      continue;
    }
    let from = 0;
    for (const cut of [...cuts, s.text.length]) {
      const piece = s.text.slice(from, cut);
      const lead = piece.length - piece.trimStart().length;
      const trimmed = piece.trim();
      if (trimmed !== '')
        out.push({
          text: trimmed,
          start: s.start + from + lead,
          end: s.start + from + lead + trimmed.length,
        });
      from = cut;
    }
  }
  return out;
}
