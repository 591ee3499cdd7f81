import { HomeView } from 'src/features/home/views/home-view';

/** The marketing home page: built, deliberately not routed (spec §2). */
export function Home() {
  return (
    <>
      <title>{'Jobfit: match your CV to the job'}</title>
      <HomeView />
    </>
  );
}
