import type { BlogArticleMeta } from '../types';

export const article: BlogArticleMeta = {
  id: 8,
  title: "Why You Procrastinate (and Why It Isn't About Time Management)",
  excerpt:
    'Most procrastination is about avoiding an unpleasant feeling, not a lack of time. Understanding that makes it much easier to get started.',
  date: 'April 8, 2025',
  readTime: '4 min read',
  category: 'Psychology',
  imageUrl: '/images/blog/the-psychology-of-procrastination.svg',
  slug: 'the-psychology-of-procrastination',
  metaDescription:
    'Procrastination is mostly about emotions, not schedules. Learn the common triggers and practical strategies students can use to start hard tasks sooner.',
  author: 'Daniel Okafor',
};
