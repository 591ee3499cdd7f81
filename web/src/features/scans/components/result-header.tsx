import { Trans, useLingui } from '@lingui/react/macro';
import ArticleRounded from '@mui/icons-material/ArticleRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Scan } from '@jobfit/contracts';
import { Link as RouterLink } from 'react-router';
import { paths } from 'src/routes/paths';
import { formatDateTime } from 'src/utils/format';
import { safeHttpUrl } from 'src/utils/safe-http-url';

type ResultHeaderProps = {
  scan: Scan;
  onRescan: () => void;
  rescanning: boolean;
  onDelete: () => void;
};

/** The job's title and facts, and what to do next: rescan, tailor, delete. */
export function ResultHeader({ scan, onRescan, rescanning, onDelete }: ResultHeaderProps) {
  const { t, i18n } = useLingui();
  const url = safeHttpUrl(scan.url);
  const facts = [
    scan.company,
    scan.location,
    t`Scanned ${formatDateTime(scan.createdAt, i18n.locale)}`,
  ].filter(Boolean);
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 2,
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { md: 'center' },
        mb: { xs: 3, md: 4 },
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
          {scan.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {facts.join(' · ')}
          {url && (
            <>
              {' · '}
              <Link
                href={url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
              >
                <Trans>View posting</Trans> <OpenInNewRounded sx={{ fontSize: 14 }} />
              </Link>
            </>
          )}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="contained"
          color="inherit"
          startIcon={<ReplayRounded />}
          loading={rescanning}
          onClick={onRescan}
        >
          <Trans>Rescan</Trans>
        </Button>
        {/* The documents feature runs the guided steps (features never import each other). */}
        <Button
          component={RouterLink}
          to={`${paths.dashboard.jobAnalyzer.tailoredDocuments}?scanId=${encodeURIComponent(scan.id)}&create=cv`}
          variant="outlined"
          color="inherit"
          startIcon={<ArticleRounded />}
        >
          <Trans>Tailor CV</Trans>
        </Button>
        <Button
          component={RouterLink}
          to={`${paths.dashboard.jobAnalyzer.tailoredDocuments}?scanId=${encodeURIComponent(scan.id)}&create=cover_letter`}
          variant="outlined"
          color="inherit"
          startIcon={<MailOutlineRounded />}
        >
          <Trans>Write cover letter</Trans>
        </Button>
        <Tooltip title={t`Delete scan`}>
          <IconButton aria-label={t`Delete scan`} color="error" onClick={onDelete}>
            <DeleteOutlineRounded />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}
