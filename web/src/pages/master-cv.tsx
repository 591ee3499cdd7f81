import { MasterCvView } from 'src/features/master-cv/views/master-cv-view';

export function MasterCv() {
  return (
    <>
      <title>{'Master CV | Jobfit'}</title>
      <MasterCvView />
    </>
  );
}
