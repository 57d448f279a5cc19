import { describe, expect, it } from 'vitest';
import { BLOG_ARTICLES, findArticleById, isoDate, loadArticleContent, relatedArticles, resolveArticle } from './index';
import { BLOG_CATEGORIES } from './types';

const first = BLOG_ARTICLES[0]!;
const third = findArticleById(3)!;

describe('the blog articles', () => {
  it('are 17, with ids 1 to 17, unique slugs and a cover each', () => {
    expect(BLOG_ARTICLES.map((a) => a.id)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    expect(new Set(BLOG_ARTICLES.map((a) => a.slug)).size).toBe(17);
    for (const article of BLOG_ARTICLES) expect(article.imageUrl).toBe(`/images/blog/${article.slug}.svg`);
  });

  it('each load a body of several hundred words of HTML, without a top-level heading or scripts', async () => {
    for (const article of BLOG_ARTICLES) {
      const html = await loadArticleContent(article);
      const words = html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
      expect(words, article.slug).toBeGreaterThan(600);
      expect(html).toMatch(/^<(p|h2)>/);
      expect(html).not.toMatch(/<h1|<script|style=/);
    }
  });

  it('cover all six categories', () => {
    expect(new Set(BLOG_ARTICLES.map((a) => a.category))).toEqual(new Set(BLOG_CATEGORIES));
  });

  it('all have a date that reads as a calendar date', () => {
    for (const article of BLOG_ARTICLES) expect(isoDate(article.date)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('resolveArticle', () => {
  it('finds the article by the slug of the path', () => {
    expect(resolveArticle(third.slug, null)).toBe(third);
  });

  it('prefers the slug over the id query parameter', () => {
    expect(resolveArticle(third.slug, '5')).toBe(third);
  });

  it('uses the id query parameter when the path has no known slug', () => {
    expect(resolveArticle(undefined, '3')).toBe(third);
    expect(resolveArticle('no-such-article', '3')).toBe(third);
  });

  it('falls back to the first article without a usable slug or id', () => {
    expect(resolveArticle(undefined, null)).toBe(first);
    expect(resolveArticle(undefined, '')).toBe(first);
    expect(resolveArticle(undefined, '99')).toBe(first);
    expect(resolveArticle(undefined, 'abc')).toBe(first);
    expect(resolveArticle(undefined, '2.5')).toBe(first);
    expect(resolveArticle('no-such-article', undefined)).toBe(first);
  });
});

describe('relatedArticles', () => {
  it('lists three other articles, those of the same category first', () => {
    const planning = BLOG_ARTICLES.find((a) => a.category === 'Planning')!;
    const related = relatedArticles(planning);
    expect(related).toHaveLength(3);
    expect(related).not.toContain(planning);
    expect(related.every((a) => a.category === 'Planning')).toBe(true);
  });

  it('fills up with other articles when the category has too few', () => {
    const technology = BLOG_ARTICLES.filter((a) => a.category === 'Technology');
    expect(technology).toHaveLength(2);
    const related = relatedArticles(technology[0]!);
    expect(related).toHaveLength(3);
    expect(related[0]).toBe(technology[1]);
    expect(new Set(related.map((a) => a.id)).size).toBe(3);
  });
});

describe('isoDate', () => {
  it('turns the display date into an ISO date', () => {
    expect(isoDate('January 7, 2025')).toBe('2025-01-07');
    expect(isoDate('October 17, 2025')).toBe('2025-10-17');
  });

  it('refuses a date it cannot read', () => {
    expect(() => isoDate('Spring 2025')).toThrow(/Unrecognised/);
    expect(() => isoDate('Smarch 3, 2025')).toThrow(/Unrecognised/);
  });
});
