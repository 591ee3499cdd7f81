import { Trans, useLingui } from '@lingui/react/macro';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Scan } from '@jobfit/contracts';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { CheckList } from 'src/components/check-list/check-list';
import { ConfirmDeleteDialog } from 'src/components/confirm-delete-dialog/confirm-delete-dialog';
import { LoadError } from 'src/components/load-error/load-error';
import { toast } from 'src/components/toaster/toaster';
import { paths } from 'src/routes/paths';
import { useScan } from 'src/hooks/use-scan';
import { errorMessage } from 'src/lib/api-error';
import { createScan } from '../api/create-scan';
import { deleteScan } from '../api/delete-scan';
import { KeywordTable } from '../components/keyword-table';
import { KnockoutList } from '../components/knockout-list';
import { LanguageNotice } from '../components/language-notice';
import { RecommendationList } from '../components/recommendation-list';
import { RecruiterSearchCard } from '../components/recruiter-search-card';
import { ResultHeader } from '../components/result-header';
import { ScoreCard } from '../components/score-card';
import { SideBySide } from '../components/side-by-side';
import { useKeywordDismissals } from '../hooks/use-keyword-dismissals';
import { toScanDetails } from '../utils/scan-details';

/**
 * One scan: knockouts first, then score and breakdown, the recruiter search, advice, keywords, the
 * texts side by side and checks.
 */
export function ScanResultView({ id }: { id: string }) {
  const { t } = useLingui();
  const { data: scan, error, isLoading } = useScan(id);
  if (isLoading) {
    return (
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Skeleton variant="rounded" height={64} />
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '360px 1fr' } }}>
          <Skeleton variant="rounded" height={520} />
          <Skeleton variant="rounded" height={520} />
        </Box>
      </Box>
    );
  }
  if (error || !scan) {
    return (
      <LoadError
        thing="scan"
        error={error}
        icon={<InsightsRounded />}
        backTo={paths.dashboard.jobAnalyzer.results}
        backLabel={t`All scans`}
      />
    );
  }
  return <ScanResult scan={scan} />;
}

function ScanResult({ scan }: { scan: Scan }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const details = useMemo(() => toScanDetails(scan), [scan]);
  // A scan stored before knockout statuses (engine < 0.6) shows the posting's knockouts unchecked.
  const knockouts = scan.result.knockouts ?? details.posting.knockouts;
  const [rescanning, setRescanning] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const dismissals = useKeywordDismissals(scan);

  const rescan = async () => {
    setRescanning(true);
    try {
      const next = await createScan({ jobTargetId: scan.jobTargetId });
      navigate(paths.dashboard.jobAnalyzer.result(next.id));
    } catch (err) {
      toast.error(errorMessage(err, t`The rescan failed.`));
    } finally {
      setRescanning(false);
    }
  };
  const remove = async () => {
    setDeleting(true);
    try {
      await deleteScan(scan.id);
      toast.success(t`Scan deleted.`);
      navigate(paths.dashboard.jobAnalyzer.results, { replace: true });
    } catch (err) {
      toast.error(errorMessage(err, t`Could not delete the scan.`));
      setDeleting(false);
    }
  };

  return (
    <Box>
      <ResultHeader
        scan={scan}
        rescanning={rescanning}
        onRescan={() => void rescan()}
        onDelete={() => setConfirmDelete(true)}
      />
      {scan.rescan && scan.previousScore !== null && (
        <Alert severity={scan.score >= scan.previousScore ? 'success' : 'info'} sx={{ mb: 3 }}>
          <Trans>
            Rescanned with your current master CV: {scan.previousScore} → {scan.score}.
          </Trans>
        </Alert>
      )}
      <LanguageNotice languages={scan.result.languages} />
      {knockouts.length > 0 && (
        <Box sx={{ mb: 3 }}>
          <KnockoutList knockouts={knockouts} />
        </Box>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', lg: '360px minmax(0, 1fr)' },
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <ScoreCard
            score={scan.score}
            previousScore={scan.previousScore}
            breakdown={details.breakdown}
            band={details.band}
            keywords={details.keywords}
          />
          <CheckList title={t`ATS checks`} checks={details.checks} />
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
          {scan.result.recruiterSearch && (
            <RecruiterSearchCard search={scan.result.recruiterSearch} />
          )}
          <RecommendationList recommendations={details.recommendations} />
          <KeywordTable
            keywords={details.keywords}
            dismissed={scan.dismissedKeywords}
            busy={dismissals.busy}
            onDismiss={(keyword, reason) => void dismissals.dismiss(keyword, reason)}
            onRestore={(keyword) => void dismissals.restore(keyword)}
          />
          <SideBySide
            postingText={details.postingText}
            cvText={scan.cvText}
            keywords={details.keywords}
          />
        </Box>
      </Box>
      <ConfirmDeleteDialog
        open={confirmDelete}
        title={t`Delete this scan?`}
        deleting={deleting}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void remove()}
      >
        <Trans>The scan and its analysis are removed. The job stays in your job tracker.</Trans>
      </ConfirmDeleteDialog>
    </Box>
  );
}
