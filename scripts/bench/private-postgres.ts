/**
 * A Postgres server of the scale bench's own, in a temporary folder, so the bench can stop and start
 * it under load without touching any other cluster on the machine. It uses the server binaries of an
 * installed PostgreSQL (PG_BIN, else Debian's newest /usr/lib/postgresql/N/bin). Postgres refuses to
 * run as root, so as root its commands run as the `postgres` user Debian's package creates.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

export interface PrivatePostgres {
  /** postgres://… of its one database, over TCP on 127.0.0.1. */
  url: string;
  /** `fast` ends sessions and shuts down cleanly, as an operator's restart; `immediate` is a crash, recovered from the WAL at the next start. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}

/** The folder holding initdb and pg_ctl, or undefined when no PostgreSQL server is installed. */
export function postgresBinaries(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? path.join(root, newest, 'bin') : undefined;
}

/** Made and started; its commands run in child processes, so the bench's load goes on meanwhile. */
export async function startPrivatePostgres(bin: string, port: number): Promise<PrivatePostgres> {
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'syl-scale-pg-'));
  const dataDir = path.join(dir, 'data');
  if (asRoot) await exec('chown', ['postgres:postgres', dir]);
  const run = async (program: string, args: string[]) => {
    const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]] : [path.join(bin, program), args];
    await exec(command, commandArgs);
  };
  await run('initdb', ['-D', dataDir, '-U', 'syl', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
  // The socket goes in the data folder: /var/run/postgresql may belong to the machine's own cluster.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dataDir}`;
  const server: PrivatePostgres = {
    url: `postgres://syl@127.0.0.1:${port}/postgres`,
    start: () => run('pg_ctl', ['start', '-w', '-D', dataDir, '-l', path.join(dir, 'server.log'), '-o', options]),
    stop: (mode) => run('pg_ctl', ['stop', '-w', '-D', dataDir, '-m', mode]),
    async remove() {
      await server.stop('immediate').catch(() => undefined); // already stopped
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
