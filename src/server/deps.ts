import type { Config } from './config.js';
import type { DB } from './db/connection.js';

/** The long-lived services domain functions need; built once in app.ts, or by tests. */
export interface AppDeps {
  db: DB;
  config: Config;
}
