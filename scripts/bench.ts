/**
 * `npm run bench`: builds the app, serves it with the real server, and prints measurements.
 * Numbers only: nothing here fails a test; a budget overrun is reported and sets the exit code.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildInto, startBuiltServer } from './built-app';
import { benchPages } from './bench/pages';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'syl-bench-'));
const buildDir = path.join(workDir, 'build');
buildInto(buildDir);
const server = await startBuiltServer({ buildDir, dataDir: path.join(workDir, 'data'), env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
let withinBudget = false;
try {
  withinBudget = await benchPages(server.baseUrl);
} finally {
  await server.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
console.log(withinBudget ? '\nAll budgets met.' : '\nSome budgets are not met (see OVER above).');
process.exitCode = withinBudget ? 0 : 1;
