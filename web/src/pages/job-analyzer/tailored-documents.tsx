import { TailoredDocumentsListView } from 'src/features/tailored-documents/views/tailored-documents-list-view';

export function TailoredDocuments() {
  return (
    <>
      <title>{'Tailored documents | Jobfit'}</title>
      <TailoredDocumentsListView />
    </>
  );
}
