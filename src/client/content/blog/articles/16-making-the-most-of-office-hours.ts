import type { BlogArticleMeta } from '../types';

export const article: BlogArticleMeta = {
  id: 16,
  title: 'Office Hours: How to Use the Most Underrated Resource in College',
  excerpt:
    'Office hours are personal help from the people who write your exams. Here is how to prepare, what to ask and how to make going a habit.',
  date: 'September 16, 2025',
  readTime: '4 min read',
  category: 'Study Skills',
  imageUrl: '/images/blog/making-the-most-of-office-hours.svg',
  slug: 'making-the-most-of-office-hours',
  metaDescription:
    'A guide to office hours for college students: why they are worth it, how to prepare specific questions, what to do when you arrive and how to make it a habit.',
  author: 'Elena Morales',
};
