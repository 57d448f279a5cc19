/**
 * `npm run restore -- FILE [--force]`: a backup made by `npm run backup` into the configured database,
 * which must be empty unless --force (docs/operations.md). Stop the server first.
 */
import { loadConfig } from '../src/server/config.js';
import { BackupError, restoreDatabase } from '../src/server/db/backup.js';
import { redacted } from '../src/server/db/connection.js';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((arg) => arg !== '--force');
if (files.length !== 1 || files[0]!.startsWith('--')) {
  console.error('usage: npm run restore -- FILE [--force]');
  process.exit(2);
}

const config = loadConfig();
try {
  await restoreDatabase(config, files[0]!, { force });
  console.log(`Restored ${files[0]} into ${config.databaseUrl ? redacted(config.databaseUrl) : config.databasePath}.`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
