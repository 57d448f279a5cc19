/**
 * Builds the app into a temporary folder and serves it with the real server on a random port with a
 * temporary data dir. Set E2E_BUILD_DIR to reuse a build made with `tsx scripts/build.ts --out DIR`.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    chromiumPath: string;
  }
}

let server: ChildProcess | undefined;
let workDir: string | undefined;

export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'syl-e2e-'));
  const buildDir = process.env.E2E_BUILD_DIR ? path.resolve(process.env.E2E_BUILD_DIR) : path.join(workDir, 'build');
  if (!process.env.E2E_BUILD_DIR) {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--out', buildDir], { stdio: 'inherit' });
  }
  const dataDir = path.join(workDir, 'data');
  const port = await freePort();
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: path.join(buildDir, 'client'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      ADMIN_PASSWORD: 'staff-e2e-password',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('chromiumPath', chromiumPath);
}

export async function teardown() {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
}

function freePort(): Promise<number> {
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

async function waitForHealth(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`The server exited with code ${server?.exitCode} before it was ready`);
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
