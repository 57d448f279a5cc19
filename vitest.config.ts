import { defineConfig } from 'vitest/config';
import { clientDefines } from './scripts/client-defines';
import { loadConfig } from './src/server/config';

export default defineConfig({
  define: clientDefines(loadConfig({})),
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
  },
});
