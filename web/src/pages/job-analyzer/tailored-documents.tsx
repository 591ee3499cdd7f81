import { useLingui } from '@lingui/react/macro';
import { TailoredDocumentsListView } from 'src/features/tailored-documents/views/tailored-documents-list-view';

export function TailoredDocuments() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Tailored documents | Jobfit`}</title>
      <TailoredDocumentsListView />
    </>
  );
}
