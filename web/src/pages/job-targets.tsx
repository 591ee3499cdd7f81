import { useLingui } from '@lingui/react/macro';
import { JobTargetsView } from 'src/features/job-targets/views/job-targets-view';

export function JobTargets() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Job Tracker | Jobfit`}</title>
      <JobTargetsView />
    </>
  );
}
