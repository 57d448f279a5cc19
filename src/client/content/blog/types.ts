export const BLOG_CATEGORIES = ['Organization', 'Technology', 'Productivity', 'Study Skills', 'Planning', 'Psychology'] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export interface BlogArticle {
  /** 1..17 */
  id: number;
  title: string;
  /** 1-2 sentences for the list card */
  excerpt: string;
  /** Display text, e.g. 'August 12, 2025' */
  date: string;
  /** e.g. '6 min read', based on the body word count at ~220 words/min */
  readTime: string;
  category: BlogCategory;
  /** '/images/blog/<slug>.svg' */
  imageUrl: string;
  /** kebab-case, unique */
  slug: string;
  /** 140-160 characters, for <meta name="description"> */
  metaDescription: string;
  author: string;
  /** Article body as HTML (h2, h3, p, ul/ol/li, strong, em, blockquote). No h1, no inline styles, no scripts. */
  content: string;
}
