import type { DashboardStats } from '@jobfit/contracts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { usageMeter } from 'src/utils/usage-meter';

const resetFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long' });

function Meter({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  const meter = usageMeter(used, limit);
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
        aria-label={`${label}: ${meter.label}`}
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
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Meter label="Job scans" used={usage.scans.used} limit={usage.scans.limit} />
      <Meter label="Tailored documents" used={usage.documents.used} limit={usage.documents.limit} />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        Counts start again on {resetFormat.format(new Date(usage.resetsAt))}. Rescans of a job you
        already scanned are free.
      </Typography>
    </Box>
  );
}
