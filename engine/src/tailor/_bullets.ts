// Bullet reordering: within each job (and project), the bullets that prove the job's keywords move
// up, weighed as the scan weighs them (Keyword.weight, docs/decisions/021); ties keep their order.
import type { Keyword } from '../match/index.ts';
import type { Resume } from '../resume.ts';
import { skillKey } from '../skills/index.ts';
import { keywordsIn } from './_skills-shown.ts';
import type { TailorChange } from './types.ts';

/** A bullet's worth for this job: the summed weight of the keywords it names. */
export function bulletScore(
  line: string,
  keywords: readonly Keyword[],
): { score: number; names: string[] } {
  const hits = keywordsIn(line, keywords);
  return { score: hits.reduce((s, k) => s + k.weight, 0), names: hits.map((k) => k.name) };
}

function reorder(
  highlights: string[],
  keywords: readonly Keyword[],
): { order: string[]; proved: string[] } {
  const scored = highlights.map((h, i) => ({ h, i, ...bulletScore(h, keywords) }));
  const sorted = [...scored].sort((a, b) => b.score - a.score || a.i - b.i);
  const moved = sorted.some((s, i) => s.i !== i);
  const proved = moved
    ? [...new Set(sorted.filter((s, i) => s.i > i).flatMap((s) => s.names))]
    : [];
  return { order: sorted.map((s) => s.h), proved };
}

/** Reorders bullets in place and returns the changes, one per entry whose order changed. */
export function reorderBullets(
  resume: Resume,
  keywords: readonly Keyword[],
  confirmed: readonly string[],
): TailorChange[] {
  const changes: TailorChange[] = [];
  const confirmedKeys = new Set(confirmed.map(skillKey));
  const relevant = keywords.filter(
    (k) => k.status !== 'missing' || confirmedKeys.has(skillKey(k.name)),
  );
  resume.work.forEach((w, i) => {
    const { order, proved } = reorder(w.highlights, relevant);
    if (proved.length === 0) return;
    changes.push({
      kind: 'reorder_bullets',
      path: `work[${i}].highlights`,
      before: [...w.highlights],
      after: [...order],
      message: `Moved up the ${[w.position, w.name].filter(Boolean).join(' at ') || 'job'} bullets that show ${proved.slice(0, 3).join(', ')}.`,
    });
    w.highlights = order;
  });
  (resume.projects ?? []).forEach((p, i) => {
    if (!p.highlights) return;
    const { order, proved } = reorder(p.highlights, relevant);
    if (proved.length === 0) return;
    changes.push({
      kind: 'reorder_bullets',
      path: `projects[${i}].highlights`,
      before: [...p.highlights],
      after: [...order],
      message: `Moved up the ${p.name} bullets that show ${proved.slice(0, 3).join(', ')}.`,
    });
    p.highlights = order;
  });
  return changes;
}
