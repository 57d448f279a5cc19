import type { BlogArticleMeta } from '../types';

export const article: BlogArticleMeta = {
  id: 13,
  title: 'Digital Tools vs Paper Planners: Which Works Better for Students?',
  excerpt:
    'Apps remind you; paper helps you think. Here is an honest look at both, plus a hybrid setup that takes the best of each.',
  date: 'July 15, 2025',
  readTime: '4 min read',
  category: 'Technology',
  imageUrl: '/images/blog/digital-tools-vs-paper-planners.svg',
  slug: 'digital-tools-vs-paper-planners',
  metaDescription:
    'Digital calendar or paper planner? An honest comparison for college students, with questions to help you choose and a simple hybrid setup to try this term.',
  author: 'Jordan Ellis',
};
