import { useLingui } from '@lingui/react/macro';
import { JobAnalyzerScanView } from 'src/features/job-analyzer/views/job-analyzer-scan-view';

export function Analyzer() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Job Analyzer | Jobfit`}</title>
      <JobAnalyzerScanView />
    </>
  );
}
