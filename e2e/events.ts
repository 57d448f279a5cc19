import { withServerDb } from './server-db';

export interface StoredEvent {
  visitor_id: string | null;
  kind: string;
  name: string;
  url: string | null;
  value: number | null;
  data: string | null;
}

/** Tracking records the server stored, read from the e2e server's own database. */
export async function storedEvents(where: { kind?: string; name?: string; urlContains?: string } = {}): Promise<StoredEvent[]> {
  const rows = await withServerDb((db) => db.selectFrom('events').select(['visitor_id', 'kind', 'name', 'url', 'value', 'data']).orderBy('id').execute());
  return rows.filter(
    (row) =>
      (!where.kind || row.kind === where.kind) &&
      (!where.name || row.name === where.name) &&
      (!where.urlContains || (row.url ?? '').includes(where.urlContains)),
  );
}
