import type { JobDate, JobDateKind } from '@jobfit/contracts';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { toast } from 'src/components/toaster/toaster';
import { paths } from 'src/routes/paths';
import { errorMessage } from 'src/lib/api-error';
import { deleteJobDate } from '../api/delete-job-date';
import { useJobDates } from '../api/get-job-dates';
import { formatDay, formatMoment } from '../utils/format';
import { formatDuration } from '../utils/job-date-form';
import { AddJobDateForm } from './add-job-date-form';

const LABEL = { interview: 'Interview', follow_up: 'Follow-up' } as const;

/** "3 Dec 2026, 14:30 · 1 h" or "3 Dec 2026 · all day". */
export function describeWhen(date: JobDate): string {
  if (date.startsAt) {
    return `${formatMoment(date.startsAt)} · ${formatDuration(date.durationMinutes ?? 60)}`;
  }
  return `${formatDay(date.day)} · all day`;
}

function DateItem({ date }: { date: JobDate }) {
  const [deleting, setDeleting] = useState(false);
  const when = describeWhen(date);
  const remove = async () => {
    setDeleting(true);
    try {
      await deleteJobDate(date.id, date.jobTargetId);
    } catch (err) {
      toast.error(errorMessage(err, 'Could not delete the date'));
      setDeleting(false);
    }
  };
  const Icon = date.kind === 'interview' ? EventRounded : NotificationsNoneRounded;
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, py: 1 }}>
      <Icon fontSize="small" sx={{ mt: 0.25, color: 'primary.main' }} />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="subtitle2">
          {LABEL[date.kind]} · {when}
        </Typography>
        {date.note && (
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {date.note}
          </Typography>
        )}
      </Box>
      <IconButton
        size="small"
        aria-label={`Delete ${LABEL[date.kind].toLowerCase()} on ${when}`}
        disabled={deleting}
        onClick={() => void remove()}
      >
        <DeleteOutlineRounded fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** A job's interviews and follow-ups: the list, and the forms that add them. */
export function JobDates({ jobId }: { jobId: string }) {
  const { data, error } = useJobDates(jobId);
  const [adding, setAdding] = useState<JobDateKind | null>(null);
  return (
    <Box>
      {adding ? (
        <AddJobDateForm key={adding} jobId={jobId} kind={adding} onDone={() => setAdding(null)} />
      ) : (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<EventRounded />}
            onClick={() => setAdding('interview')}
          >
            Add interview
          </Button>
          <Button
            size="small"
            variant="outlined"
            startIcon={<NotificationsNoneRounded />}
            onClick={() => setAdding('follow_up')}
          >
            Add follow-up
          </Button>
        </Box>
      )}
      {error && !data && (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {errorMessage(error, 'Could not load the dates.')}
        </Typography>
      )}
      {data && data.items.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No interviews or follow-ups yet. With the deadline, they go to{' '}
          <Link component={RouterLink} to={`${paths.dashboard.accountSettings}#calendar`}>
            your calendar
          </Link>
          .
        </Typography>
      )}
      {data && data.items.length > 0 && (
        <Box
          component="ul"
          aria-label="Interviews and follow-ups"
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {data.items.map((d) => (
            <DateItem key={d.id} date={d} />
          ))}
        </Box>
      )}
    </Box>
  );
}
