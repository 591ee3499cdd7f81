import { JobAnalyzerScanView } from 'src/features/job-analyzer/views/job-analyzer-scan-view';

export function Analyzer() {
  return (
    <>
      <title>{'Job Analyzer | Jobfit'}</title>
      <JobAnalyzerScanView />
    </>
  );
}
