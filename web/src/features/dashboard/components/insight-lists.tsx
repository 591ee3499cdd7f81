import type { DashboardStats } from '@jobfit/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from 'src/routes/paths';
import { STATUS_LABEL } from 'src/utils/job-status';
import { deadlineText, daysUntil, missingSkillSentence } from '../utils/insights';
import { ChartCard } from './chart-card';

const forward = <ArrowForwardRounded sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />;
const empty = (text: string) => (
  <Typography variant="body2" sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>
    {text}
  </Typography>
);
const row = {
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  py: 1.5,
  '&:not(:last-of-type)': { borderBottom: '1px dashed', borderColor: 'divider' },
} as const;

export function MissingSkills({ skills }: { skills: DashboardStats['topMissingSkills'] }) {
  const { t, i18n } = useLingui();
  return (
    <ChartCard
      title={t`Skills most often missing`}
      subheader={t`Add the ones you have to your master CV.`}
      action={
        <Button size="small" component={RouterLink} to={paths.dashboard.masterCv} endIcon={forward}>
          <Trans>Master CV</Trans>
        </Button>
      }
    >
      {skills.length === 0 ? (
        empty(t`Nothing missing yet: scan a few jobs to see patterns.`)
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {skills.map((s) => (
            <Box component="li" key={s.name}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.75, gap: 1 }}>
                <Typography variant="subtitle2">{s.name}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t`${s.missingIn} of ${s.of}`}
                </Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                color="error"
                value={(s.missingIn / Math.max(1, s.of)) * 100}
                aria-label={missingSkillSentence(s, i18n)}
                sx={{ height: 6, borderRadius: 1, bgcolor: 'rgb(145 158 171 / 0.16)' }}
              />
            </Box>
          ))}
        </Box>
      )}
    </ChartCard>
  );
}

export function UpcomingDeadlines({
  deadlines,
  now,
}: {
  deadlines: DashboardStats['upcomingDeadlines'];
  now: Date;
}) {
  const { t, i18n } = useLingui();
  return (
    <ChartCard
      title={t`Upcoming deadlines`}
      action={
        <Button
          size="small"
          component={RouterLink}
          to={paths.dashboard.jobTargets}
          endIcon={forward}
        >
          <Trans>Tracker</Trans>
        </Button>
      }
    >
      {deadlines.length === 0 ? (
        empty(t`No deadlines ahead. Add them to jobs in the tracker.`)
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {deadlines.map((d) => {
            const soon = daysUntil(d.deadline, now) <= 3;
            return (
              <Box component="li" key={d.id} sx={row}>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography variant="subtitle2" noWrap>
                    {d.title}
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }} noWrap>
                    {[d.company, i18n._(STATUS_LABEL[d.status])].filter(Boolean).join(' · ')}
                  </Typography>
                </Box>
                <Typography
                  variant="caption"
                  sx={{
                    fontWeight: 600,
                    whiteSpace: 'nowrap',
                    color: soon ? 'error.main' : 'text.secondary',
                  }}
                >
                  {deadlineText(d.deadline, now, i18n.locale)}
                </Typography>
              </Box>
            );
          })}
        </Box>
      )}
    </ChartCard>
  );
}
