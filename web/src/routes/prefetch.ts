import { PAGE_CHUNKS_FILE } from 'src/prerender/page-chunks';
import { paths } from './paths';

/**
 * The dashboard's pages by path: the module the router loads (same as routes/index.tsx, so the
 * router finds it already loaded) and its key in the build's `#page-chunks` list. A page's code is
 * loaded on hover or focus of a link to it, and preloaded when the browser is idle after the
 * dashboard shows (a navigation once waited for its chunks one after another).
 */
const PAGE_MODULES: Record<string, { key: string; load: () => Promise<unknown> }> = {
  [paths.dashboard.root]: {
    key: 'src/pages/dashboard/overview',
    load: () => import('src/pages/dashboard/overview'),
  },
  [paths.dashboard.jobAnalyzer.root]: {
    key: 'src/pages/job-analyzer/analyzer',
    load: () => import('src/pages/job-analyzer/analyzer'),
  },
  [paths.dashboard.jobAnalyzer.results]: {
    key: 'src/pages/job-analyzer/results',
    load: () => import('src/pages/job-analyzer/results'),
  },
  [paths.dashboard.jobAnalyzer.tailoredDocuments]: {
    key: 'src/pages/job-analyzer/tailored-documents',
    load: () => import('src/pages/job-analyzer/tailored-documents'),
  },
  [paths.dashboard.masterCv]: {
    key: 'src/pages/master-cv',
    load: () => import('src/pages/master-cv'),
  },
  [paths.dashboard.jobTargets]: {
    key: 'src/pages/job-targets',
    load: () => import('src/pages/job-targets'),
  },
  [paths.dashboard.accountSettings]: {
    key: 'src/pages/account-settings',
    load: () => import('src/pages/account-settings'),
  },
  [paths.dashboard.subscription]: {
    key: 'src/pages/subscription',
    load: () => import('src/pages/subscription'),
  },
};

/** The pages most first visits go to next, preloaded when the browser is idle. */
const IDLE_PREFETCH = [
  paths.dashboard.masterCv,
  paths.dashboard.jobTargets,
  paths.dashboard.jobAnalyzer.root,
  paths.dashboard.jobAnalyzer.results,
];

/** The loaders' module, preloaded with them so the next page's data never waits for it. */
const ROUTE_DATA_KEY = 'src/routes/route-data';

const started = new Set<string>();

/** Starts loading the page at `path` (once); unknown paths and failures are ignored. */
function prefetchRoute(path: string): void {
  const page = PAGE_MODULES[path];
  if (!page || started.has(path)) return;
  started.add(path);
  page.load().catch(() => started.delete(path));
}

/**
 * Asks the browser to fetch and compile the files of the modules KEYS without running them
 * (`modulepreload`), each file once, from the build's list (`page-chunks.json`). Running a page's
 * modules ahead of time took long tasks on a slow phone while the dashboard was settling;
 * preloaded, they run only when the page opens. Resolves false when there is no list
 * (development), so the caller can load the modules instead.
 */
async function preloadModules(keys: string[]): Promise<boolean> {
  let chunks: Record<string, string[]>;
  try {
    const response = await fetch(`/${PAGE_CHUNKS_FILE}`);
    if (!response.ok) return false;
    chunks = (await response.json()) as Record<string, string[]>;
  } catch {
    return false;
  }
  const present = new Set(
    Array.from(document.querySelectorAll('link[rel="modulepreload"]'), (l) =>
      l.getAttribute('href'),
    ),
  );
  for (const file of keys.flatMap((key) => chunks[key] ?? [])) {
    if (present.has(file)) continue;
    present.add(file);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.appendChild(link);
  }
  return true;
}

/** For a delegated pointer or focus event: the same-site link under it, prefetched. */
export function prefetchLinkTarget(target: EventTarget | null): void {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  prefetchRoute(link.pathname);
}

/** Preloads `IDLE_PREFETCH` when the browser has nothing else to do; returns a cancel. */
export function prefetchWhenIdle(): () => void {
  const run = async () => {
    const keys = IDLE_PREFETCH.flatMap((path) => PAGE_MODULES[path]?.key ?? []);
    if (await preloadModules([...keys, ROUTE_DATA_KEY])) return;
    IDLE_PREFETCH.forEach(prefetchRoute);
    import('./route-data').catch(() => undefined);
  };
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(() => void run(), { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = globalThis.setTimeout(() => void run(), 1500);
  return () => globalThis.clearTimeout(id);
}
