/**
 * Development: the API server on port 3001 restarting on change, and Vite with hot reload on
 * http://localhost:3000 proxying /api and /trpc to it.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'vite';

const api = spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
  env: { ...process.env, PORT: '3001', HOST: '127.0.0.1' },
  stdio: 'inherit',
});
const vite = await createServer({ configFile: 'vite.config.ts', server: { port: 3000 } });
await vite.listen();
vite.printUrls();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    api.kill(signal);
    await vite.close();
    process.exit(0);
  });
}
