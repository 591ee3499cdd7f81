import { useParams } from 'react-router';
import { TailoredDocumentEditorView } from 'src/features/tailored-documents/views/tailored-document-editor-view';

export function TailoredDocument() {
  const { id = '' } = useParams();
  return (
    <>
      <title>{'Tailored document | Jobfit'}</title>
      <TailoredDocumentEditorView key={id} id={id} />
    </>
  );
}
