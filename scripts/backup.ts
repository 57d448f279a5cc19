/**
 * `npm run backup`: the configured database (SQLite at DATABASE_PATH, or Postgres at DATABASE_URL)
 * into a new, checked file under BACKUP_DIR, keeping the newest BACKUP_KEEP (docs/operations.md).
 */
import { loadConfig } from '../src/server/config.js';
import { BackupError, backupDatabase } from '../src/server/db/backup.js';

const config = loadConfig();
try {
  const file = await backupDatabase(config);
  console.log(`Backed up to ${file} (the newest ${config.backup.keep} backups are kept in ${config.backup.dir}).`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
