import type { DashboardStats } from '@jobfit/contracts';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { STATUS_LABEL } from 'src/utils/job-status';

const COLOR = {
  saved: 'inherit',
  applied: 'info',
  interviewing: 'warning',
  offer: 'success',
  rejected: 'error',
  withdrawn: 'inherit',
} as const;

/** How many tracked jobs are at each status, as bars relative to the largest. */
export function PipelineFunnel({ funnel }: { funnel: DashboardStats['funnel'] }) {
  const { i18n } = useLingui();
  const max = Math.max(1, ...funnel.map((f) => f.count));
  const total = funnel.reduce((n, f) => n + f.count, 0);
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {funnel.map((f) => {
        const label = i18n._(STATUS_LABEL[f.status]);
        return (
          <Box component="li" key={f.status}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.75 }}>
              <Typography variant="subtitle2">{label}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {f.count}
                {total > 0 && (
                  <Box component="span" sx={{ color: 'text.disabled', ml: 0.75 }}>
                    ({Math.round((f.count / total) * 100)}%)
                  </Box>
                )}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={(f.count / max) * 100}
              color={COLOR[f.status]}
              aria-label={`${label}: ${f.count}`}
              sx={{
                height: 8,
                borderRadius: 1,
                bgcolor: 'rgb(145 158 171 / 0.16)',
                ...(COLOR[f.status] === 'inherit' && { color: 'grey.500' }),
              }}
            />
          </Box>
        );
      })}
    </Box>
  );
}
