import type { BlogArticleMeta } from '../types';

export const article: BlogArticleMeta = {
  id: 11,
  title: 'The Weekly Review: A 30-Minute Habit That Keeps Your Semester on Track',
  excerpt:
    'A short session every Sunday keeps your calendar accurate, catches deadlines early and quiets the nagging feeling that you are forgetting something.',
  date: 'June 3, 2025',
  readTime: '4 min read',
  category: 'Productivity',
  imageUrl: '/images/blog/the-weekly-review-habit.svg',
  slug: 'the-weekly-review-habit',
  metaDescription:
    'How to do a weekly review as a student: clear your inputs, look back, check each course, look two weeks ahead and plan the week, all in about thirty minutes.',
  author: 'Maya Chen',
};
