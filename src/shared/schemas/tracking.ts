import { z } from 'zod';

/** Page names used in page-view tracking (SPEC §7), plus the pages SPEC leaves unnamed. */
export const PAGE_NAMES = [
  'Home Page',
  'Campus Home Page',
  'Summer Page',
  'Upload Page',
  'Demo Page',
  'About Page',
  'Pricing Page',
  'Fall Page',
  'Thank You Page',
  'Payment Success Page',
  'Essay Review Page',
  'Purchase Page',
  'Campus Purchase Page',
  'Blog Page',
  'Blog Post Page',
  'Terms Page',
  'Privacy Page',
  'Career Guide Page',
  'Upload Link Page',
  '404 Not Found',
] as const;

export const CLICK_SOURCES = [
  'navigation-desktop',
  'navigation-mobile',
  'floating-cta',
  'hero-section',
  'what-youll-get-section',
] as const;

const userData = z
  .object({
    email: z.string().max(320).optional(),
    phone: z.string().max(40).optional(),
    firstName: z.string().max(100).optional(),
    lastName: z.string().max(200).optional(),
  })
  .strict();

const url = z.string().max(2048);

export const trackingEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page_view'), name: z.enum(PAGE_NAMES), url, user: userData.optional() }),
  z.object({ kind: z.literal('click'), name: z.enum(CLICK_SOURCES), url, target: z.string().max(2048).optional() }),
  z.object({ kind: z.literal('event'), name: z.string().trim().min(1).max(100), url, user: userData.optional() }),
  z.object({ kind: z.literal('conversion'), name: z.string().trim().min(1).max(100), url, value: z.number().finite().min(0).max(100000) }),
]);

export type TrackingEvent = z.infer<typeof trackingEventSchema>;
export type TrackingUserData = z.infer<typeof userData>;
export type TrackedPageName = (typeof PAGE_NAMES)[number];
export type ClickSource = (typeof CLICK_SOURCES)[number];
