import type { JobDate, JobDateKind } from '@jobfit/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { formatDateTime } from 'src/utils/format';
import { formatDay } from '../utils/format';
import { formatDuration } from '../utils/job-date-form';
import { AddJobDateForm } from './add-job-date-form';

/** "Dec 3, 2026, 2:30 PM · 1 h" or "Dec 3, 2026 · all day". */
function describeWhen(date: JobDate, i18n: I18n): string {
  if (date.startsAt) {
    const at = formatDateTime(date.startsAt, i18n.locale);
    return `${at} · ${formatDuration(date.durationMinutes ?? 60, i18n)}`;
  }
  const day = formatDay(date.day, i18n.locale);
  return i18n._(msg`${day} · all day`);
}

function DateItem({ date }: { date: JobDate }) {
  const { t, i18n } = useLingui();
  const [deleting, setDeleting] = useState(false);
  const when = describeWhen(date, i18n);
  const label = date.kind === 'interview' ? t`Interview` : t`Follow-up`;
  const remove = async () => {
    setDeleting(true);
    try {
      await deleteJobDate(date.id, date.jobTargetId);
    } catch (err) {
      toast.error(errorMessage(err, t`Could not delete the date`));
      setDeleting(false);
    }
  };
  const Icon = date.kind === 'interview' ? EventRounded : NotificationsNoneRounded;
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, py: 1 }}>
      <Icon fontSize="small" sx={{ mt: 0.25, color: 'primary.main' }} />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="subtitle2">
          {label} · {when}
        </Typography>
        {date.note && (
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {date.note}
          </Typography>
        )}
      </Box>
      <IconButton
        size="small"
        aria-label={
          date.kind === 'interview'
            ? t`Delete interview on ${when}`
            : t`Delete follow-up on ${when}`
        }
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
  const { t } = useLingui();
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
            <Trans>Add interview</Trans>
          </Button>
          <Button
            size="small"
            variant="outlined"
            startIcon={<NotificationsNoneRounded />}
            onClick={() => setAdding('follow_up')}
          >
            <Trans>Add follow-up</Trans>
          </Button>
        </Box>
      )}
      {error && !data && (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {errorMessage(error, t`Could not load the dates.`)}
        </Typography>
      )}
      {data && data.items.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <Trans>
            No interviews or follow-ups yet. With the deadline, they go to{' '}
            <Link component={RouterLink} to={`${paths.dashboard.accountSettings}#calendar`}>
              your calendar
            </Link>
            .
          </Trans>
        </Typography>
      )}
      {data && data.items.length > 0 && (
        <Box
          component="ul"
          aria-label={t`Interviews and follow-ups`}
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
