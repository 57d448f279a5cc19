import type { BlogArticleMeta } from '../types';

export const article: BlogArticleMeta = {
  id: 2,
  title: 'From Syllabus to Semester Plan: A Step-by-Step Guide',
  excerpt:
    'Your syllabi already contain almost everything you need to plan the semester. Here is how to pull out every date and turn it into a plan you can follow.',
  date: 'January 14, 2025',
  readTime: '5 min read',
  category: 'Planning',
  imageUrl: '/images/blog/turn-your-syllabus-into-a-semester-plan.svg',
  slug: 'turn-your-syllabus-into-a-semester-plan',
  metaDescription:
    'Turn a stack of course syllabi into one semester plan: extract every deadline, resolve vague dates, spot your crunch weeks and work back from the big exams.',
  author: 'Maya Chen',
};
