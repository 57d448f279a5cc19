import type { BlogArticleMeta } from '../types';

export const article: BlogArticleMeta = {
  id: 3,
  title: 'How to Read a Syllabus: Grading Weights, Late Policies and the Fine Print',
  excerpt:
    'The syllabus tells you exactly how your grade is calculated and what happens when things go wrong. Here is what to look for, section by section.',
  date: 'January 28, 2025',
  readTime: '4 min read',
  category: 'Organization',
  imageUrl: '/images/blog/how-to-read-a-syllabus.svg',
  slug: 'how-to-read-a-syllabus',
  metaDescription:
    'Learn to read a college syllabus properly: grading weights, dropped scores, late policies, exam rules and collaboration rules, and what to do with each one.',
  author: 'Daniel Okafor',
};
