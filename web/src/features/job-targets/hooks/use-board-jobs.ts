import type { JobStatus } from '@jobfit/contracts';
import { t } from '@lingui/core/macro';
import { useCallback, useMemo, useState } from 'react';
import { toast } from 'src/components/toaster/toaster';
import { errorMessage } from 'src/lib/api-error';
import {
  BOARD_PER_STAGE,
  getBoardColumnPage,
  jobTargetBoardUrl,
  useJobTargetBoard,
} from '../api/get-job-target-board';
import { boardJobs, boardTotals, type MoreCards } from '../utils/board';
import type { TrackerFilters } from '../utils/tracker-filters';

/**
 * The board's cards: each column's first ones from one request, more of a column on demand
 * (decision 142). Cards loaded with "Show more" belong to the filters they were loaded with.
 */
export function useBoardJobs(filters: TrackerFilters, enabled: boolean) {
  const board = useJobTargetBoard(filters, enabled);
  const key = jobTargetBoardUrl(filters);
  const [more, setMore] = useState<{ key: string; cards: MoreCards }>({ key, cards: {} });
  const [loadingMore, setLoadingMore] = useState<JobStatus | null>(null);
  const cards = useMemo(() => (more.key === key ? more.cards : {}), [more, key]);
  const { data } = board;

  const jobs = useMemo(
    () => (data ? boardJobs(data, cards, filters.statuses) : []),
    [data, cards, filters.statuses],
  );
  const totals = useMemo(
    () => (data ? boardTotals(data, filters.statuses) : undefined),
    [data, filters.statuses],
  );

  const loadMore = useCallback(
    async (status: JobStatus) => {
      const first = data?.columns.find((c) => c.status === status)?.items.length ?? 0;
      const loaded = first + (cards[status]?.length ?? 0);
      setLoadingMore(status);
      try {
        const next = await getBoardColumnPage(
          filters,
          status,
          Math.floor(loaded / BOARD_PER_STAGE) + 1,
        );
        setMore((prev) => {
          const kept = prev.key === key ? prev.cards : {};
          return { key, cards: { ...kept, [status]: [...(kept[status] ?? []), ...next.items] } };
        });
      } catch (err) {
        toast.error(errorMessage(err, t`Could not load more jobs.`));
      } finally {
        setLoadingMore(null);
      }
    },
    [data, cards, filters, key],
  );

  /** Moves a card loaded with "Show more" to its new column (the board's own move first). */
  const moveLoaded = useCallback((id: string, status: JobStatus) => {
    setMore((prev) => ({
      key: prev.key,
      cards: Object.fromEntries(
        Object.entries(prev.cards).map(([s, list]) => [
          s,
          list.map((j) => (j.id === id ? { ...j, status } : j)),
        ]),
      ),
    }));
  }, []);

  return { ...board, jobs, totals, loadMore, loadingMore, moveLoaded };
}
