import type { BlogArticleMeta } from './types';
import { article as a01 } from './articles/01-first-week-of-semester-checklist';
import { article as a02 } from './articles/02-turn-your-syllabus-into-a-semester-plan';
import { article as a03 } from './articles/03-how-to-read-a-syllabus';
import { article as a04 } from './articles/04-syncing-deadlines-to-google-calendar';
import { article as a05 } from './articles/05-time-blocking-for-college-students';
import { article as a06 } from './articles/06-spaced-repetition-and-active-recall';
import { article as a07 } from './articles/07-avoiding-burnout-during-midterms';
import { article as a08 } from './articles/08-the-psychology-of-procrastination';
import { article as a09 } from './articles/09-surviving-your-busiest-exam-week';
import { article as a10 } from './articles/10-managing-five-courses-at-once';
import { article as a11 } from './articles/11-the-weekly-review-habit';
import { article as a12 } from './articles/12-note-taking-systems-compared';
import { article as a13 } from './articles/13-digital-tools-vs-paper-planners';
import { article as a14 } from './articles/14-balancing-internship-applications-with-classes';
import { article as a15 } from './articles/15-planning-group-projects';
import { article as a16 } from './articles/16-making-the-most-of-office-hours';
import { article as a17 } from './articles/17-planning-the-semester-backwards-from-finals';

export const BLOG_ARTICLES: readonly BlogArticleMeta[] = [
  a01,
  a02,
  a03,
  a04,
  a05,
  a06,
  a07,
  a08,
  a09,
  a10,
  a11,
  a12,
  a13,
  a14,
  a15,
  a16,
  a17,
].sort((x, y) => x.id - y.id);

export function findArticleBySlug(slug: string): BlogArticleMeta | undefined {
  return BLOG_ARTICLES.find((a) => a.slug === slug);
}

export function findArticleById(id: number): BlogArticleMeta | undefined {
  return BLOG_ARTICLES.find((a) => a.id === id);
}

/**
 * The article a post URL shows (SPEC §2): the path's last segment as a slug, else the `id` query
 * parameter, else the first article, so an old or mistyped link still lands on a real post.
 */
export function resolveArticle(pathSlug: string | undefined, queryId: string | null | undefined): BlogArticleMeta {
  const bySlug = pathSlug ? findArticleBySlug(pathSlug) : undefined;
  const id = queryId?.trim() ? Number(queryId) : NaN;
  const byId = Number.isInteger(id) ? findArticleById(id) : undefined;
  return bySlug ?? byId ?? BLOG_ARTICLES[0]!;
}

/** Up to `count` other articles, those of the same category first, then the most recent others. */
export function relatedArticles(article: BlogArticleMeta, count = 3): BlogArticleMeta[] {
  const others = BLOG_ARTICLES.filter((other) => other.id !== article.id);
  const sameCategory = others.filter((other) => other.category === article.category);
  const rest = others.filter((other) => other.category !== article.category).reverse();
  return [...sameCategory, ...rest].slice(0, count);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'January 7, 2025' → '2025-01-07', for <time dateTime> and structured data (no time zone involved). */
export function isoDate(displayDate: string): string {
  const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(displayDate.trim());
  const month = match ? MONTHS.indexOf(match[1]!) + 1 : 0;
  if (!match || month === 0) throw new Error(`Unrecognised article date: ${displayDate}`);
  return `${match[3]}-${String(month).padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
}

/** The JPEG rendering of an article's cover, for link previews (social sites do not show SVG). */
export function linkPreviewImage(article: BlogArticleMeta): string {
  return `/images/blog/previews/${article.slug}.jpg`;
}

/** Each body is its own chunk: a post loads only its own text, the list loads none. */
const articleBodies = import.meta.glob<string>('./articles/*.html', { query: '?raw', import: 'default' });

/** A promise React's `use` can read synchronously once settled (it checks `status` and `value`). */
type ReadablePromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };
const loadedBodies = new Map<string, ReadablePromise<string>>();

/** The article's HTML body, loaded once. Preloaded before hydration and prerendering. */
export function loadArticleContent(article: BlogArticleMeta): Promise<string> {
  let body = loadedBodies.get(article.slug);
  if (!body) {
    const load = articleBodies[`./articles/${String(article.id).padStart(2, '0')}-${article.slug}.html`];
    if (!load) throw new Error(`No body for article ${article.slug}`);
    const pending: ReadablePromise<string> = load().then((html) => Object.assign(pending, { status: 'fulfilled' as const, value: html }).value!);
    body = pending;
    loadedBodies.set(article.slug, body);
  }
  return body;
}
