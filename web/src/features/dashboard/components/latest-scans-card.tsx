import { Trans, useLingui } from '@lingui/react/macro';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from 'src/routes/paths';
import { formatDate } from 'src/utils/format';
import { useLatestScans } from '../api/get-latest-scans';

const color = (score: number) => (score >= 75 ? 'success' : score >= 50 ? 'warning' : 'error');

/** The five newest scans, each opening its result. */
export function LatestScansCard() {
  const { data, isLoading, error } = useLatestScans();
  const { i18n } = useLingui();
  return (
    <Card component="section" aria-labelledby="latest-scans-title" sx={{ p: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
        <Typography id="latest-scans-title" component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          <Trans>Latest scans</Trans>
        </Typography>
        <Button
          component={RouterLink}
          to={paths.dashboard.jobAnalyzer.results}
          size="small"
          color="inherit"
          endIcon={<ArrowForwardRounded sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
        >
          <Trans>View all</Trans>
        </Button>
      </Box>
      {isLoading && [0, 1, 2].map((i) => <Skeleton key={i} height={56} />)}
      {error && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <Trans>Could not load your scans.</Trans>
        </Typography>
      )}
      {data && data.items.length === 0 && (
        <Box sx={{ py: 3, textAlign: 'center' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            <Trans>No scans yet. Paste a job posting to see how well your CV fits.</Trans>
          </Typography>
          <Button
            component={RouterLink}
            to={paths.dashboard.jobAnalyzer.root}
            variant="contained"
            color="inherit"
          >
            <Trans>Scan a posting</Trans>
          </Button>
        </Box>
      )}
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {data?.items.map((s) => (
          <li key={s.id}>
            <ButtonBase
              component={RouterLink}
              to={paths.dashboard.jobAnalyzer.result(s.id)}
              sx={{
                width: 1,
                p: 1.5,
                gap: 2,
                borderRadius: 1.5,
                justifyContent: 'flex-start',
                textAlign: 'start',
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              <Box
                sx={{
                  width: 44,
                  height: 44,
                  flexShrink: 0,
                  borderRadius: 1.25,
                  display: 'grid',
                  placeItems: 'center',
                  typography: 'subtitle1',
                  fontWeight: 700,
                  // `darker`: `dark` on the 16% tint is below WCAG AA contrast (decision 090).
                  color: `${color(s.score)}.darker`,
                  '.dark &': { color: `${color(s.score)}.light` },
                  bgcolor: `rgb(var(--palette-${color(s.score)}-mainChannel) / 0.16)`,
                }}
              >
                {s.score}
              </Box>
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Typography variant="subtitle2" component="p" noWrap>
                  {s.title}
                </Typography>
                <Typography
                  variant="caption"
                  sx={{ color: 'text.secondary' }}
                  noWrap
                  component="div"
                >
                  {[s.company, formatDate(s.createdAt, i18n.locale)].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
            </ButtonBase>
          </li>
        ))}
      </Box>
    </Card>
  );
}
