import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Written by the web build next to its pages (web/prerender-plugin.ts). */
const MANIFEST = 'prerender/shells.json';
const HASH = /^'sha256-[A-Za-z0-9+/]+={0,2}'$/;

type Loaded = { mtimeMs: number; pages: Map<string, string>; scriptSources: string };

export type WebShells = {
  /** The pre-rendered page of this path (`/auth/sign-in`, …), or undefined for every other. */
  page(pathname: string): string | undefined;
  /** The CSP sources (hashes) of the pages' inline script, space-separated; '' without shells. */
  scriptSources(): string;
};

/**
 * The web build's pre-rendered shells (docs/decisions/195-prerendered-shells.md): pages that show
 * the sign-in form or the dashboard's frame before any script has run. Read again whenever the
 * build's manifest changes (a rebuild while the server runs), so a page never names scripts that
 * are gone; a build without shells has none.
 */
export function webShells(webDist: string): WebShells {
  const manifestFile = path.join(webDist, MANIFEST);
  let loaded: Loaded | undefined;
  const current = (): Loaded | undefined => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(manifestFile).mtimeMs;
    } catch {
      loaded = undefined;
      return undefined;
    }
    if (loaded?.mtimeMs === mtimeMs) return loaded;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
      pages: Record<string, string>;
      scriptHashes: string[];
    };
    const pages = new Map<string, string>();
    for (const [route, file] of Object.entries(manifest.pages)) {
      const full = path.resolve(webDist, file);
      // Only files inside the build: the manifest names, it does not reach elsewhere.
      if (!full.startsWith(path.resolve(webDist) + path.sep)) continue;
      pages.set(route, readFileSync(full, 'utf8'));
    }
    const scriptSources = manifest.scriptHashes.filter((h) => HASH.test(h)).join(' ');
    loaded = { mtimeMs, pages, scriptSources };
    return loaded;
  };
  return {
    page: (pathname) => current()?.pages.get(pathname),
    scriptSources: () => current()?.scriptSources ?? '',
  };
}
