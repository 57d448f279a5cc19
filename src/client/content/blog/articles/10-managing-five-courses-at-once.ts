import type { BlogArticleMeta } from '../types';

export const article: BlogArticleMeta = {
  id: 10,
  title: 'Managing Five Courses at Once Without Losing Track',
  excerpt:
    'Five courses means five syllabi, five grading schemes and five sets of deadlines. A simple system keeps them all moving without one quietly slipping.',
  date: 'May 13, 2025',
  readTime: '4 min read',
  category: 'Organization',
  imageUrl: '/images/blog/managing-five-courses-at-once.svg',
  slug: 'managing-five-courses-at-once',
  metaDescription:
    'How to manage a five-course load: build one source of truth, profile each course, set a weekly rhythm, watch for deadline collisions and review every Sunday.',
  author: 'Jordan Ellis',
};
