import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { ScanResultView } from 'src/features/scans/views/scan-result-view';

export function Result() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  return (
    <>
      <title>{t`Scan result | Jobfit`}</title>
      <ScanResultView key={id} id={id} />
    </>
  );
}
