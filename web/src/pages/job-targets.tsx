import { JobTrackerView } from 'src/features/job-tracker/views/job-tracker-view';

export function JobTargets() {
  return (
    <>
      <title>{'Job Tracker | Jobfit'}</title>
      <JobTrackerView />
    </>
  );
}
