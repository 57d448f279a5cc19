/**
 * The dashboard's service worker for a build (see decision 0062): its id, which names the offline
 * caches, and the files it keeps, taken from Vite's manifest of the client build.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { SERVICE_WORKER_PATH } from '../src/shared/site.js';

/** One chunk of Vite's build manifest (`build.manifest`), keyed by its source path. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The app's entry (the page that loads main.tsx) and the dashboard page, as Vite names them (paths under src/client). */
const ENTRY = 'index.html';
const DASHBOARD_PAGE = 'pages/Dashboard.tsx';

/**
 * The same sources and settings give the same id, so instances built apart agree and a rebuild of an
 * unchanged tree does not make every phone download the dashboard again.
 */
export function buildId(settings: object): string {
  const hash = crypto.createHash('sha256').update(JSON.stringify(settings));
  const files = ['package-lock.json', 'vite.config.ts', ...fs.readdirSync('src', { recursive: true, encoding: 'utf8' }).map((file) => path.join('src', file))];
  for (const file of files.sort()) if (fs.statSync(file).isFile()) hash.update(file).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * What the dashboard needs without a connection: the entry and what it imports, and the dashboard
 * page with everything it imports or loads later (the tracker, the notes, the dialogs). The other
 * pages (checkout, staff console) stay out.
 */
export function dashboardFiles(manifest: ViteManifest): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, followLazy: boolean) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite's manifest has no ${key}`);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported, followLazy);
    if (followLazy) for (const lazy of chunk.dynamicImports ?? []) visit(lazy, true);
  };
  // The entry's own lazy imports are every page of the site: only what it loads at once is kept.
  visit(ENTRY, false);
  visit(DASHBOARD_PAGE, true);
  return [...files].sort();
}

/** Bundles src/client/sw/dashboard-sw.ts into the client folder with this build's id and files. */
export async function writeServiceWorker(clientDir: string, id: string, manifest: ViteManifest): Promise<void> {
  await build({
    entryPoints: ['src/client/sw/dashboard-sw.ts'],
    outfile: path.join(clientDir, SERVICE_WORKER_PATH),
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    define: { __SYL_BUILD__: JSON.stringify(id), __SYL_KEPT_FILES__: JSON.stringify(dashboardFiles(manifest)), 'import.meta.env.PROD': 'true' },
    logLevel: 'warning',
  });
}
