import { loadConfig } from '../config.js';
import { openDatabase } from './connection.js';
import { migrateToLatest } from './migrate.js';

const config = loadConfig();
const db = openDatabase(config.databasePath);
const applied = await migrateToLatest(db);
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database already up to date.');
await db.destroy();
