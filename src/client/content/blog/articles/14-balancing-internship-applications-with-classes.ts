import type { BlogArticleMeta } from '../types';

export const article: BlogArticleMeta = {
  id: 14,
  title: 'Balancing Internship Applications with a Full Course Load',
  excerpt:
    'Recruiting season often overlaps with midterms. Treat your internship search like an extra course and it stops competing with your grades.',
  date: 'August 5, 2025',
  readTime: '4 min read',
  category: 'Planning',
  imageUrl: '/images/blog/balancing-internship-applications-with-classes.svg',
  slug: 'balancing-internship-applications-with-classes',
  metaDescription:
    'How to balance internship applications with classes: learn your recruiting calendar, prepare early, track every application and plan around your exam weeks.',
  author: 'Daniel Okafor',
};
