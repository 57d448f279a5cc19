import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { clientDefines } from './scripts/client-defines.js';
import { loadConfig } from './src/server/config.js';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  define: clientDefines(loadConfig()),
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3001',
      '/trpc': 'http://127.0.0.1:3001',
    },
  },
});
