import { useLingui } from '@lingui/react/macro';
import { JobAnalyzerResultsView } from 'src/features/job-analyzer/views/job-analyzer-results-view';

export function Results() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Scan results | Jobfit`}</title>
      <JobAnalyzerResultsView />
    </>
  );
}
