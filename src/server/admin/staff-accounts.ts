import crypto from 'node:crypto';
import type { DB } from '../db/connection.js';
import type { AppDeps } from '../deps.js';
import { DomainError } from '../errors.js';

/** Who is signed in to the staff console. */
export interface StaffUser {
  username: string;
  displayName: string;
}

/** ADMIN_PASSWORD's account: it has no row, and it alone manages the named accounts. */
export const ADMIN_USERNAME = 'admin';
export const ADMIN_USER: StaffUser = { username: ADMIN_USERNAME, displayName: 'Admin' };

export type StaffDeps = Pick<AppDeps, 'db' | 'config'>;

/** A staff user and the secret their sessions are tied to: ADMIN_PASSWORD, or the account's password hash. */
export interface SessionHolder {
  user: StaffUser;
  sessionKey: string;
}

// Passwords: scrypt (memory-hard), run by crypto.scrypt on libuv's thread pool, never on the event loop.
const COST = { N: 2 ** 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** scrypt needs a little over 128·N·r bytes (32 MiB here); Node's default cap is exactly 32 MiB. */
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, keyLength: number, cost: typeof COST): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(password, salt, keyLength, { ...cost, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** A self-describing hash: `scrypt$N$r$p$<salt>$<key>`, salt and key in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password with the parameters its hash names, comparing in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key, ...rest] = stored.split('$');
  const cost = { N: Number(N), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !key || rest.length > 0 || !Object.values(cost).every((n) => Number.isSafeInteger(n) && n > 0)) return false;
  const expected = Buffer.from(key, 'base64url');
  if (expected.length === 0) return false;
  return crypto.timingSafeEqual(await derive(password, Buffer.from(salt, 'base64url'), expected.length, cost), expected);
}

/** Compares in constant time: hashing first gives both sides the same length whatever was typed. */
function adminPasswordMatches(typed: string, adminPassword: string): boolean {
  const digest = (value: string) => crypto.createHash('sha256').update(value, 'utf8').digest();
  return crypto.timingSafeEqual(digest(typed), digest(adminPassword));
}

/** What an unknown user name is checked against, so that it takes as long as a real one. */
let unknownUserHash: Promise<string> | undefined;

async function activeAccount(db: DB, username: string) {
  return db.selectFrom('staff_accounts').select(['username', 'display_name', 'password_hash']).where('username', '=', username).where('disabled_at', 'is', null).executeTakeFirst();
}

const holderOf = (account: { username: string; display_name: string; password_hash: string }): SessionHolder => ({
  user: { username: account.username, displayName: account.display_name },
  sessionKey: account.password_hash,
});

const adminHolder = (adminPassword: string): SessionHolder => ({ user: ADMIN_USER, sessionKey: adminPassword });

/** The staff user these credentials belong to; null when they do not match or the console is disabled. */
export async function authenticateStaff(deps: StaffDeps, username: string, password: string): Promise<SessionHolder | null> {
  const { adminPassword } = deps.config;
  if (!adminPassword) return null;
  if (username === ADMIN_USERNAME) return adminPasswordMatches(password, adminPassword) ? adminHolder(adminPassword) : null;
  const account = await activeAccount(deps.db, username);
  // A user name that does not exist (or is disabled) costs one scrypt too: timing does not tell them apart.
  unknownUserHash ??= hashPassword(crypto.randomBytes(16).toString('base64url'));
  const matches = await verifyPassword(password, account?.password_hash ?? (await unknownUserHash));
  return account && matches ? holderOf(account) : null;
}

/**
 * Who an open session of this user belongs to now: admin, or the named account as read with the
 * session (its columns null once it is disabled or gone).
 */
export function sessionHolder(adminPassword: string, username: string, account: { display_name: string | null; password_hash: string | null }): SessionHolder | null {
  if (username === ADMIN_USERNAME) return adminHolder(adminPassword);
  const { display_name, password_hash } = account;
  return display_name !== null && password_hash !== null ? holderOf({ username, display_name, password_hash }) : null;
}

/** Ends every open session of a named account, on every instance. */
async function signOutEverywhere(db: DB, username: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('username', '=', username).execute();
}

// Managing the named accounts: the admin account only.

function assertManagesAccounts(actor: StaffUser): void {
  if (actor.username !== ADMIN_USERNAME) throw new DomainError('FORBIDDEN', 'Only the admin account manages staff accounts.');
}

/** The admin account lives in ADMIN_PASSWORD, not in the table: these actions do not apply to it. */
function refuseAdmin(username: string, message: string): void {
  if (username === ADMIN_USERNAME) throw new DomainError('BAD_INPUT', message);
}

export async function listStaffAccounts(db: DB, actor: StaffUser) {
  assertManagesAccounts(actor);
  const rows = await db.selectFrom('staff_accounts').select(['username', 'display_name', 'created_at', 'created_by', 'disabled_at']).orderBy('username').execute();
  return rows.map((row) => ({ username: row.username, displayName: row.display_name, createdAt: row.created_at, createdBy: row.created_by, disabledAt: row.disabled_at }));
}

export async function addStaffAccount(
  db: DB,
  actor: StaffUser,
  account: { username: string; displayName: string; password: string },
  now = new Date(),
): Promise<{ message: string }> {
  assertManagesAccounts(actor);
  refuseAdmin(account.username, 'admin is the ADMIN_PASSWORD account; choose another user name.');
  const inserted = await db
    .insertInto('staff_accounts')
    .values({
      username: account.username,
      display_name: account.displayName,
      password_hash: await hashPassword(account.password),
      created_by: actor.username,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('username').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new DomainError('CONFLICT', `There is already a staff account ${account.username}; choose another user name.`);
  return { message: `${account.displayName} can sign in as ${account.username} now.` };
}

/** A new password ends the user's open sessions. */
export async function setStaffPassword(db: DB, actor: StaffUser, username: string, password: string): Promise<{ message: string }> {
  assertManagesAccounts(actor);
  refuseAdmin(username, "The admin account's password is ADMIN_PASSWORD: change it on the server and restart it.");
  const updated = await db.updateTable('staff_accounts').set({ password_hash: await hashPassword(password) }).where('username', '=', username).returning('display_name').executeTakeFirst();
  const name = nameOf(updated, username);
  await signOutEverywhere(db, username);
  return { message: `${name} has a new password and is signed out everywhere.` };
}

/** Disabling ends the user's open sessions for good; enabling lets them sign in again. */
export async function setStaffDisabled(db: DB, actor: StaffUser, username: string, disabled: boolean, now = new Date()): Promise<{ message: string }> {
  assertManagesAccounts(actor);
  refuseAdmin(username, 'The admin account cannot be disabled: unset ADMIN_PASSWORD to close the console.');
  const updated = await db
    .updateTable('staff_accounts')
    .set({ disabled_at: disabled ? now.toISOString() : null })
    .where('username', '=', username)
    .returning('display_name')
    .executeTakeFirst();
  const name = nameOf(updated, username);
  // Enabling ends sessions too: a sign-in still being checked as the account was disabled may have
  // opened one after it, and it must not come back with the account.
  await signOutEverywhere(db, username);
  return { message: disabled ? `${name} is disabled and signed out everywhere.` : `${name} can sign in again.` };
}

/** The display name of the account an update reached; no row means there is no such account. */
function nameOf(updated: { display_name: string } | undefined, username: string): string {
  if (!updated) throw new DomainError('NOT_FOUND', `There is no staff account ${username}.`);
  return updated.display_name;
}
