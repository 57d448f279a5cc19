import type { BlogArticleMeta } from '../types';

export const article: BlogArticleMeta = {
  id: 6,
  title: 'Spaced Repetition and Active Recall: Study Less, Remember More',
  excerpt:
    'Rereading feels productive but fades fast. Two well-established learning techniques help you remember material for the exam and long after it.',
  date: 'March 11, 2025',
  readTime: '4 min read',
  category: 'Study Skills',
  imageUrl: '/images/blog/spaced-repetition-and-active-recall.svg',
  slug: 'spaced-repetition-and-active-recall',
  metaDescription:
    'Use active recall and spaced repetition to study better: how the testing and spacing effects work, plus a weekly routine and tips for writing good flashcards.',
  author: 'Priya Raman',
};
