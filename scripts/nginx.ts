/**
 * Runs deploy/nginx.conf on this machine (Debian's nginx: `apt-get install -y nginx`) in front of
 * local instances, as compose.yaml runs it in front of app1 and app2.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface RunningProxy {
  baseUrl: string;
  stop(): Promise<void>;
}

/** deploy/nginx.conf with local upstreams and port, and every file nginx writes under `dir`. */
function renderNginxConf(upstreams: [string, string], port: number, dir: string): string {
  let conf = fs.readFileSync('deploy/nginx.conf', 'utf8');
  const replace = (from: string, to: string) => {
    if (!conf.includes(from)) throw new Error(`deploy/nginx.conf no longer has "${from}": update scripts/nginx.ts`);
    conf = conf.replace(from, to);
  };
  replace('server app1:3000', `server ${upstreams[0]}`);
  replace('server app2:3000', `server ${upstreams[1]}`);
  replace('user nginx;', '');
  replace('listen 80;', `listen 127.0.0.1:${port};`);
  replace('access_log /dev/stdout;', 'access_log off;');
  // Into a file: a bench that kills an instance would otherwise fill its output with nginx's failovers.
  replace('error_log stderr warn;', `error_log ${path.join(dir, 'error.log')} warn;`);
  // Which instance answered, for checks and benches.
  replace('proxy_pass http://syl;', 'proxy_pass http://syl;\n      add_header X-Upstream $upstream_addr always;');
  // Debian's nginx keeps request bodies and pid under /var, which only root may write.
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${path.join(dir, kind)};`).join('\n  ');
  replace('http {', `pid ${path.join(dir, 'nginx.pid')};\n\nhttp {\n  ${temp}`);
  return conf;
}

export async function startNginx(upstreams: [string, string], port: number): Promise<RunningProxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'syl-nginx-'));
  // Started by root, nginx's workers run as nobody and must reach the temp folders.
  fs.chmodSync(dir, 0o755);
  const confFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confFile, renderNginxConf(upstreams, port, dir));
  const errorLog = path.join(dir, 'error.log');
  const nginx = spawn(process.env.NGINX_PATH ?? 'nginx', ['-e', errorLog, '-p', dir, '-c', confFile, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const failed = new Promise<never>((_, reject) => {
    nginx.once('error', (error) => reject(new Error(`Could not start nginx (on Debian: apt-get install -y nginx): ${error.message}`)));
    nginx.once('exit', (code) => reject(new Error(`nginx exited with code ${code}: ${fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8').trim() : ''}`)));
  });
  failed.catch(() => undefined);
  const baseUrl = `http://127.0.0.1:${port}`;
  await Promise.race([failed, listening(port)]);
  return {
    baseUrl,
    async stop() {
      if (nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx.once('exit', resolve));
        nginx.kill('SIGQUIT');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function listening(port: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      await fetch(`http://127.0.0.1:${port}/`, { method: 'HEAD' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not listen on port ${port} within 10 s`);
}
