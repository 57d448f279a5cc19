import { defineConfig } from 'vitest/config';
import { clientDefines } from './scripts/client-defines.js';
import { loadConfig } from './src/server/config.js';

export default defineConfig({
  define: clientDefines(loadConfig({})),
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    // With DATABASE_URL set: the migrated Postgres database the tests' own databases start from (see testing/harness.ts).
    globalSetup: ['src/server/testing/postgres-setup.ts'],
    pool: 'forks',
  },
});
