import { useLingui } from '@lingui/react/macro';
import { MasterCvView } from 'src/features/master-cv/views/master-cv-view';

export function MasterCv() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Master CV | Jobfit`}</title>
      <MasterCvView />
    </>
  );
}
