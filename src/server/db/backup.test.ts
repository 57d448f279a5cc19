import fs from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { paidDashboardOrder } from '../admin/fixtures.js';
import type { AppDeps } from '../deps.js';
import type { DraftFields } from '../drafts.js';
import { testConfig, testDeps } from '../testing/harness.js';
import { BackupError, backupDatabase, restoreDatabase } from './backup.js';
import { openDatabase } from './connection.js';
import { migrateToLatest } from './migrate.js';

const draft = (step: number): DraftFields => ({ name: 'Ann Lee', email: 'ann@uni.edu', university: 'Georgia Tech', phone: '', upload_choice: null, newsletter: 0, referral_code: null, career_guide: 0, files_data: '[]', step });

/** What the writers have been told is saved: each visitor's latest autosave, and each paid order. */
interface Acknowledged {
  drafts: Map<string, number>;
  orders: string[];
}

/** Autosaves from several visitors and purchases paid one after another, as the app takes them, until `stop`. */
function writeUntilStopped(deps: AppDeps, acknowledged: Acknowledged) {
  let running = true;
  const autosaver = async (visitor: string) => {
    for (let step = 1; running; step++) {
      await deps.drafts.save(visitor, 'general', draft(step));
      acknowledged.drafts.set(visitor, step);
    }
  };
  const buyer = async () => {
    for (let n = 1; running; n++) {
      acknowledged.orders.push((await paidDashboardOrder(deps, { email: `buyer${n}@uni.edu` })).id);
      // On SQLite a purchase runs in microtasks alone; the next buyer arrives in a later turn, as over the network.
      await nextTurn();
    }
  };
  const writers = Promise.all([autosaver('visitor-a'), autosaver('visitor-b'), autosaver('visitor-c'), buyer()]);
  return async () => {
    running = false;
    await writers;
  };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('npm run backup and npm run restore', () => {
  it('a backup taken while autosaves and payments are written restores intact, with every write acknowledged before it began', async () => {
    const deps = await testDeps();
    const acknowledged: Acknowledged = { drafts: new Map(), orders: [] };
    const stop = writeUntilStopped(deps, acknowledged);
    await until(() => acknowledged.orders.length >= 3 && acknowledged.drafts.size === 3);
    const before = { drafts: new Map(acknowledged.drafts), orders: [...acknowledged.orders] };
    let file: string;
    try {
      file = await backupDatabase(deps.config);
      // Writes went on while it was taken, and after.
      await until(() => acknowledged.orders.length > before.orders.length + 1);
    } finally {
      await stop();
    }

    const target = await testConfig();
    await restoreDatabase(target, file);
    const restored = openDatabase(target);
    try {
      expect(await migrateToLatest(restored), 'the restored schema is the latest').toEqual([]);
      const drafts = await restored.selectFrom('drafts').select(['visitor_id', 'step']).execute();
      for (const [visitor, step] of before.drafts) expect(drafts.find((row) => row.visitor_id === visitor)?.step, visitor).toBeGreaterThanOrEqual(step);
      const paid = await restored.selectFrom('orders').select('id').where('status', '=', 'paid').execute();
      expect(paid.map((order) => order.id)).toEqual(expect.arrayContaining(before.orders));
      const emails = await restored.selectFrom('emails').select('dedupe_key').where('dedupe_key', 'in', before.orders.map((id) => `order-confirmation:${id}`)).execute();
      expect(emails).toHaveLength(before.orders.length);
    } finally {
      await restored.destroy();
    }
    if (!target.databaseUrl) {
      const copy = new SQLite(target.databasePath, { readonly: true });
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      copy.close();
    }
  }, 60_000);

  it('refuses to restore into a database that has tables unless forced, and then replaces what is there', async () => {
    const deps = await testDeps();
    await paidDashboardOrder(deps, { email: 'kept@uni.edu' });
    const file = await backupDatabase(deps.config);
    const target = await testDeps();
    await paidDashboardOrder(target, { email: 'replaced@uni.edu' });

    await expect(restoreDatabase(target.config, file)).rejects.toThrow(/already has \d+ tables: restoring would mix the backup with what is there\. Restore into a new, empty database, or add --force/);
    await restoreDatabase(target.config, file, { force: true });
    const emails = await target.db.selectFrom('orders').select('email').execute();
    expect(emails).toEqual([{ email: 'kept@uni.edu' }]);
  }, 30_000);

  it('keeps the newest BACKUP_KEEP backups and names each by when it was taken', async () => {
    const deps = await testDeps({ BACKUP_KEEP: '2' });
    const taken = [];
    for (const at of ['2026-09-01T03:00:00.000Z', '2026-09-02T03:00:00.000Z', '2026-09-03T03:00:00.000Z']) taken.push(await backupDatabase(deps.config, new Date(at)));
    const extension = deps.config.databaseUrl ? 'dump' : 'sqlite';
    expect(fs.readdirSync(deps.config.backup.dir).sort()).toEqual([`syl-2026-09-02T03-00-00-000Z.${extension}`, `syl-2026-09-03T03-00-00-000Z.${extension}`]);
    expect(path.dirname(taken[0]!)).toBe(path.join(deps.config.dataDir, 'backups'));
  }, 30_000);

  it('refuses a file that is not a backup of the configured kind', async () => {
    const target = await testConfig();
    const notABackup = path.join(target.dataDir, 'notes.txt');
    fs.writeFileSync(notABackup, 'not a database');
    await expect(restoreDatabase(target, notABackup)).rejects.toThrow(new BackupError(`${notABackup} is neither a SQLite backup nor a Postgres dump.`));
    await expect(restoreDatabase(target, path.join(target.dataDir, 'missing.sqlite'))).rejects.toThrow(new BackupError(`There is no backup at ${path.join(target.dataDir, 'missing.sqlite')}.`));
  });
});
