import type { JobTargetDetail } from '@jobfit/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { STATUS_LABEL } from 'src/utils/job-status';
import { formatDateTime } from 'src/utils/format';

/** The job's status changes, newest first, as a dotted vertical timeline. */
export function StatusTimeline({ timeline }: { timeline: JobTargetDetail['timeline'] }) {
  const { t, i18n } = useLingui();
  const items = [...timeline].sort((a, b) => b.at.localeCompare(a.at));
  if (items.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <Trans>No status changes yet.</Trans>
      </Typography>
    );
  }
  return (
    <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {items.map((item, i) => {
        const to = i18n._(STATUS_LABEL[item.to]);
        return (
          <Box
            component="li"
            key={`${item.at}-${item.to}`}
            sx={{
              display: 'flex',
              gap: 1.5,
              position: 'relative',
              pb: i < items.length - 1 ? 2 : 0,
            }}
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
                {item.from ? `${i18n._(STATUS_LABEL[item.from])} → ${to}` : t`Added as ${to}`}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {formatDateTime(item.at, i18n.locale)}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
