import { Trans, useLingui } from '@lingui/react/macro';
import type { DashboardStats } from '@jobfit/contracts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatDate } from 'src/utils/format';
import { usageMeter } from 'src/utils/usage-meter';

function Meter({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  const { t, i18n } = useLingui();
  const meter = usageMeter(used, limit, i18n);
  const value = meter.label;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2">{label}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {meter.label}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={limit === null ? 100 : meter.percent}
        color={meter.tone}
        aria-label={t`${label}: ${value}`}
        sx={{
          height: 8,
          borderRadius: 1,
          bgcolor: 'rgb(145 158 171 / 0.16)',
          ...(limit === null && { opacity: 0.32 }),
        }}
      />
    </Box>
  );
}

/** This month's scans and documents against the plan's quota. */
export function UsageMeters({ usage }: { usage: DashboardStats['usage'] }) {
  const { t, i18n } = useLingui();
  const resets = formatDate(usage.resetsAt, i18n.locale, { day: 'numeric', month: 'long' });
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Meter label={t`Job scans`} used={usage.scans.used} limit={usage.scans.limit} />
      <Meter
        label={t`Tailored documents`}
        used={usage.documents.used}
        limit={usage.documents.limit}
      />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        <Trans>
          Counts start again on {resets}. Rescans of a job you already scanned are free.
        </Trans>
      </Typography>
    </Box>
  );
}
