import type { JobTargetSummary } from '@jobfit/contracts';
import { useDraggable } from '@dnd-kit/core';
import DragIndicatorRounded from '@mui/icons-material/DragIndicatorRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { KeyboardEventHandler, PointerEventHandler } from 'react';
import { formatDay } from '../utils/format';
import { ScoreBadge } from './score-badge';

type BoardCardBodyProps = { job: JobTargetSummary; onOpen?: (id: string) => void };

function BoardCardBody({ job, onOpen }: BoardCardBodyProps) {
  const { t, i18n } = useLingui();
  const title = job.title;
  return (
    <Box sx={{ minWidth: 0, flexGrow: 1 }}>
      <ButtonBase
        onClick={() => onOpen?.(job.id)}
        aria-label={t`Open ${title}`}
        sx={{
          display: 'block',
          textAlign: 'start',
          borderRadius: 0.5,
          typography: 'subtitle2',
          // A long word ("Pflegefachkraft") in a narrow closed column breaks instead of spilling.
          overflowWrap: 'anywhere',
          hyphens: 'auto',
          '&:hover': { color: 'primary.main' },
        }}
      >
        {job.title}
      </ButtonBase>
      <Typography variant="caption" component="p" noWrap sx={{ color: 'text.secondary' }}>
        {[job.company, job.location].filter(Boolean).join(' · ') || t`No company`}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1.5 }}>
        <ScoreBadge score={job.latestScore} change={job.scoreChange} />
        {job.deadline && (
          <Box
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              typography: 'caption',
              color: 'text.secondary',
              '& svg': { fontSize: 14 },
            }}
          >
            <EventRounded aria-hidden />
            {formatDay(job.deadline, i18n.locale)}
          </Box>
        )}
      </Box>
    </Box>
  );
}

const cardSx = { p: 2, display: 'flex', gap: 0.5, alignItems: 'flex-start', borderRadius: 1.5 };

/**
 * A job on the board. The whole card drags with the mouse; with the keyboard, the handle button
 * picks it up (Space), the arrow keys move it between columns and Space drops it.
 */
export function BoardCard({ job, onOpen }: BoardCardBodyProps) {
  const { t } = useLingui();
  const title = job.title;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: job.id,
    data: { status: job.status },
  });
  return (
    <Card
      ref={setNodeRef}
      onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
      data-testid={`board-card-${job.id}`}
      sx={{
        ...cardSx,
        cursor: 'grab',
        opacity: isDragging ? 0.4 : 1,
        touchAction: 'none',
      }}
    >
      <BoardCardBody job={job} onOpen={onOpen} />
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        onKeyDown={listeners?.onKeyDown as KeyboardEventHandler | undefined}
        aria-label={t`Move ${title}`}
        size="small"
        sx={{ mt: -0.5, mr: -1, color: 'text.disabled', cursor: 'grab' }}
      >
        <DragIndicatorRounded fontSize="small" />
      </IconButton>
    </Card>
  );
}

/** The card under the pointer while dragging (raised, slightly tilted). */
export function BoardCardOverlay({ job }: { job: JobTargetSummary }) {
  return (
    <Card sx={{ ...cardSx, cursor: 'grabbing', boxShadow: 24, transform: 'rotate(-2deg)' }}>
      <BoardCardBody job={job} />
      <Box sx={{ width: 34 }} />
    </Card>
  );
}
