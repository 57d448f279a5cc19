import type { BlogArticleMeta } from '../types';

export const article: BlogArticleMeta = {
  id: 7,
  title: 'How to Avoid Burnout During Midterms',
  excerpt:
    'Midterm season packs exams, assignments and fatigue into a few weeks. Here is how to spot the early signs of burnout and keep going without running on empty.',
  date: 'March 25, 2025',
  readTime: '5 min read',
  category: 'Psychology',
  imageUrl: '/images/blog/avoiding-burnout-during-midterms.svg',
  slug: 'avoiding-burnout-during-midterms',
  metaDescription:
    'Avoid burnout during midterm season: recognize the early warning signs, plan exams ahead, protect your sleep, study in focused blocks and know when to get help.',
  author: 'Elena Morales',
};
