import type { DocumentContent } from '@jobfit/contracts';
import {
  findUnsupportedSkills,
  renderCvMarkdown,
  renderLetterMarkdown,
  type Resume,
  resumeToText,
  type ScanResult,
  skillKey,
  type SkillPlacement,
} from '@jobfit/engine';
import { isoDay } from '../../lib/clock.ts';
import type { EnginePool } from '../../lib/scan-pool.ts';

// What drafting and editing a document share: the scan as tailoring may use it, the score of a
// resume against it, and the honesty check every generated text passes.

export const LETTER_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Letters have one template; the column keeps the name for when there are more. */
export const LETTER_TEMPLATE = 'letter';

export type Dismissed = readonly { name: string }[];

/**
 * The scan's result without the keywords the user dismissed for its job (decision 112): a scan
 * made before a dismissal still lists them, and tailoring must never offer or use one.
 */
export function withoutDismissed(result: ScanResult, dismissed: Dismissed): ScanResult {
  if (dismissed.length === 0) return result;
  const gone = new Set(dismissed.map((d) => skillKey(d.name)));
  return {
    ...result,
    keywords: result.keywords.filter((k) => !gone.has(skillKey(k.name))),
    recommendations: result.recommendations.filter(
      (r) => !r.keyword || !gone.has(skillKey(r.keyword)),
    ),
  };
}

/**
 * The score of a resume against the scan's posting, by the same engine as the scan (in its worker
 * pool, decision 140) and without the job's dismissed keywords, like the scan's own score.
 */
export async function scoreAgainst(
  resume: Resume,
  result: ScanResult,
  scannedAt: Date,
  dismissed: Dismissed,
  engine: EnginePool,
): Promise<number> {
  const cv = {
    resume,
    text: resumeToText(resume),
    meta: { source: 'text' as const, sections: [], warnings: [], confidence: {} },
  };
  const { result: rescored } = await engine.run({
    cv,
    postingText: result.postingText,
    asOf: isoDay(scannedAt),
    dismissed: dismissed.map((d) => d.name),
  });
  return Math.round(rescored.score);
}

/**
 * The placements of skills the tailoring can use: those of a confirmed skill or a keyword of the
 * scan. One pass over the keys with set lookups, so a request with many keys stays linear
 * (thousands of keys once stalled the server); the contract bounds their number too.
 */
export function usablePlacements(
  placements: Record<string, SkillPlacement> | undefined,
  confirmed: readonly string[],
  result: ScanResult,
): Record<string, SkillPlacement> | undefined {
  if (!placements) return undefined;
  const known = new Set([...confirmed, ...result.keywords.map((k) => k.name)].map(skillKey));
  const out: Record<string, SkillPlacement> = {};
  for (const [name, place] of Object.entries(placements))
    if (known.has(skillKey(name))) out[name] = place;
  return out;
}

/** Text of a document's content as it would be exported, for the honesty check. */
function contentText(content: DocumentContent, resume: Resume): string {
  if (content.kind === 'cv')
    return renderCvMarkdown(content.resume as Resume, { sectionOrder: content.sectionOrder });
  return renderLetterMarkdown(content.letter, { sender: resume.basics });
}

/**
 * Refuses generated content that claims a skill neither the master CV shows nor the user
 * confirmed: a generator must never invent experience (docs/product.md, Promise). The job title
 * and company a letter quotes are not claims ("the Senior Go Developer role").
 */
export function assertHonest(
  content: DocumentContent,
  master: Resume,
  confirmed: string[],
  job: { title: string | null; company: string | null },
) {
  const invented = findUnsupportedSkills(contentText(content, master), master, confirmed, {
    ignore: [job.title ?? '', job.company ?? ''],
  });
  if (invented.length > 0) {
    throw new Error(`honesty check failed for generated ${content.kind}: ${invented.join(', ')}`);
  }
}
