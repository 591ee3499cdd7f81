import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pageChunksManifest } from './page-chunks-plugin.ts';
import { prerenderShells } from './prerender-plugin.ts';

/**
 * Lingui (docs/decisions/181-i18n.md): Babel compiles the `t`/`Trans`/`Plural` macros, `lingui()`
 * compiles a .po catalog when it is imported. Babel rather than the plugin's native transform: the
 * native one needs a platform binary that is not installed. Shared with Vitest's web project.
 */
export function linguiPlugins() {
  process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';
  const configPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));
  // Passed explicitly: Vitest runs from the repository root, where no lingui.config is found.
  const linguiConfig = getConfig({ configPath });
  return [
    babel({ presets: [linguiTransformerBabelPreset({ linguiConfig }, { configPath })] }),
    lingui({ configPath }),
  ];
}

// `src/…` is the one import alias: features reach shared code (L0) through it, which keeps the
// import-boundary lint rules of docs/architecture.md simple (no `../../../`).
export default defineConfig({
  // The sign-in, sign-up and dashboard shells, drawn at build time (decision 195), and the files
  // of each lazy page, which the idle prefetch preloads without running (decision 210).
  plugins: [react(), ...linguiPlugins(), pageChunksManifest(), prerenderShells()],
  resolve: {
    alias: { src: fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    // A lazy page's JavaScript is not preloaded by a `<link rel="modulepreload">` per file when it
    // is imported: adding ~45 links while the dashboard starts was its longest main-thread work
    // after the contracts (decision 222). Its style sheets still are; the browser fetches the
    // page's modules as it reads their imports, and the idle prefetch (decision 210) preloads the
    // next pages' files ahead of a click.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every page needs these before its first paint: one chunk compresses better than the
          // dozens of small ones automatic splitting makes (docs/decisions/090-benchmarks.md).
          // Left out: parts only lazy pages use (menus' roving focus, Stack, useMediaQuery, the
          // checkbox/radio/switch base and icons, pagination and select icons), which paid for
          // Lingui's runtime in the first load (docs/decisions/181-i18n.md).
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/]@mui[\\/]material[\\/]((styles|utils|colors|zero-styled|DefaultPropsProvider|transitions|ButtonBase|Button|Box|Typography|CircularProgress|LinearProgress|CssBaseline|GlobalStyles)[\\/]|internal[\\/](?!SwitchBase|animate|svg-icons[\\/](RadioButton|CheckBox|IndeterminateCheckBox|Cancel|FirstPage|LastPage|KeyboardArrow|ArrowDownward|ArrowDropDown|Person)))/,
            },
            {
              name: 'framework',
              test: /node_modules[\\/]((react|react-dom|scheduler|react-router|swr|@emotion[\\/][^\\/]+|stylis)[\\/]|@mui[\\/](system|utils|styled-engine)[\\/](?!useRovingTabIndex|Stack|useMediaQuery))/,
            },
          ],
        },
      },
    },
  },
});
