import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { clientDefines } from './scripts/client-defines.js';
import { loadConfig } from './src/server/config.js';

const SITE_CORE =
  /node_modules\/(react|react-dom|scheduler|wouter|regexparam|use-sync-external-store)\/|vite\/preload-helper|src\/client\/(App|routes)\.tsx|src\/client\/lib\/(head|tracking|site)\.tsx?|src\/client\/components\/(layout\/|ui\/(buttons|SiteLink))|src\/shared\/(routes|site|profile)\.ts/;

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  define: clientDefines(loadConfig()),
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // What every page runs (React, the router, layout, tracking) ships as one chunk: a dozen tiny
        // shared chunks would cost requests and compress worse. Pages stay split.
        codeSplitting: { groups: [{ name: 'app', test: SITE_CORE }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3001',
      '/trpc': 'http://127.0.0.1:3001',
    },
  },
});
