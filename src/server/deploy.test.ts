/**
 * compose.yaml, the Dockerfile and deploy/nginx.conf checked against the app, since no Docker engine
 * runs them here or in CI: a renamed variable, a moved route or port, or a drifted file fails here.
 * scripts/proxy-check.ts (npm run test:deploy) runs nginx.conf in front of compiled instances.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../shared/limits.js';
import { CONFIG_VARIABLES, loadConfig } from './config.js';
import { testApp } from './testing/harness.js';

const read = (file: string) => fs.readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

interface Service {
  build?: { context: string; args?: Record<string, string> };
  image?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  stop_grace_period?: string;
}
const compose = parse(read('compose.yaml')) as { services: Record<string, Service>; volumes: Record<string, unknown> };
// The instances are the services built from this repository's Dockerfile.
const sylServices = Object.entries(compose.services).filter(([, service]) => service.build?.context === '.');
const postgres = Object.entries(compose.services).find(([, service]) => service.image?.startsWith('postgres:'));
const proxy = Object.values(compose.services).find((service) => service.image?.startsWith('nginx:'));

/** The secrets compose.yaml requires from .env, as an operator would set them. */
const SECRETS = { POSTGRES_PASSWORD: 'a'.repeat(48), COOKIE_SECRET: 'c'.repeat(64) };

/** Compose's variable interpolation: ${NAME}, ${NAME:-default} and ${NAME:?error}, as compose.yaml uses them. */
function interpolate(value: string, variables: Record<string, string>): string {
  return value.replace(/\$\{([A-Z_][A-Z0-9_]*)(?:(:-|:\?)([^}]*))?\}/g, (_match, name: string, operator: string | undefined, operand: string) => {
    const set = variables[name];
    if (set) return set;
    if (operator === ':?') throw new Error(`${name}: ${operand}`);
    return operator === ':-' ? operand : '';
  });
}

/** The Dockerfile's instructions, continuation lines joined, by stage (each starting with its FROM). */
const stages: string[][] = [];
for (const line of read('Dockerfile').replace(/\\\n\s*/g, ' ').split('\n')) {
  if (line.startsWith('FROM ')) stages.push([line]);
  else if (line.trim() && !line.startsWith('#')) stages.at(-1)!.push(line);
}
const runtime = stages.at(-1)!;
const instruction = (name: string, stage = runtime) => stage.filter((line) => line.startsWith(`${name} `)).map((line) => line.slice(name.length + 1).trim());
const imageEnv: Record<string, string> = Object.fromEntries(instruction('ENV').flatMap((line) => line.split(/\s+/).map((pair) => pair.split('=', 2) as [string, string])));
const workDir = instruction('WORKDIR').at(-1)!;

/** What an instance's process.env holds in compose: the image's ENV, then the service's environment. */
const instanceEnv = (service: Service) => ({
  ...imageEnv,
  ...Object.fromEntries(Object.entries(service.environment ?? {}).map(([name, value]) => [name, interpolate(value, SECRETS)])),
});

const nginxConf = read('deploy/nginx.conf');

