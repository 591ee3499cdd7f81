import type { Plugin, ResolvedConfig } from 'vite';
import { type BuiltChunk, PAGE_CHUNKS_FILE, pageChunks } from './src/prerender/page-chunks.ts';

/**
 * Writes `page-chunks.json` at the root of the build: which files each lazily loaded module of
 * the app needs. The dashboard's idle prefetch preloads a page's files from it without running
 * them (decision 210); no other page fetches it.
 */
export function pageChunksManifest(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'jobfit:page-chunks',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      if (config.build.ssr) return;
      const outputs = bundle as unknown as Record<string, BuiltChunk | { type: 'asset' }>;
      this.emitFile({
        type: 'asset',
        fileName: PAGE_CHUNKS_FILE,
        source: `${JSON.stringify(pageChunks(outputs, config.root, config.base))}\n`,
      });
    },
  };
}
