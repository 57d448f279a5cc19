import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchRoute, normalizePath } from '../../shared/routes.js';
import { DASHBOARD_DATA_ELEMENT, SERVICE_WORKER_PATH } from '../../shared/site.js';
import { dashboardByToken } from '../dashboards/view.js';
import type { AppDeps } from '../deps.js';
import { DomainError } from '../errors.js';
import { isApiPath } from './paths.js';
import { PRIVATE_LINK_HEADERS } from './security.js';

/** Written by the build's prerender step next to the client files. */
export interface PrerenderManifest {
  /** Normalized path → HTML file (relative to the client dir). */
  pages: Record<string, string>;
  /** The app with an empty root, for routes that render in the browser only. */
  shell: string;
  /** The Not Found page. */
  notFound: string;
}

export const MANIFEST_FILE = 'prerendered.json';

/** One HTML document with the compressed forms the build wrote beside it. */
interface HtmlDocument {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

interface LoadedPages {
  pages: Map<string, HtmlDocument>;
  shell: HtmlDocument;
  notFound: HtmlDocument;
}

/**
 * Serves the built client: hashed assets with long-lived caching, prerendered HTML for every page,
 * the shell for browser-only routes, and the Not Found page with status 404 for anything else.
 */
export async function registerPages(app: FastifyInstance, clientDir: string): Promise<void> {
  const loaded = loadPages(clientDir);
  if (!loaded) {
    app.log.warn(`No built client in ${clientDir}: run "npm run build" to serve pages.`);
  } else {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      redirect: false,
      serveDotFiles: false,
      // The build writes .br and .gz beside each text asset.
      preCompressed: true,
      // Only files with an extension are static; page paths ("/", "/about-us") go to the page handler.
      allowedPath: (pathname) => /\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html') && !pathname.endsWith(MANIFEST_FILE),
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        // Its .br and .gz copies too: those are what most browsers are sent.
        const worker = filePath.startsWith(path.join(clientDir, SERVICE_WORKER_PATH));
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : worker ? 'no-cache' : 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) {
      return reply.code(404).send({ success: false, message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ success: false, message: 'Not found' });
    }
    if (!loaded) {
      return reply.code(503).type('text/plain').send('The site is not built yet. Run "npm run build", then restart the server.');
    }
    return sendPage(request, reply, loaded, app.deps);
  });
}

function sendPage(request: FastifyRequest, reply: FastifyReply, loaded: LoadedPages, deps: AppDeps) {
  const [rawPath = '/', query] = request.url.split('?');
  const pathname = normalizePath(rawPath);
  const match = matchRoute(pathname);
  reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  if (!match) return sendHtml(request, reply.code(404), loaded.notFound);
  if ('privateLink' in match.route) return sendPrivatePage(request, reply, loaded.shell, deps, match.params.token ?? '');
  if ('secretToken' in match.route) reply.headers(PRIVATE_LINK_HEADERS);
  const prerendered = loaded.pages.get(pathname);
  const queryMatters = 'queryDependent' in match.route && match.route.queryDependent && Boolean(query);
  return sendHtml(request, reply.code(200), prerendered && !queryMatters ? prerendered : loaded.shell);
}

/**
 * A student's private link: the shell either way (it shows the dashboard, or says the link is gone
 * and offers to send it again), but 404 when the link opens nothing, so a dead link never looks alive.
 * A live dashboard's data rides in the page, so a phone draws it without another round trip.
 */
async function sendPrivatePage(request: FastifyRequest, reply: FastifyReply, shell: HtmlDocument, deps: AppDeps, token: string) {
  reply.headers(PRIVATE_LINK_HEADERS);
  const dashboard = await dashboardByToken(deps, token).catch((error: unknown) => {
    if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
    throw error;
  });
  if (!dashboard) return sendHtml(request, reply.code(404), shell);
  // "<" escaped: a title that says "</script>" stays data.
  const data = `<script type="application/json" id="${DASHBOARD_DATA_ELEMENT}">${JSON.stringify(dashboard).replace(/</g, '\\u003c')}</script>`;
  const html = Buffer.from(shell.identity.toString('utf8').replace('</body>', `${data}</body>`));
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.code(200).header('Content-Encoding', 'gzip').send(zlib.gzipSync(html));
  return reply.code(200).send(html);
}

function sendHtml(request: FastifyRequest, reply: FastifyReply, document: HtmlDocument) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(document.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(document.gzip);
  return reply.send(document.identity);
}

function readHtml(file: string): HtmlDocument {
  return { identity: fs.readFileSync(file), gzip: fs.readFileSync(`${file}.gz`), br: fs.readFileSync(`${file}.br`) };
}

function loadPages(clientDir: string): LoadedPages | null {
  const manifestPath = path.join(clientDir, MANIFEST_FILE);
  if (!fs.existsSync(manifestPath)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as PrerenderManifest;
  const read = (file: string) => readHtml(path.join(clientDir, file));
  return {
    pages: new Map(Object.entries(manifest.pages).map(([pagePath, file]) => [pagePath, read(file)])),
    shell: read(manifest.shell),
    notFound: read(manifest.notFound),
  };
}
