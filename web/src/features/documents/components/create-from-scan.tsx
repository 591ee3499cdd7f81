import { Trans, useLingui } from '@lingui/react/macro';
import ArticleRounded from '@mui/icons-material/ArticleRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from 'src/routes/paths';
import { useScan } from 'src/hooks/use-scan';
import { CoverLetterDialog } from './cover-letter-dialog';
import { TailorCvDialog } from './tailor-cv-dialog';

export type CreateStep = 'cv' | 'cover_letter' | null;

type CreateFromScanProps = {
  scanId: string;
  step: CreateStep;
  onStep: (step: CreateStep) => void;
};

/** The scan documents are built from, with "Tailor CV" and "Write cover letter". */
export function CreateFromScan({ scanId, step, onStep }: CreateFromScanProps) {
  const { t } = useLingui();
  const { data: scan, error, isLoading } = useScan(scanId);
  if (isLoading) return <Skeleton variant="rounded" height={96} sx={{ mb: 3 }} />;
  if (error || !scan) return null;
  const score = scan.score;
  return (
    <Card
      sx={{
        p: 3,
        mb: 3,
        display: 'flex',
        gap: 2,
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { md: 'center' },
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          <Trans>From your scan</Trans>
        </Typography>
        <Typography variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          <Link
            component={RouterLink}
            to={paths.dashboard.jobAnalyzer.result(scan.id)}
            color="inherit"
          >
            {scan.title}
          </Link>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {[scan.company, t`Score ${score}`].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<ArticleRounded />} onClick={() => onStep('cv')}>
          <Trans>Tailor CV</Trans>
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<MailOutlineRounded />}
          onClick={() => onStep('cover_letter')}
        >
          <Trans>Write cover letter</Trans>
        </Button>
      </Box>
      {step === 'cv' && <TailorCvDialog open scan={scan} onClose={() => onStep(null)} />}
      {step === 'cover_letter' && (
        <CoverLetterDialog open scan={scan} onClose={() => onStep(null)} />
      )}
    </Card>
  );
}
