import { createContext, useContext, useEffect } from 'react';

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/about-us". */
  path: string;
  /** Absolute or site-relative image for link previews. */
  image?: string;
  type?: 'website' | 'article';
  /** Structured data (JSON-LD), e.g. a BlogPosting for articles. */
  jsonLd?: Record<string, unknown>;
  /** Keep the page out of search engines (e.g. private upload links). */
  noindex?: boolean;
}

export interface HeadCollector {
  meta: PageMeta | null;
  siteUrl: string;
}

/** Filled during prerendering so the build can write each page's <head>. */
export const HeadContext = createContext<HeadCollector | null>(null);

const SITE_NAME = 'Syl';
const DEFAULT_IMAGE = '/images/og-default.png';

/** Sets the page's title, description, canonical link, Open Graph and Twitter tags. */
export function usePageMeta(meta: PageMeta): void {
  const collector = useContext(HeadContext);
  if (collector) collector.meta = meta;
  useEffect(() => {
    document.title = meta.title;
    const siteUrl = window.location.origin;
    for (const [selector, attrs] of headEntries(meta, siteUrl)) {
      let element = document.head.querySelector<HTMLElement>(selector);
      if (!element) {
        element = document.createElement(attrs.tag);
        document.head.appendChild(element);
      }
      for (const [name, value] of Object.entries(attrs.attributes)) element.setAttribute(name, value);
    }
    const existingLd = document.head.querySelector('script[type="application/ld+json"]');
    existingLd?.remove();
    if (meta.jsonLd) {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.textContent = JSON.stringify(meta.jsonLd);
      document.head.appendChild(script);
    }
  }, [meta.title, meta.description, meta.path, meta.image, meta.type, meta.jsonLd, meta.noindex]);
}

interface HeadElement {
  tag: 'meta' | 'link';
  attributes: Record<string, string>;
}

function headEntries(meta: PageMeta, siteUrl: string): [string, HeadElement][] {
  const url = siteUrl + meta.path;
  const image = absolute(meta.image ?? DEFAULT_IMAGE, siteUrl);
  const named = (name: string, content: string): [string, HeadElement] => [`meta[name="${name}"]`, { tag: 'meta', attributes: { name, content } }];
  const property = (name: string, content: string): [string, HeadElement] => [`meta[property="${name}"]`, { tag: 'meta', attributes: { property: name, content } }];
  return [
    named('description', meta.description),
    named('robots', meta.noindex ? 'noindex, nofollow' : 'index, follow'),
    ['link[rel="canonical"]', { tag: 'link', attributes: { rel: 'canonical', href: url } }],
    property('og:site_name', SITE_NAME),
    property('og:type', meta.type ?? 'website'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', url),
    property('og:image', image),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', image),
  ];
}

function absolute(url: string, siteUrl: string): string {
  return /^https?:\/\//.test(url) ? url : siteUrl + url;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The <head> markup for a prerendered page. */
export function renderHead(meta: PageMeta, siteUrl: string): string {
  const tags = headEntries(meta, siteUrl).map(([, element]) => {
    const attributes = Object.entries(element.attributes)
      .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
      .join(' ');
    return `<${element.tag} ${attributes} />`;
  });
  const jsonLd = meta.jsonLd
    ? // "<" is escaped so article text can never close the script element.
      `<script type="application/ld+json">${JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c')}</script>`
    : '';
  return [`<title>${escapeHtml(meta.title)}</title>`, ...tags, jsonLd].filter(Boolean).join('\n    ');
}
