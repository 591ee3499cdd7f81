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

/**
 * True when job-title words outweigh company words ("Senior Engineer", "Team Lead").
 * @example isJobTitle('Senior Engineer') // true; isJobTitle('Acme Labs') // false
 */
export function isJobTitle(text: string): boolean {
  return titleScore(text) > companyScore(text);
}
