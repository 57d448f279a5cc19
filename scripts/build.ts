/**
 * Builds the client, then prerenders every public page to HTML with its <head>, and writes the
 * manifest the server serves pages from, plus sitemap.xml, robots.txt and the dashboard's service
 * worker (service-worker.ts); then compiles the server
 * into DIR/app (see build-server.ts).
 * Usage: tsx scripts/build.ts [--out DIR]   (default: dist)
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { build } from 'vite';
import { loadConfig } from '../src/server/config.js';
import type { PrerenderManifest } from '../src/server/http/pages.js';
import { MANIFEST_FILE } from '../src/server/http/pages.js';
import { buildServer } from './build-server.js';
import { clientDefines } from './client-defines.js';
import { buildId, writeServiceWorker, type ViteManifest } from './service-worker.js';

const outIndex = process.argv.indexOf('--out');
const outDir = path.resolve(outIndex > 0 ? process.argv[outIndex + 1]! : 'dist');
const clientDir = path.join(outDir, 'client');
const serverDir = path.join(outDir, 'server');
const config = loadConfig();
const VITE_MANIFEST = 'vite-manifest.json';
const siteUrl = config.publicUrl ?? `http://localhost:${config.port}`;

const started = Date.now();
const buildVersion = buildId(clientDefines(config));
const define = { __SYL_BUILD__: JSON.stringify(buildVersion) };
// Vite's manifest says which files the dashboard's service worker keeps; it is not served.
await build({ configFile: 'vite.config.ts', logLevel: 'warn', define, build: { outDir: clientDir, emptyOutDir: true, manifest: VITE_MANIFEST } });
const viteManifest = JSON.parse(fs.readFileSync(path.join(clientDir, VITE_MANIFEST), 'utf8')) as ViteManifest;
fs.rmSync(path.join(clientDir, VITE_MANIFEST));
await writeServiceWorker(clientDir, buildVersion, viteManifest);
await build({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  define,
  build: { ssr: 'entry-server.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
  // Self-contained, so the prerender step can run from any output folder.
  ssr: { noExternal: true },
});

type ServerEntry = typeof import('../src/client/entry-server.js');
const entry = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as ServerEntry;
const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
const fill = (head: string, html: string) => template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);

const manifest: PrerenderManifest = { pages: {}, shell: 'shell.html', notFound: '404.html' };
const sitemap: string[] = [];
for (const pagePath of entry.prerenderPaths()) {
  const page = await entry.render(pagePath, siteUrl);
  const file = pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}/index.html`;
  fs.mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
  fs.writeFileSync(path.join(clientDir, file), fill(page.head, page.html));
  manifest.pages[pagePath] = file;
  if (!page.noindex) sitemap.push(`${siteUrl}${pagePath === '/' ? '/' : pagePath}`);
}
const notFound = await entry.render('/404', siteUrl);
fs.writeFileSync(path.join(clientDir, manifest.notFound), fill(notFound.head, notFound.html));
fs.writeFileSync(path.join(clientDir, manifest.shell), fill('<title>Syl</title>', ''));
fs.writeFileSync(path.join(clientDir, MANIFEST_FILE), JSON.stringify(manifest, null, 2));

fs.writeFileSync(
  path.join(clientDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemap
    .map((url) => `  <url><loc>${url}</loc></url>`)
    .join('\n')}\n</urlset>\n`,
);
fs.writeFileSync(
  path.join(clientDir, 'robots.txt'),
  `User-agent: *\nDisallow: /admin\nDisallow: /upload/\nDisallow: /api/\nDisallow: /trpc/\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
);
precompressAssets(clientDir);
await buildServer(path.join(outDir, 'app'));
console.log(`Built ${Object.keys(manifest.pages).length} prerendered pages and the server into ${path.relative(process.cwd(), outDir) || '.'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

/**
 * Brotli and gzip copies of every text asset, served when the browser accepts them (by
 * @fastify/static for assets, by the page handler for HTML, which needs every page compressed).
 */
function precompressAssets(dir: string): void {
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(html|js|css|svg|xml|txt|json|webmanifest)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = fs.readFileSync(file);
    if (content.length < 1024 && !entry.name.endsWith('.html')) continue;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  }
}
