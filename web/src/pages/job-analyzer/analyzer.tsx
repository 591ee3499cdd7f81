import { useLingui } from '@lingui/react/macro';
import { NewScanView } from 'src/features/scans/views/new-scan-view';

export function Analyzer() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Job Analyzer | Jobfit`}</title>
      <NewScanView />
    </>
  );
}
