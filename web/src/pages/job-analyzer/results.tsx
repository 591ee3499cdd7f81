import { JobAnalyzerResultsView } from 'src/features/job-analyzer/views/job-analyzer-results-view';

export function Results() {
  return (
    <>
      <title>{'Scan results | Jobfit'}</title>
      <JobAnalyzerResultsView />
    </>
  );
}
