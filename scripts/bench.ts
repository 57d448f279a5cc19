/**
 * `npm run bench [-- pages|server]`: builds the app, serves it with the real server, and prints
 * measurements. Numbers only: nothing here is a test; a budget overrun is reported and sets the exit code.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildInto, freePort, startBuiltServer } from './built-app';
import { benchPages } from './bench/pages';
import { benchServer } from './bench/server';

const only = process.argv[2];
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'syl-bench-'));
const buildDir = path.join(workDir, 'build');
buildInto(buildDir);
const server = await startBuiltServer({ buildDir, dataDir: path.join(workDir, 'data'), env: { RATE_LIMIT_PER_MINUTE: '100000000' } });
let withinBudget = true;
try {
  if (!only || only === 'pages') withinBudget = (await benchPages(server.baseUrl)) && withinBudget;
  if (!only || only === 'server') withinBudget = (await benchServer(server.baseUrl, freePort)) && withinBudget;
} finally {
  await server.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
console.log(withinBudget ? '\nAll budgets met.' : '\nSome budgets are not met (see OVER/UNDER above).');
process.exitCode = withinBudget ? 0 : 1;
