import type { CtaBannerProps } from '../components/content/CtaBanner';
import type { Feature } from '../components/content/FeatureCard';
import type { Offer } from '../components/content/OfferCard';

/** The guide is sold as an add-on at checkout (DESIGN §4), so every call to action leads there. */
export const CAREER_GUIDE_CHECKOUT = '/purchase';
export const CAREER_GUIDE_CTA = 'Get the Guide - $20';

export const CAREER_GUIDE_FEATURES: readonly Feature[] = [
  {
    icon: 'profile',
    title: 'LinkedIn Template',
    body: 'A fill-in-the-blanks profile with headline and About formulas that make recruiters stop scrolling, even before your first internship.',
  },
  {
    icon: 'document',
    title: 'Resume Template & Guide',
    body: 'A clean one-page resume that applicant tracking systems read correctly, with a line-by-line guide to writing bullets that show results.',
  },
  {
    icon: 'compass',
    title: 'Internship Landing Guide',
    body: 'A week-by-week plan from building your target list to negotiating your offer, including how to reach people who can refer you.',
  },
  {
    icon: 'table',
    title: 'Application Tracker',
    body: 'One place for every company, deadline, contact and interview round, so follow-ups never slip through the cracks during midterms.',
  },
];

export interface TemplateCard {
  title: string;
  body: string;
  points: readonly string[];
}

export const CAREER_GUIDE_TEMPLATES: readonly (Feature & TemplateCard)[] = [
  {
    icon: 'profile',
    title: 'LinkedIn Optimization',
    body: 'Turn your profile into the first thing recruiters find and the reason they message you.',
    points: ['Headline formulas for every major', 'An About section you can finish in 20 minutes', 'Skills and keywords recruiters search for'],
  },
  {
    icon: 'document',
    title: 'Resume Templates',
    body: 'Formats that pass automated screening and still look sharp to the person reading them.',
    points: ['Templates for first-years through seniors', 'Action-verb and metrics cheat sheet', 'Annotated before-and-after examples'],
  },
  {
    icon: 'chat',
    title: 'Interview Prep',
    body: 'Walk into every round knowing what they will ask and how you will answer.',
    points: ['The behavioral questions that come up most', 'A simple framework for structuring your stories', 'Questions to ask that leave a lasting impression'],
  },
];

export const CAREER_GUIDE_OFFER: Offer = {
  badge: 'LIMITED TIME',
  title: 'The Syl Career Guide',
  price: '$20',
  was: { price: '$30', saving: '33% OFF' },
  priceNote: 'One-time payment',
  inclusions: [
    'LinkedIn profile template',
    'Resume template and step-by-step writing guide',
    'Internship landing guide',
    'Application tracker',
    'Interview prep question bank with answer frameworks',
    'Cold email and networking message templates',
    'Lifetime access',
    'Free lifetime updates',
  ],
  cta: { label: CAREER_GUIDE_CTA, href: CAREER_GUIDE_CHECKOUT },
};

export const CAREER_GUIDE_CLOSING_CTA: CtaBannerProps = {
  title: 'Your next internship starts with your next application',
  body: 'Get the templates, the plan and the tracker today, and walk into recruiting season ready.',
  cta: { label: 'Get the Career Guide', href: CAREER_GUIDE_CHECKOUT },
  note: '$20 one-time · Lifetime access and updates',
};
