import { paths } from './paths';

/**
 * The dashboard's pages by path, to load their code before the click: on hover or focus of a
 * link, and when the browser is idle after the dashboard shows (a navigation once waited
 * for its chunks one after another). Same modules as routes/index.tsx, so the router finds them
 * already loaded.
 */
const PAGE_MODULES: Record<string, () => Promise<unknown>> = {
  [paths.dashboard.root]: () => import('src/pages/dashboard/overview'),
  [paths.dashboard.jobAnalyzer.root]: () => import('src/pages/job-analyzer/analyzer'),
  [paths.dashboard.jobAnalyzer.results]: () => import('src/pages/job-analyzer/results'),
  [paths.dashboard.jobAnalyzer.tailoredDocuments]: () =>
    import('src/pages/job-analyzer/tailored-documents'),
  [paths.dashboard.masterCv]: () => import('src/pages/master-cv'),
  [paths.dashboard.jobTargets]: () => import('src/pages/job-targets'),
  [paths.dashboard.accountSettings]: () => import('src/pages/account-settings'),
  [paths.dashboard.subscription]: () => import('src/pages/subscription'),
};

/** The pages most first visits go to next, prefetched when the browser is idle. */
const IDLE_PREFETCH = [
  paths.dashboard.masterCv,
  paths.dashboard.jobTargets,
  paths.dashboard.jobAnalyzer.root,
  paths.dashboard.jobAnalyzer.results,
];

const started = new Set<string>();

/** Starts loading the page at `path` (once); unknown paths and failures are ignored. */
function prefetchRoute(path: string): void {
  const load = PAGE_MODULES[path];
  if (!load || started.has(path)) return;
  started.add(path);
  load().catch(() => started.delete(path));
}

/** For a delegated pointer or focus event: the same-site link under it, prefetched. */
export function prefetchLinkTarget(target: EventTarget | null): void {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  prefetchRoute(link.pathname);
}

/** Prefetches `IDLE_PREFETCH` when the browser has nothing else to do; returns a cancel. */
export function prefetchWhenIdle(): () => void {
  const run = () => {
    IDLE_PREFETCH.forEach(prefetchRoute);
    // The loaders' module too, so the next page's data never waits for it.
    import('./route-data').catch(() => undefined);
  };
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = globalThis.setTimeout(run, 1500);
  return () => globalThis.clearTimeout(id);
}
