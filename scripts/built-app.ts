/**
 * Builds the app into a folder and runs the real server over it on a free port: used by the e2e
 * suite and the benchmarks, so both measure exactly what `npm start` serves, the compiled server
 * under plain node, as in production.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export function buildInto(outDir: string): void {
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--out', outDir], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}

export interface RunningServer {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startBuiltServer(options: { buildDir: string; dataDir: string; env?: Record<string, string> }): Promise<RunningServer> {
  const port = await freePort();
  const server = spawn(process.execPath, ['--enable-source-maps', path.join(options.buildDir, 'app', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      CLIENT_DIR: path.join(options.buildDir, 'client'),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server);
  return {
    baseUrl,
    pid: server.pid!,
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} before it was ready`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server at ${baseUrl} did not become healthy within 60 s`);
}
