import { sql } from 'kysely';
import type { DB } from './db/connection.js';

export interface Health {
  status: 'ok' | 'degraded';
  database: 'reachable' | 'unreachable';
}

export async function checkHealth(db: DB): Promise<Health> {
  try {
    await sql`select 1`.execute(db);
    return { status: 'ok', database: 'reachable' };
  } catch {
    return { status: 'degraded', database: 'unreachable' };
  }
}
