import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { evidenceSpans, type ScanKeyword } from '../utils/scan-details';
import { HighlightedText } from './highlighted-text';
import { STATUS_COLOR } from './status-label';

const LEGEND = [
  ['matched', msg`In your CV`],
  ['partial', msg`Related skill in your CV`],
  ['missing', msg`Missing from your CV`],
] as const;

/** The posting and the CV side by side, each keyword marked where it was found. */
export function SideBySide({
  postingText,
  cvText,
  keywords,
}: {
  postingText: string;
  cvText: string;
  keywords: ScanKeyword[];
}) {
  const { t, i18n } = useLingui();
  const jobSpans = useMemo(() => evidenceSpans(keywords, 'job'), [keywords]);
  const cvSpans = useMemo(() => evidenceSpans(keywords, 'cv'), [keywords]);
  return (
    <Card sx={{ p: 3 }} component="section" aria-labelledby="side-by-side-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography id="side-by-side-title" component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          <Trans>Posting and CV side by side</Trans>
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {LEGEND.map(([status, text]) => (
            <Box key={status} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <Box
                sx={{
                  width: 12,
                  height: 12,
                  borderRadius: 0.5,
                  bgcolor: `rgb(var(--palette-${STATUS_COLOR[status]}-mainChannel) / 0.4)`,
                  boxShadow: `inset 0 -2px 0 var(--palette-${STATUS_COLOR[status]}-main)`,
                }}
              />
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {i18n._(text)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
            <Trans>Job posting</Trans>
          </Typography>
          <HighlightedText
            text={postingText}
            spans={jobSpans}
            label={t`Job posting with keywords highlighted`}
          />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
            <Trans>Your CV</Trans>
          </Typography>
          <HighlightedText
            text={cvText}
            spans={cvSpans}
            label={t`Your CV with keywords highlighted`}
          />
        </Box>
      </Box>
    </Card>
  );
}
