import { Trans, useLingui } from '@lingui/react/macro';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { toast } from 'src/components/toaster/toaster';
import { paths } from 'src/routes/paths';
import { errorMessage } from 'src/lib/api-error';
import { safeHttpUrl } from 'src/utils/safe-http-url';
import { createRescan } from '../api/create-rescan';
import { useJobTarget } from '../api/get-job-target';
import { DeleteJobDialog } from './delete-job-dialog';
import { JobDates } from './job-dates';
import { JobEditForm } from './job-edit-form';
import { JobStatusLabel } from './job-status-label';
import { ScoreBadge } from './score-badge';
import { ScoreChangeList } from './score-change-list';
import { ScoreHistoryChart } from './score-history-chart';
import { StatusTimeline } from './status-timeline';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ py: 3 }}>
      <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

type JobDetailDrawerProps = { jobId: string | null; onClose: () => void };

/** The tracked job: edit fields and notes, open or rerun its scan, history and timeline. */
export function JobDetailDrawer({ jobId, onClose }: JobDetailDrawerProps) {
  const { t } = useLingui();
  const { data: job, error, isLoading } = useJobTarget(jobId);
  const navigate = useNavigate();
  const [rescanning, setRescanning] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const link = safeHttpUrl(job?.url);

  const rescan = async () => {
    if (!job) return;
    setRescanning(true);
    try {
      const scan = await createRescan(job.id);
      void navigate(paths.dashboard.jobAnalyzer.result(scan.id));
    } catch (err) {
      toast.error(errorMessage(err, t`The rescan failed`));
    } finally {
      setRescanning(false);
    }
  };

  return (
    <Drawer
      anchor="right"
      open={jobId !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: 1, sm: 520 } }, 'aria-label': t`Job details` } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 3, pb: 2 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" noWrap>
            {job?.title ?? t`Job`}
          </Typography>
          {job && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {[job.company, job.location].filter(Boolean).join(' · ') || t`No company`}
              </Typography>
              <JobStatusLabel status={job.status} />
              <ScoreBadge score={job.latestScore} change={job.scoreChange} />
            </Box>
          )}
        </Box>
        <IconButton aria-label={t`Close details`} onClick={onClose}>
          <CloseRounded />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ px: 3, overflowY: 'auto', flexGrow: 1 }}>
        {isLoading && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
            <CircularProgress aria-label={t`Loading the job`} />
          </Box>
        )}
        {error && !job && (
          <Typography sx={{ py: 4, color: 'error.main' }}>
            {errorMessage(error, t`Could not load this job.`)}
          </Typography>
        )}
        {job && (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pt: 3 }}>
              {job.latestScanId && (
                <Button
                  variant="contained"
                  startIcon={<InsightsRounded />}
                  component={RouterLink}
                  to={paths.dashboard.jobAnalyzer.result(job.latestScanId)}
                >
                  <Trans>Open latest scan</Trans>
                </Button>
              )}
              <Button
                variant="outlined"
                startIcon={<RefreshRounded />}
                loading={rescanning}
                disabled={!job.postingText}
                onClick={() => void rescan()}
              >
                <Trans>Rescan</Trans>
              </Button>
              {link && (
                <Button
                  color="inherit"
                  startIcon={<OpenInNewRounded />}
                  component={Link}
                  href={link}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Trans>Posting</Trans>
                </Button>
              )}
            </Box>
            <Section title={t`Score history`}>
              <ScoreHistoryChart scores={job.scores} />
              <ScoreChangeList scores={job.scores} />
            </Section>
            <Divider />
            <Section title={t`Interviews and follow-ups`}>
              <JobDates key={job.id} jobId={job.id} />
            </Section>
            <Divider />
            <Section title={t`Details and notes`}>
              <JobEditForm key={job.id} job={job} />
            </Section>
            <Divider />
            <Section title={t`Timeline`}>
              <StatusTimeline timeline={job.timeline} />
            </Section>
            <Divider />
            <Box sx={{ py: 3 }}>
              <Button
                color="error"
                startIcon={<DeleteOutlineRounded />}
                onClick={() => setDeleting(true)}
              >
                <Trans>Delete job</Trans>
              </Button>
            </Box>
            <DeleteJobDialog
              job={deleting ? job : null}
              onClose={() => setDeleting(false)}
              onDeleted={() => {
                setDeleting(false);
                onClose();
              }}
            />
          </>
        )}
      </Box>
    </Drawer>
  );
}
