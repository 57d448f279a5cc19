import type { BlogArticleMeta } from '../types';

export const article: BlogArticleMeta = {
  id: 12,
  title: 'Note-Taking Systems Compared: Cornell, Outlines, Maps and More',
  excerpt:
    'No single note-taking method is best for every course. Here is how the main systems work, what each is good at, and when to use which.',
  date: 'June 24, 2025',
  readTime: '4 min read',
  category: 'Study Skills',
  imageUrl: '/images/blog/note-taking-systems-compared.svg',
  slug: 'note-taking-systems-compared',
  metaDescription:
    'Compare the Cornell method, outlines, concept maps, charts and problem-based notes, and learn which note-taking system fits each kind of college course best.',
  author: 'Elena Morales',
};
