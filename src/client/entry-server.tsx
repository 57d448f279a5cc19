import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { matchRoute, staticRoutePaths } from '../shared/routes';
import { App } from './App';
import { BLOG_ARTICLES } from './content/blog';
import { HeadContext, renderHead, type HeadCollector } from './lib/head';
import { preparePage } from './routes';

export interface RenderedPage {
  html: string;
  head: string;
  /** The page asked search engines not to index it (kept out of the sitemap). */
  noindex: boolean;
}

/** Renders one page to HTML for the build's prerender step. */
export async function render(url: string, siteUrl: string): Promise<RenderedPage> {
  const [path = '/', search = ''] = url.split('?');
  const match = matchRoute(path);
  await preparePage(match?.route.page ?? 'notFound', match?.params ?? {}, search);
  const collector: HeadCollector = { meta: null, siteUrl };
  const html = renderToString(
    <StrictMode>
      <HeadContext.Provider value={collector}>
        <Router ssrPath={path} ssrSearch={search}>
          <App />
        </Router>
      </HeadContext.Provider>
    </StrictMode>,
  );
  return { html, head: collector.meta ? renderHead(collector.meta, siteUrl) : '', noindex: collector.meta?.noindex ?? false };
}

/** Every path the build prerenders: the static routes and each blog post. */
export function prerenderPaths(): string[] {
  return [...staticRoutePaths(), ...BLOG_ARTICLES.map((article) => `/blog/${article.slug}`)];
}