describe('the compose production setup', () => {
  it('has at least two Syl instances, a Postgres service and an nginx in front', () => {
    expect(sylServices.length).toBeGreaterThanOrEqual(2);
    expect(postgres).toBeDefined();
    expect(proxy).toBeDefined();
  });

  it('passes only variables the app reads, to the instances and to the image build', () => {
    expect(CONFIG_VARIABLES).toContain('PORT');
    for (const [, service] of sylServices) {
      for (const name of Object.keys(service.environment ?? {})) expect(CONFIG_VARIABLES, `compose environment ${name}`).toContain(name);
      for (const name of Object.keys(service.build?.args ?? {})) expect(CONFIG_VARIABLES, `compose build arg ${name}`).toContain(name);
    }
    // NODE_ENV is Node's and the libraries' own, not the app's.
    for (const name of Object.keys(imageEnv).filter((name) => name !== 'NODE_ENV')) expect(CONFIG_VARIABLES, `Dockerfile ENV ${name}`).toContain(name);
    for (const name of instruction('ARG', stages.find((stage) => stage[0]!.endsWith(' AS build'))!)) expect(CONFIG_VARIABLES, `Dockerfile ARG ${name}`).toContain(name);
  });

  it('gives every instance a configuration the app accepts, on the compose Postgres, with one cookie secret', () => {
    const [postgresName, postgresService] = postgres!;
    const postgresEnv = Object.fromEntries(Object.entries(postgresService.environment ?? {}).map(([name, value]) => [name, interpolate(value, SECRETS)]));
    const configs = sylServices.map(([, service]) => loadConfig(instanceEnv(service)));
    for (const config of configs) {
      const url = new URL(config.databaseUrl!);
      expect([url.hostname, url.port || '5432', decodeURIComponent(url.username), decodeURIComponent(url.password), url.pathname]).toEqual([
        postgresName,
        '5432',
        postgresEnv.POSTGRES_USER,
        postgresEnv.POSTGRES_PASSWORD,
        `/${postgresEnv.POSTGRES_DB}`,
      ]);
      // On Postgres the server refuses to start without it, and every instance must sign with the same one.
      expect(config.cookieSecret).toBe(SECRETS.COOKIE_SECRET);
      // nginx reaches the instances over Docker's network and sets X-Forwarded-For: they must believe it.
      expect(config.trustProxy).toBeTruthy();
    }
    expect(new Set(configs.map((config) => config.databaseUrl)).size).toBe(1);
  });

  it('creates the Postgres database with locale C, so text sorts and folds case as on SQLite', () => {
    expect(postgres![1].environment?.POSTGRES_INITDB_ARGS?.split(/\s+/)).toContain('--locale=C');
  });

  it('makes compose refuse to start without the secrets the instances need', () => {
    for (const secret of Object.keys(SECRETS)) {
      const without = { ...SECRETS, [secret]: '' };
      expect(() => sylServices.map(([, service]) => Object.values(service.environment ?? {}).map((value) => interpolate(value, without))), secret).toThrow(secret);
    }
  });

  it('shares one volume among the instances where their data dir, uploads and outbox are', () => {
    const mounts = sylServices.map(([, service]) => {
      const config = loadConfig(instanceEnv(service));
      const volume = (service.volumes ?? []).map((entry) => entry.split(':')).find(([, target]) => target === config.dataDir);
      expect(volume, `a volume at DATA_DIR ${config.dataDir}`).toBeDefined();
      for (const dir of [config.uploadsDir, config.outboxDir]) expect(dir.startsWith(`${config.dataDir}/`), dir).toBe(true);
      return volume![0]!;
    });
    expect(new Set(mounts).size).toBe(1);
    // A named volume, not a folder of the host each container would see differently.
    expect(Object.keys(compose.volumes)).toContain(mounts[0]);
  });

  it('lets a stopping instance drain before Docker kills it', () => {
    for (const [, service] of sylServices) {
      const grace = /^(?:(\d+)m)?(?:(\d+)s)?$/.exec(service.stop_grace_period ?? '');
      expect(grace, `stop_grace_period ${service.stop_grace_period}`).not.toBeNull();
      const graceMs = (Number(grace![1] ?? 0) * 60 + Number(grace![2] ?? 0)) * 1000;
      expect(graceMs).toBeGreaterThan(loadConfig(instanceEnv(service)).shutdownTimeoutMs);
    }
  });

  it('starts the instances once Postgres is healthy and nginx once the instances are', () => {
    const [postgresName, postgresService] = postgres!;
    expect(postgresService.healthcheck?.test.length).toBeGreaterThan(0);
    expect(instruction('HEALTHCHECK')).toHaveLength(1);
    for (const [name, service] of sylServices) {
      expect(service.depends_on?.[postgresName]?.condition).toBe('service_healthy');
      expect(proxy!.depends_on?.[name]?.condition, name).toBe('service_healthy');
    }
  });
});

describe('deploy/nginx.conf', () => {
  it('balances over exactly the Syl instances, on the port they listen on', () => {
    const upstream = /upstream syl \{([^}]*)\}/.exec(nginxConf)?.[1] ?? '';
    const servers = [...upstream.matchAll(/^\s*server\s+([^\s;]+)/gm)].map((match) => match[1]);
    const expected = sylServices.map(([name, service]) => `${name}:${loadConfig(instanceEnv(service)).port}`);
    expect(servers.sort()).toEqual(expected.sort());
    expect(nginxConf).toMatch(/proxy_pass http:\/\/syl;/);
  });

  it('is what the compose proxy runs, published from the port it listens on', () => {
    expect(proxy!.volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
    const listen = /^\s*listen\s+(\d+);/m.exec(nginxConf)?.[1];
    expect(proxy!.ports?.map((port) => interpolate(port, SECRETS).split(':').at(-1))).toEqual([listen]);
  });

  it("lets a request as large as the app's upload limit through to the app", () => {
    const size = /client_max_body_size (\d+)m;/.exec(nginxConf)?.[1];
    expect(Number(size) * 1024 * 1024).toBeGreaterThan(MAX_UPLOAD_FILES * MAX_UPLOAD_BYTES);
  });
});

describe('the Dockerfile', () => {
  it('runs what npm run start:prod runs', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    const startProd = /\bexec (.+)$/.exec(scripts['start:prod']!)?.[1]?.split(/\s+/);
    expect(JSON.parse(instruction('CMD').at(-1)!)).toEqual(startProd);
  });

  it('puts the client where the app serves it from and exposes the port the app listens on', () => {
    const clientDir = path.relative(process.cwd(), loadConfig({}).clientDir);
    expect(instruction('COPY')).toContain(`--from=build ${path.posix.join(workDir, clientDir)} ./${clientDir}`);
    expect(instruction('EXPOSE')).toEqual([String(loadConfig(imageEnv).port)]);
  });

  it('checks health at a route the app serves, on its PORT', async () => {
    const healthPath = /\$\{process\.env\.PORT\}(\/[^`'"\s]*)/.exec(instruction('HEALTHCHECK')[0]!)?.[1];
    expect(healthPath).toBeDefined();
    const app = await testApp();
    expect((await app.inject({ method: 'GET', url: healthPath! })).statusCode).toBe(200);
  });
});

describe('.dockerignore', () => {
  it('keeps what is installed, built or stored here out of the image', () => {
    const ignored = read('.dockerignore').split('\n').map((line) => line.trim());
    for (const entry of ['node_modules', 'dist', 'data', '.env']) expect(ignored).toContain(entry);
  });
});
