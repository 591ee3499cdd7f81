import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import LightbulbRounded from '@mui/icons-material/LightbulbRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { engineText } from 'src/lib/engine-text/engine-text';
import type { Recommendation } from '../utils/scan-details';

const formatGain = (gain: number) => (gain >= 1 ? `+${Math.round(gain)}` : gain > 0 ? '<1' : '—');

/** What to change, ranked by the points it would add. */
export function RecommendationList({ recommendations }: { recommendations: Recommendation[] }) {
  const { t, i18n } = useLingui();
  return (
    <Card sx={{ p: 3 }} component="section" aria-labelledby="recommendations-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <LightbulbRounded sx={{ color: 'warning.main' }} />
        <Typography id="recommendations-title" component="h2" variant="h6">
          <Trans>Recommendations</Trans>
        </Typography>
      </Box>
      {recommendations.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <Trans>Nothing to change: your CV covers this posting well.</Trans>
        </Typography>
      ) : (
        <Box
          component="ol"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          {recommendations.map((r, i) => (
            <Box
              component="li"
              key={`${r.kind}-${r.keyword ?? ''}-${i}`}
              sx={{
                display: 'flex',
                gap: 2,
                alignItems: 'flex-start',
                p: 1.5,
                borderRadius: 1.5,
                bgcolor: 'rgb(145 158 171 / 0.06)',
              }}
            >
              <Box
                aria-label={
                  r.gain > 0
                    ? plural(Math.round(r.gain), { one: 'About # point', other: 'About # points' })
                    : t`Advice`
                }
                sx={{
                  minWidth: 44,
                  py: 0.5,
                  borderRadius: 1,
                  textAlign: 'center',
                  typography: 'subtitle2',
                  color: r.gain >= 1 ? 'success.dark' : 'text.secondary',
                  '.dark &': { color: r.gain >= 1 ? 'success.light' : 'text.secondary' },
                  bgcolor:
                    r.gain >= 1
                      ? 'rgb(var(--palette-success-mainChannel) / 0.16)'
                      : 'rgb(145 158 171 / 0.16)',
                }}
              >
                {formatGain(r.gain)}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                {r.keyword && <Typography variant="subtitle2">{r.keyword}</Typography>}
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {engineText(i18n, r.message, r.messageText)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}
