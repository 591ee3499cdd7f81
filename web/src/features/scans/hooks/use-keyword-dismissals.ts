import type { DismissReason, Scan } from '@jobfit/contracts';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { toast } from 'src/components/toaster/toaster';
import { errorMessage } from 'src/lib/api-error';
import { dismissKeyword } from '../api/dismiss-keyword';
import { restoreKeyword } from '../api/restore-keyword';

const scoreMove = (before: number, after: number) =>
  before === after ? t`score stays ${after}` : t`score ${before} → ${after}`;

/**
 * Dismissing and restoring a scan's keywords (decision 112): each answer is the scan recomputed,
 * put in the cache, so the page updates; a dismissal's toast offers Undo.
 */
export function useKeywordDismissals(scan: Pick<Scan, 'id' | 'score'>) {
  const [busy, setBusy] = useState(false);

  // `from`: the score shown when the user clicks (an Undo toast outlives the render it came from).
  const restore = async (keyword: string, from = scan.score) => {
    setBusy(true);
    try {
      const next = await restoreKeyword(scan.id, keyword);
      const move = scoreMove(from, next.score);
      toast.success(t`“${keyword}” restored: ${move}.`);
    } catch (err) {
      toast.error(errorMessage(err, t`Could not restore “${keyword}”.`));
    } finally {
      setBusy(false);
    }
  };

  const dismiss = async (keyword: string, reason: DismissReason) => {
    setBusy(true);
    try {
      const next = await dismissKeyword(scan.id, { keyword, reason });
      const move = scoreMove(scan.score, next.score);
      toast.success(t`“${keyword}” dismissed: ${move}.`, {
        action: { label: t`Undo`, onClick: () => void restore(keyword, next.score) },
      });
    } catch (err) {
      toast.error(errorMessage(err, t`Could not dismiss “${keyword}”.`));
    } finally {
      setBusy(false);
    }
  };

  return { busy, dismiss, restore };
}
