import type { JobStatus } from '@jobfit/contracts';
import Box from '@mui/material/Box';
import { STATUS_COLOR, STATUS_LABEL } from '../utils/status';

/** A soft coloured label for a job's pipeline status (Minimal's Label). */
export function JobStatusLabel({ status }: { status: JobStatus }) {
  const color = STATUS_COLOR[status];
  const palette = color === 'default' ? 'grey' : color;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        px: 1,
        py: 0.25,
        borderRadius: 0.75,
        typography: 'caption',
        fontWeight: 700,
        whiteSpace: 'nowrap',
        ...(color === 'default'
          ? {
              color: 'text.secondary',
              bgcolor: 'rgb(145 158 171 / 0.16)',
              ...(status === 'withdrawn' && { textDecoration: 'line-through' }),
            }
          : {
              color: `${palette}.dark`,
              bgcolor: `rgb(var(--palette-${palette}-mainChannel) / 0.16)`,
              '.dark &': { color: `${palette}.light` },
            }),
      }}
    >
      {STATUS_LABEL[status]}
    </Box>
  );
}
