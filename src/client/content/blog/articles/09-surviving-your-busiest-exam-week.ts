import type { BlogArticleMeta } from '../types';

export const article: BlogArticleMeta = {
  id: 9,
  title: 'How to Plan for the Busiest Week of Your Semester',
  excerpt:
    'Every semester has one week that looks impossible on paper. With a few weeks of notice, you can shrink it, spread it out and get through it well.',
  date: 'April 22, 2025',
  readTime: '4 min read',
  category: 'Planning',
  imageUrl: '/images/blog/surviving-your-busiest-exam-week.svg',
  slug: 'surviving-your-busiest-exam-week',
  metaDescription:
    'A step-by-step plan for your busiest exam week: spot it early, move work out of it, spread exam review backward, clear your schedule and protect your sleep.',
  author: 'The Syl Team',
};
