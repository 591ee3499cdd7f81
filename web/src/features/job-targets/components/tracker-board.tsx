import { JOB_STATUSES, type JobStatus, type JobTargetSummary } from '@jobfit/contracts';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { STATUS_LABEL } from 'src/utils/job-status';
import { groupByStatus } from '../utils/board';
import { BoardCard, BoardCardOverlay } from './board-card';
import { JobStatusLabel } from './job-status-label';

type TrackerBoardProps = {
  /** The cards loaded so far, of every column. */
  jobs: readonly JobTargetSummary[];
  /** How many jobs each column holds in all; "Show more" loads the next of them. */
  totals: Record<JobStatus, number>;
  loadingMore: JobStatus | null;
  onLoadMore: (status: JobStatus) => void;
  onMove: (id: string, status: JobStatus) => void;
  onOpen: (id: string) => void;
};

/** Left/right arrows jump straight to the next column's centre (not 25 px at a time). */
const columnJump: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  const rect = context.collisionRect;
  if (step === 0 || !rect) return undefined;
  event.preventDefault();
  const cx = rect.left + rect.width / 2;
  let best: { dx: number; top: number } | null = null;
  for (const [, column] of context.droppableRects) {
    const dx = column.left + column.width / 2 - cx;
    if (dx * step > 4 && (!best || Math.abs(dx) < Math.abs(best.dx))) {
      best = { dx, top: column.top };
    }
  }
  if (!best) return currentCoordinates;
  return {
    x: currentCoordinates.x + best.dx,
    y: currentCoordinates.y + (best.top + 56 - rect.top),
  };
};

function BoardColumn({
  status,
  jobs,
  total,
  loading,
  onLoadMore,
  onOpen,
}: {
  status: JobStatus;
  jobs: JobTargetSummary[];
  total: number;
  loading: boolean;
  onLoadMore: (status: JobStatus) => void;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useLingui();
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const left = total - jobs.length;
  const label = i18n._(STATUS_LABEL[status]);
  return (
    <Box
      ref={setNodeRef}
      role="group"
      aria-label={plural(total, { one: `${label}: # job`, other: `${label}: # jobs` })}
      data-testid={`board-column-${status}`}
      sx={{
        // From 1200px the whole pipeline fits without a horizontal scroll; the closed stages
        // take less room. Narrower screens scroll, 240px a column.
        flex: { xs: '1 0 240px', lg: isClosedStage(status) ? '0.7 1 0' : '1 1 0' },
        // A closed stage keeps room for its name (German "Zurückgezogen") and a card.
        minWidth: { lg: isClosedStage(status) ? 140 : 0 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        p: 1.5,
        borderRadius: 2,
        minHeight: 420,
        bgcolor: 'rgb(145 158 171 / 0.08)',
        outline: isOver ? '2px dashed' : '2px dashed transparent',
        outlineColor: isOver ? 'primary.main' : 'transparent',
        outlineOffset: -2,
        transition: 'outline-color 120ms',
      }}
    >
      {/* A long status name (German "Zurückgezogen") in a narrow closed column puts the count
          under it rather than past the column's edge. */}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 1,
          rowGap: 0.5,
          px: 0.5,
          py: 0.5,
        }}
      >
        <JobStatusLabel status={status} />
        <Typography variant="subtitle2" sx={{ color: 'text.secondary' }}>
          {total}
        </Typography>
      </Box>
      {jobs.map((job) => (
        <BoardCard key={job.id} job={job} onOpen={onOpen} />
      ))}
      {left > 0 && (
        <Button
          size="small"
          color="inherit"
          loading={loading}
          onClick={() => onLoadMore(status)}
          aria-label={t`Show more ${label} jobs (${left} more)`}
        >
          <Trans>Show more ({left})</Trans>
        </Button>
      )}
      {jobs.length === 0 && (
        <Typography
          variant="caption"
          sx={{ color: 'text.disabled', textAlign: 'center', py: 3, px: 1 }}
        >
          <Trans>Drop a job here</Trans>
        </Typography>
      )}
    </Box>
  );
}

const isClosedStage = (status: JobStatus) => status === 'rejected' || status === 'withdrawn';

/** The pipeline as columns; cards move between statuses with the mouse, touch or keyboard. */
export function TrackerBoard({
  jobs,
  totals,
  loadingMore,
  onLoadMore,
  onMove,
  onOpen,
}: TrackerBoardProps) {
  const { t, i18n } = useLingui();
  const [activeId, setActiveId] = useState<string | null>(null);
  const columns = useMemo(() => groupByStatus(jobs), [jobs]);
  const titleOf = (id: unknown) => jobs.find((j) => j.id === id)?.title ?? t`the job`;
  const statusOf = (id: unknown) => {
    const label = STATUS_LABEL[id as JobStatus];
    return label ? i18n._(label) : String(id);
  };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnJump }),
  );
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const job = titleOf(active.id);
      return t`Picked up ${job}. Use the left and right arrows to choose a column, Space to drop, Escape to cancel.`;
    },
    onDragOver: ({ active, over }) => {
      const job = titleOf(active.id);
      const column = over && statusOf(over.id);
      return column ? t`${job} is over ${column}.` : t`${job} is over no column.`;
    },
    onDragEnd: ({ active, over }) => {
      const job = titleOf(active.id);
      const column = over && statusOf(over.id);
      return column ? t`${job} moved to ${column}.` : t`${job} was dropped.`;
    },
    onDragCancel: ({ active }) => {
      const job = titleOf(active.id);
      return t`Moving ${job} was cancelled.`;
    },
  };

  const end = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    if (!over) return;
    const status = over.id as JobStatus;
    if ((JOB_STATUSES as readonly string[]).includes(status)) onMove(String(active.id), status);
  };
  const active = jobs.find((j) => j.id === activeId);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t`To move a job, press Space, then the left and right arrows to choose a status, and Space again to drop it. Escape cancels.`,
        },
      }}
      onDragStart={({ active: a }) => setActiveId(String(a.id))}
      onDragCancel={() => setActiveId(null)}
      onDragEnd={end}
    >
      <Box
        sx={{
          display: 'flex',
          gap: { xs: 2, lg: 1.5 },
          overflowX: 'auto',
          p: { xs: 2.5, lg: 2 },
          alignItems: 'flex-start',
        }}
      >
        {JOB_STATUSES.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            jobs={columns[status]}
            total={Math.max(totals[status], columns[status].length)}
            loading={loadingMore === status}
            onLoadMore={onLoadMore}
            onOpen={onOpen}
          />
        ))}
      </Box>
      <DragOverlay dropAnimation={null}>{active && <BoardCardOverlay job={active} />}</DragOverlay>
    </DndContext>
  );
}
