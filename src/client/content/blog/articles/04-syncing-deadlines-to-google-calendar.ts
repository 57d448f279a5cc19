import type { BlogArticleMeta } from '../types';

export const article: BlogArticleMeta = {
  id: 4,
  title: 'How to Put Every Deadline in Google Calendar (and Actually Use It)',
  excerpt:
    'A calendar full of clearly named deadlines with sensible reminders is one of the simplest upgrades you can make to your semester. Here is how to set it up.',
  date: 'February 11, 2025',
  readTime: '4 min read',
  category: 'Technology',
  imageUrl: '/images/blog/syncing-deadlines-to-google-calendar.svg',
  slug: 'syncing-deadlines-to-google-calendar',
  metaDescription:
    'Set up Google Calendar for coursework: a dedicated deadlines calendar, clear event names, useful reminders and the difference between importing and subscribing.',
  author: 'Jordan Ellis',
};
