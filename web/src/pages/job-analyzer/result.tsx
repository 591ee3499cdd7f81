import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { JobAnalyzerResultView } from 'src/features/job-analyzer/views/job-analyzer-result-view';

export function Result() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  return (
    <>
      <title>{t`Scan result | Jobfit`}</title>
      <JobAnalyzerResultView key={id} id={id} />
    </>
  );
}
