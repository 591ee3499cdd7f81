import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `src/…` is the one import alias: features reach shared code (L0) through it, which keeps the
// import-boundary lint rules of STYLE.md simple (no `../../../`).
export default defineConfig({
  plugins: [react()],
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
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every page needs these before its first paint: one chunk compresses better than the
          // dozens of small ones automatic splitting makes (docs/decisions/090-benchmarks.md).
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/]@mui[\\/]material[\\/](styles|utils|internal|colors|zero-styled|DefaultPropsProvider|transitions|ButtonBase|Button|Box|Typography|CircularProgress|LinearProgress|CssBaseline|GlobalStyles)[\\/]/,
            },
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|swr|@emotion[\\/][^\\/]+|stylis|@mui[\\/](system|utils|styled-engine))[\\/]/,
            },
          ],
        },
      },
    },
  },
});
