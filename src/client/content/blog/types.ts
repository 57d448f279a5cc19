export const BLOG_CATEGORIES = ['Organization', 'Technology', 'Productivity', 'Study Skills', 'Planning', 'Psychology'] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Every field of the Blog article entity but its body, which loads on its own (loadArticleContent). */
export interface BlogArticleMeta {
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
}
