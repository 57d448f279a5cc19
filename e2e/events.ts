import path from 'node:path';
import Database from 'better-sqlite3';
import { inject } from 'vitest';

export interface StoredEvent {
  visitor_id: string | null;
  kind: string;
  name: string;
  url: string | null;
  value: number | null;
  data: string | null;
}

/** Tracking records the server stored, read from the e2e server's own database. */
export function storedEvents(where: { kind?: string; name?: string; urlContains?: string } = {}): StoredEvent[] {
  const db = new Database(path.join(inject('dataDir'), 'syl.sqlite'), { readonly: true });
  try {
    const rows = db.prepare('SELECT visitor_id, kind, name, url, value, data FROM events ORDER BY id').all() as StoredEvent[];
    return rows.filter(
      (row) =>
        (!where.kind || row.kind === where.kind) &&
        (!where.name || row.name === where.name) &&
        (!where.urlContains || (row.url ?? '').includes(where.urlContains)),
    );
  } finally {
    db.close();
  }
}
