import { preloadLatestScans } from 'src/features/dashboard/api/get-latest-scans';
import { preloadScans } from 'src/features/scans/api/get-scans';
import { preloadJobTargets } from 'src/features/job-targets/api/get-job-targets';
import { preloadDashboard } from 'src/hooks/use-dashboard';
import { preloadMasterCv } from 'src/hooks/use-master-cv';
import { preloadScan } from 'src/hooks/use-scan';

/**
 * The data each page loads first, started by the route's loader so it travels alongside the
 * page's code instead of after it. Its own chunk: the sign-in page's first load does not carry it.
 */
export const ROUTE_DATA = {
  dashboard: () => {
    preloadMasterCv();
    preloadLatestScans();
    preloadDashboard();
  },
  masterCv: () => preloadMasterCv(),
  scans: (url: URL) => preloadScans(url.searchParams),
  scan: (_url: URL, id: string | undefined) => {
    if (id) preloadScan(id);
  },
  jobTargets: (url: URL) => preloadJobTargets(url.searchParams),
} satisfies Record<string, (url: URL, id: string | undefined) => void>;
