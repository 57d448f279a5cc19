import type { BlogArticleMeta } from '../types';

export const article: BlogArticleMeta = {
  id: 17,
  title: 'Plan Your Semester Backwards from Finals',
  excerpt:
    'Start at the finish line. Backward planning shows what each week needs to look like, so you arrive at finals prepared instead of cramming.',
  date: 'October 7, 2025',
  readTime: '4 min read',
  category: 'Planning',
  imageUrl: '/images/blog/planning-the-semester-backwards-from-finals.svg',
  slug: 'planning-the-semester-backwards-from-finals',
  metaDescription:
    'Use backward planning to prepare for finals: fix your exam dates, set review start dates, build semester-long review habits and map the last five weeks.',
  author: 'The Syl Team',
};
