// The letter's evidence: the job's strongest keywords the CV shows, each with the CV bullet that
// proves it, read from the CV itself (so every quoted line is the user's own).
import type { Keyword } from '../match/index.ts';
import type { Resume } from '../resume.ts';
import { keywordsIn, type ShownSkills } from './_skills-shown.ts';
import { shownKeywords } from './_summary.ts';

/** One proof: the skills a line shows, the line, and where it is from. */
export interface Proof {
  skills: string[];
  line: string;
  employer?: string;
}

/** Up to `count` proofs, one line each, strongest keyword first; skills sharing a line merge. */
export function strongestProofs(
  resume: Resume,
  keywords: readonly Keyword[],
  shown: ShownSkills,
  count: number,
): Proof[] {
  const lines = [
    ...resume.work.flatMap((w) => w.highlights.map((line) => ({ line, employer: w.name }))),
    ...(resume.projects ?? []).flatMap((p) =>
      (p.highlights ?? []).map((line) => ({ line, employer: p.name })),
    ),
  ].map((l) => ({ ...l, names: new Set(keywordsIn(l.line, keywords).map((k) => k.name)) }));
  const proofs: Proof[] = [];
  for (const k of shownKeywords(keywords, shown)) {
    if (proofs.some((p) => p.skills.includes(k.name))) continue;
    const hit = lines.find((l) => l.names.has(k.name) && !proofs.some((p) => p.line === l.line));
    if (!hit) continue;
    // Other strong keywords on the same line are proved by it too.
    const skills = shownKeywords(keywords, shown)
      .filter((x) => hit.names.has(x.name))
      .map((x) => x.name)
      .slice(0, 2);
    proofs.push({
      skills,
      line: hit.line.trim(),
      ...(hit.employer ? { employer: hit.employer } : {}),
    });
    if (proofs.length >= count) break;
  }
  return proofs;
}

// First words that read as a past-tense action, so "Led the migration" becomes "I led the migration".
const IRREGULAR = new Set(
  'led built ran wrote made grew won drove set cut took taught brought sold oversaw began gave kept held met found rebuilt rewrote undertook'.split(
    ' ',
  ),
);

/** "I led the migration …" when the line starts with a past-tense verb, else undefined. */
export function asFirstPerson(line: string): string | undefined {
  const first = /^([A-Z][a-z]+)\b/.exec(line)?.[1];
  if (!first) return undefined;
  const lower = first.toLowerCase();
  if (!IRREGULAR.has(lower) && !/[a-z]{2,}ed$/.test(lower)) return undefined;
  // "Used by 30 companies" is passive: no "I" fits before it.
  if (/^\S+ by\b/.test(line)) return undefined;
  return `I ${lower}${line.slice(first.length).replace(/[.;\s]+$/, '')}`;
}
