import type { Posting } from '../posting/index.ts';
import { skillKey } from '../skills/index.ts';
import type { Dismissal, DismissReason, DismissedKeyword } from './types.ts';

export interface WithoutDismissed {
  /** The posting without the dismissed skills: what keywords, score, advice and search read. */
  job: Posting;
  /** The posting's skills that were dismissed, in the order the user dismissed them. */
  dismissed: DismissedKeyword[];
  /** The posting text with the dismissed skills' mentions blanked (same offsets), for word overlap. */
  contentText: string;
}

/**
 * Takes the skills the user dismissed out of an analysed posting, matched by skill key (case,
 * inner dots and plurals do not matter). A dismissal the posting does not name is ignored.
 */
export function withoutDismissed(
  job: Posting,
  dismissals: readonly Dismissal[] = [],
): WithoutDismissed {
  if (dismissals.length === 0) return { job, dismissed: [], contentText: job.text };
  const reasons = new Map<string, DismissReason | undefined>();
  for (const d of dismissals) {
    const { name, reason } = typeof d === 'string' ? { name: d, reason: undefined } : d;
    const key = skillKey(name.trim());
    if (key !== '' && !reasons.has(key)) reasons.set(key, reason);
  }
  const kept = job.skills.filter((s) => !reasons.has(skillKey(s.name)));
  if (kept.length === job.skills.length) return { job, dismissed: [], contentText: job.text };
  const order = [...reasons.keys()];
  const gone = job.skills
    .filter((s) => reasons.has(skillKey(s.name)))
    .sort((a, b) => order.indexOf(skillKey(a.name)) - order.indexOf(skillKey(b.name)));
  let contentText = job.text;
  for (const s of gone)
    for (const span of s.spans)
      contentText =
        contentText.slice(0, span.start) +
        ' '.repeat(span.end - span.start) +
        contentText.slice(span.end);
  const seen = new Set<string>();
  const dismissed: DismissedKeyword[] = [];
  for (const s of gone) {
    const key = skillKey(s.name);
    // Two posting skills may share a key ("API", "APIs"): the result lists it once.
    if (seen.has(key)) continue;
    seen.add(key);
    const reason = reasons.get(key);
    dismissed.push({
      name: s.name,
      category: s.category,
      required: s.required,
      preferred: s.preferred,
      ...(reason ? { reason } : {}),
    });
  }
  return { job: { ...job, skills: kept }, dismissed, contentText };
}
