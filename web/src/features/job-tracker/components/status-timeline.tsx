import type { JobTargetDetail } from '@jobfit/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { STATUS_LABEL } from 'src/utils/job-status';
import { formatMoment } from '../utils/format';

/** The job's status changes, newest first, as a dotted vertical timeline. */
export function StatusTimeline({ timeline }: { timeline: JobTargetDetail['timeline'] }) {
  const items = [...timeline].sort((a, b) => b.at.localeCompare(a.at));
  if (items.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        No status changes yet.
      </Typography>
    );
  }
  return (
    <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {items.map((item, i) => (
        <Box
          component="li"
          key={`${item.at}-${item.to}`}
          sx={{ display: 'flex', gap: 1.5, position: 'relative', pb: i < items.length - 1 ? 2 : 0 }}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.75 }}>
            <Box
              sx={{
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: i === 0 ? 'primary.main' : 'grey.500',
              }}
            />
            {i < items.length - 1 && (
              <Box sx={{ flexGrow: 1, width: 2, mt: 0.5, bgcolor: 'divider', borderRadius: 1 }} />
            )}
          </Box>
          <Box>
            <Typography variant="subtitle2">
              {item.from
                ? `${STATUS_LABEL[item.from]} → ${STATUS_LABEL[item.to]}`
                : `Added as ${STATUS_LABEL[item.to]}`}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {formatMoment(item.at)}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
