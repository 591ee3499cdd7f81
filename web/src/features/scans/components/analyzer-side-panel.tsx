import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { MasterCv } from '@jobfit/contracts';
import { Link as RouterLink } from 'react-router';
import { paths } from 'src/routes/paths';
import { formatDate } from 'src/utils/format';

const STEPS = [
  msg`Every keyword of the posting, matched against your CV line by line.`,
  msg`A score out of 100 whose parts add up, with the reason for each.`,
  msg`The changes that would raise it most, ranked by points.`,
];

/** Which CV the scan uses, and what the scan gives back. */
export function AnalyzerSidePanel({
  cv,
  loading,
}: {
  cv: MasterCv | null | undefined;
  loading: boolean;
}) {
  const { t, i18n } = useLingui();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Card sx={{ p: 3 }}>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          <Trans>Scanning against</Trans>
        </Typography>
        {loading ? (
          <Skeleton height={48} />
        ) : cv ? (
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mt: 1 }}>
            <Box
              sx={{
                width: 44,
                height: 44,
                borderRadius: 1.25,
                display: 'grid',
                placeItems: 'center',
                color: 'primary.main',
                bgcolor: 'rgb(var(--palette-primary-mainChannel) / 0.08)',
              }}
            >
              <DescriptionRounded />
            </Box>
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Typography variant="subtitle2" noWrap>
                {cv.resume.basics.name || t`Master CV`}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t`Updated ${formatDate(cv.updatedAt, i18n.locale)}`}
              </Typography>
            </Box>
            <Button
              component={RouterLink}
              to={paths.dashboard.masterCv}
              size="small"
              color="inherit"
            >
              <Trans>Edit</Trans>
            </Button>
          </Box>
        ) : (
          <Box sx={{ mt: 1 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
              <Trans>No master CV yet.</Trans>
            </Typography>
            <Button
              component={RouterLink}
              to={paths.dashboard.masterCv}
              variant="contained"
              color="inherit"
            >
              <Trans>Add master CV</Trans>
            </Button>
          </Box>
        )}
      </Card>
      <Card sx={{ p: 3 }}>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5 }}>
          <Trans>What you get</Trans>
        </Typography>
        <Box
          component="ul"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          {STEPS.map((step) => (
            <Box component="li" key={step.id} sx={{ display: 'flex', gap: 1 }}>
              <CheckCircleRounded fontSize="small" sx={{ color: 'success.main', mt: 0.25 }} />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {i18n._(step)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Card>
    </Box>
  );
}
