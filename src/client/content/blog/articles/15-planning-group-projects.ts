import type { BlogArticleMeta } from '../types';

export const article: BlogArticleMeta = {
  id: 15,
  title: 'Planning Group Projects Without the Drama',
  excerpt:
    'Most group project problems come from a missing plan, not bad teammates. A kickoff meeting, clear owners and an early internal deadline prevent most of them.',
  date: 'August 26, 2025',
  readTime: '4 min read',
  category: 'Productivity',
  imageUrl: '/images/blog/planning-group-projects.svg',
  slug: 'planning-group-projects',
  metaDescription:
    'Plan group projects that run smoothly: hold a kickoff meeting, break the work into milestones, assign owners, set early internal deadlines and handle slackers.',
  author: 'Priya Raman',
};
