import type { Scan } from '@jobfit/contracts';

export type MissingKeyword = { name: string; category: string; required: boolean };

// Soft skills ("communication") show in how one works, not as a line in a skills list: the guided
// step offers only what a reader can check (skills, tools, certifications, languages, domains).
const isClaimable = (category: string) => category !== 'soft';

/**
 * The scan's missing keywords the user may confirm for a tailored CV: required first, then by
 * how often the posting names them, then by name; one entry per name (case-insensitive, the first
 * the scan lists). Never one the user dismissed for the job (decision 112): a scan made before the
 * dismissal still lists it.
 */
export function missingKeywords(
  scan: Pick<Scan, 'result'> & Partial<Pick<Scan, 'dismissedKeywords'>>,
): MissingKeyword[] {
  const seen = new Set((scan.dismissedKeywords ?? []).map((d) => d.name.toLowerCase()));
  return scan.result.keywords
    .filter((k) => {
      const key = k.name.toLowerCase();
      if (k.status !== 'missing' || !isClaimable(k.category) || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .toSorted(
      (a, b) =>
        Number(b.required) - Number(a.required) ||
        b.jobCount - a.jobCount ||
        a.name.localeCompare(b.name),
    )
    .map(({ name, category, required }) => ({ name, category, required }));
}
