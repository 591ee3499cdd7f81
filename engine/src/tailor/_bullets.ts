// Bullet order for a job (docs/decisions/150-sendable-letters.md): within each job and project,
// bullets are ranked by evidence for the job's keywords (Keyword.weight, decision 021) and by
// strength (a number, an outcome, an action verb); training and courses never outrank an
// achievement. Ties keep their order; bullets never change jobs.
import type { Keyword } from '../match/index.ts';
import type { Resume } from '../resume.ts';
import { skillKey } from '../skills/index.ts';
import { compareLines, rankLine, type RankedLine } from './_achievements.ts';
import { usableEmployer, usableTitle } from './_letter-facts.ts';
import type { TailorChange } from './types.ts';

function reorder(
  highlights: string[],
  keywords: readonly Keyword[],
): { order: string[]; proved: string[]; moved: boolean } {
  const ranked = highlights.map((line, i) => ({
    i,
    l: rankLine({ line, current: false, from: { list: 'work', entry: 0, bullet: i } }, keywords),
  }));
  const sorted = [...ranked].sort((a, b) => compareLines(a.l, b.l) || a.i - b.i);
  const moved = sorted.some((s, i) => s.i !== i);
  const up = (s: { i: number; l: RankedLine }, i: number) => s.i > i;
  const proved = [...new Set(sorted.filter(up).flatMap((s) => s.l.proves.map((k) => k.name)))];
  return { order: sorted.map((s) => highlights[s.i] ?? ''), proved, moved };
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
  const entries = [
    ...resume.work.map((w, i) => ({
      path: `work[${i}].highlights`,
      // Named as a reader would recognise the job; a title or employer the parse mangled ("In",
      // a sentence read as a title) is left out of the message.
      label: [usableTitle(w.position), usableEmployer(w.name)].filter(Boolean).join(' at '),
      get: () => w.highlights,
      set: (h: string[]) => (w.highlights = h),
    })),
    ...(resume.projects ?? []).map((p, i) => ({
      path: `projects[${i}].highlights`,
      label: p.name,
      get: () => p.highlights ?? [],
      set: (h: string[]) => (p.highlights = h),
    })),
  ];
  for (const e of entries) {
    const before = e.get();
    const { order, proved, moved } = reorder(before, relevant);
    if (!moved) continue;
    changes.push({
      kind: 'reorder_bullets',
      path: e.path,
      before: [...before],
      after: [...order],
      message: e.label
        ? proved.length > 0
          ? `Moved up the ${e.label} bullets that show ${proved.slice(0, 3).join(', ')}.`
          : `Put the ${e.label} achievements with results before the rest.`
        : proved.length > 0
          ? `Moved up the bullets that show ${proved.slice(0, 3).join(', ')} in one of your jobs.`
          : `Put achievements with results first in one of your jobs.`,
    });
    e.set(order);
  }
  return changes;
}
