import type { BlogArticleMeta } from '../types';

export const article: BlogArticleMeta = {
  id: 1,
  title: 'The First Week of the Semester: A Checklist for College Students',
  excerpt:
    'The first week sets up the next fifteen. Here is what to do before, during and right after your first classes so nothing catches you off guard later.',
  date: 'January 7, 2025',
  readTime: '5 min read',
  category: 'Organization',
  imageUrl: '/images/blog/first-week-of-semester-checklist.svg',
  slug: 'first-week-of-semester-checklist',
  metaDescription:
    'A practical first-week checklist for college students: confirm your schedule, collect syllabi, calendar every deadline and set up habits that last all term.',
  author: 'Priya Raman',
};
