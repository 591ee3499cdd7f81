import { useLingui } from '@lingui/react/macro';
import { JobTrackerView } from 'src/features/job-tracker/views/job-tracker-view';

export function JobTargets() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Job Tracker | Jobfit`}</title>
      <JobTrackerView />
    </>
  );
}
