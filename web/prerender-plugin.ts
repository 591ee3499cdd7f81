import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { blockingFontFace, composeShellPage, scriptHash } from './src/prerender/compose-page.ts';
import type * as RenderShell from './src/prerender/render-shell.tsx';
import type * as ShellScript from './src/prerender/shell-script.ts';

// Loaded through Vite's SSR (the app's aliases and plugins), typed by their sources.
type RenderShellModule = typeof RenderShell;
type ShellScriptModule = typeof ShellScript;

/** Where the pre-rendered pages go inside the build, with `shells.json` naming them. */
const PRERENDER_DIR = 'prerender';

/** What the server reads: each route's page (relative to the build) and the inline scripts' hashes. */
type ShellsManifest = { pages: Record<string, string>; scriptHashes: string[] };

/**
 * After the client build: renders each shell of `src/prerender/render-shell.tsx` through Vite's
 * SSR (same plugins and aliases as the app) and writes `prerender/<route>.html` and
 * `prerender/shells.json` into the build (docs/decisions/195-prerendered-shells.md).
 */
export function prerenderShells(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'jobfit:prerender-shells',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const server = await createServer({
        root: config.root,
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const scriptModule = (await server.ssrLoadModule(
          '/src/prerender/shell-script.ts',
        )) as ShellScriptModule;
        // The stylesheet index.html links (the fonts' faces).
        const cssFile = indexHtml.match(
          /<link rel="stylesheet" crossorigin href="\/([^"]+)">/,
        )?.[1];
        const appCss = cssFile ? await readFile(path.join(outDir, cssFile), 'utf8') : '';
        const font = blockingFontFace(appCss, String(scriptModule.SHELL_CONFIG.looks.fontFamily));
        const parts = {
          head: font?.head,
          css: scriptModule.SHELL_CSS + (font?.css ?? ''),
          script: scriptModule.shellScriptSource(),
        };
        const { SHELLS } = (await server.ssrLoadModule(
          '/src/prerender/render-shell.tsx',
        )) as RenderShellModule;
        const manifest: ShellsManifest = { pages: {}, scriptHashes: [scriptHash(parts.script)] };
        for (const { path: route, hide } of SHELLS) {
          // Fresh modules per shell: emotion's cache writes a style once per cache, and each
          // page must carry every style it uses.
          server.environments.ssr.moduleGraph.invalidateAll();
          const { renderShell } = (await server.ssrLoadModule(
            '/src/prerender/render-shell.tsx',
          )) as RenderShellModule;
          const file = `${PRERENDER_DIR}${route}.html`;
          await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
          await writeFile(
            path.join(outDir, file),
            composeShellPage(indexHtml, await renderShell(route), {
              ...parts,
              css: parts.css + (hide ?? []).map((s) => `#shell ${s}{visibility:hidden}`).join(''),
            }),
          );
          manifest.pages[route] = file;
        }
        await writeFile(
          path.join(outDir, PRERENDER_DIR, 'shells.json'),
          `${JSON.stringify(manifest, null, 2)}\n`,
        );
      } finally {
        await server.close();
      }
    },
  };
}
