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
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { groupByStatus } from '../utils/board';
import { STATUS_LABEL } from '../utils/status';
import { BoardCard, BoardCardOverlay } from './board-card';
import { JobStatusLabel } from './job-status-label';

type TrackerBoardProps = {
  jobs: readonly JobTargetSummary[];
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

const statusOf = (id: unknown) => STATUS_LABEL[id as JobStatus] ?? String(id);

function BoardColumn({
  status,
  jobs,
  onOpen,
}: {
  status: JobStatus;
  jobs: JobTargetSummary[];
  onOpen: (id: string) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  return (
    <Box
      ref={setNodeRef}
      role="group"
      aria-label={`${STATUS_LABEL[status]}: ${jobs.length} ${jobs.length === 1 ? 'job' : 'jobs'}`}
      data-testid={`board-column-${status}`}
      sx={{
        flex: '1 0 240px',
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
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 0.5, py: 0.5 }}>
        <JobStatusLabel status={status} />
        <Typography variant="subtitle2" sx={{ color: 'text.secondary' }}>
          {jobs.length}
        </Typography>
      </Box>
      {jobs.map((job) => (
        <BoardCard key={job.id} job={job} onOpen={onOpen} />
      ))}
      {jobs.length === 0 && (
        <Typography
          variant="caption"
          sx={{ color: 'text.disabled', textAlign: 'center', py: 3, px: 1 }}
        >
          Drop a job here
        </Typography>
      )}
    </Box>
  );
}

/** The pipeline as columns; cards move between statuses with the mouse, touch or keyboard. */
export function TrackerBoard({ jobs, onMove, onOpen }: TrackerBoardProps) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const columns = useMemo(() => groupByStatus(jobs), [jobs]);
  const titleOf = (id: unknown) => jobs.find((j) => j.id === id)?.title ?? 'the job';
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnJump }),
  );
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${titleOf(active.id)}. Use the left and right arrows to choose a column, Space to drop, Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} is over ${statusOf(over.id)}.`
        : `${titleOf(active.id)} is over no column.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} moved to ${statusOf(over.id)}.`
        : `${titleOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
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
          draggable:
            'To move a job, press Space, then the left and right arrows to choose a status, and Space again to drop it. Escape cancels.',
        },
      }}
      onDragStart={({ active: a }) => setActiveId(String(a.id))}
      onDragCancel={() => setActiveId(null)}
      onDragEnd={end}
    >
      <Box sx={{ display: 'flex', gap: 2, overflowX: 'auto', p: 2.5, alignItems: 'flex-start' }}>
        {JOB_STATUSES.map((status) => (
          <BoardColumn key={status} status={status} jobs={columns[status]} onOpen={onOpen} />
        ))}
      </Box>
      <DragOverlay dropAnimation={null}>{active && <BoardCardOverlay job={active} />}</DragOverlay>
    </DndContext>
  );
}
