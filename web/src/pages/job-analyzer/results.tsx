import { useLingui } from '@lingui/react/macro';
import { ScanListView } from 'src/features/scans/views/scan-list-view';

export function Results() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Scan results | Jobfit`}</title>
      <ScanListView />
    </>
  );
}
