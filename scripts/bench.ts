/**
 * `npm run bench [-- pages|server|review|dashboard|hostile|extraction|scale]`: prints measurements. Pages, server, review,
 * dashboard and hostile build the app and serve it with the real server; extraction runs the engine on the development set
 * of syllabi.
 * Scale (two instances behind nginx on a Postgres of its own) runs only when asked for, and needs PostgreSQL and nginx installed.
 * Numbers only: nothing here is a test; a budget overrun is reported and sets the exit code.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildInto, freePort, startBuiltServer } from './built-app';
import { benchPages } from './bench/pages';
import { benchServer } from './bench/server';
import { benchExtraction } from './bench/extraction';
import { benchReview, BENCH_STAFF_PASSWORD } from './bench/review';
import { benchDashboard } from './bench/dashboard';
import { benchHostile } from './bench/hostile';
import { postgresBinaries } from './bench/private-postgres';
import { benchScale, SCALE_NOT_POSSIBLE } from './bench/scale';

const only = process.argv[2];
let withinBudget = true;
const postgresBin = postgresBinaries();
if (only === 'scale' && !postgresBin) {
  console.log(SCALE_NOT_POSSIBLE);
  process.exit(0);
}
if (only !== 'extraction') {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'syl-bench-'));
  const buildDir = path.join(workDir, 'build');
  buildInto(buildDir);
  const server = await startBuiltServer({ buildDir, dataDir: path.join(workDir, 'data'), env: { RATE_LIMIT_PER_MINUTE: '100000000', ADMIN_PASSWORD: BENCH_STAFF_PASSWORD } });
  try {
    if (!only || only === 'pages') withinBudget = (await benchPages(server.baseUrl)) && withinBudget;
    if (!only || only === 'server') withinBudget = (await benchServer(server.baseUrl, freePort)) && withinBudget;
    if (!only || only === 'review') withinBudget = (await benchReview(server.baseUrl)) && withinBudget;
    if (!only || only === 'dashboard') withinBudget = (await benchDashboard(server.baseUrl, freePort)) && withinBudget;
    if (!only || only === 'hostile') withinBudget = (await benchHostile(server.baseUrl, server.pid)) && withinBudget;
    if (only === 'scale' && postgresBin) withinBudget = (await benchScale(postgresBin, server.baseUrl, buildDir, freePort)) && withinBudget;
  } finally {
    await server.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}
if (!only || only === 'extraction') withinBudget = (await benchExtraction()) && withinBudget;
console.log(withinBudget ? '\nAll budgets met.' : '\nSome budgets are not met (see OVER/UNDER above).');
process.exitCode = withinBudget ? 0 : 1;
