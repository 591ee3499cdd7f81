import { useLingui } from '@lingui/react/macro';
import { DocumentListView } from 'src/features/documents/views/document-list-view';

export function TailoredDocuments() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Tailored documents | Jobfit`}</title>
      <DocumentListView />
    </>
  );
}
