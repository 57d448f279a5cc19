import type { BlogArticleMeta } from '../types';

export const article: BlogArticleMeta = {
  id: 5,
  title: 'Time Blocking for College Students: Give Every Task a Time',
  excerpt:
    'Time blocking turns a to-do list into a realistic week. Learn how to fit coursework into the gaps between classes and keep your evenings free.',
  date: 'February 25, 2025',
  readTime: '4 min read',
  category: 'Productivity',
  imageUrl: '/images/blog/time-blocking-for-college-students.svg',
  slug: 'time-blocking-for-college-students',
  metaDescription:
    'How college students can use time blocking: map fixed commitments, estimate tasks honestly, place work in real time slots and recover when the plan slips.',
  author: 'Maya Chen',
};
