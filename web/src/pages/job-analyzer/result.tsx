import { useParams } from 'react-router';
import { JobAnalyzerResultView } from 'src/features/job-analyzer/views/job-analyzer-result-view';

export function Result() {
  const { id = '' } = useParams();
  return (
    <>
      <title>{'Scan result | Jobfit'}</title>
      <JobAnalyzerResultView key={id} id={id} />
    </>
  );
}
