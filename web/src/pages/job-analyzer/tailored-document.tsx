import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { DocumentEditorView } from 'src/features/documents/views/document-editor-view';

export function TailoredDocument() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  return (
    <>
      <title>{t`Tailored document | Jobfit`}</title>
      <DocumentEditorView key={id} id={id} />
    </>
  );
}
