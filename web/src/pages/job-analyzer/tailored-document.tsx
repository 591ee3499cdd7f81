import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { TailoredDocumentEditorView } from 'src/features/tailored-documents/views/tailored-document-editor-view';

export function TailoredDocument() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  return (
    <>
      <title>{t`Tailored document | Jobfit`}</title>
      <TailoredDocumentEditorView key={id} id={id} />
    </>
  );
}
