import type { CtaBannerProps } from '../components/content/CtaBanner';
import type { Feature } from '../components/content/FeatureCard';
import type { Step } from '../components/content/NumberedSteps';
import type { Offer } from '../components/content/OfferCard';
import type { FaqItem } from './faq';

export const HOW_IT_WORKS_STEPS: readonly Step[] = [
  {
    icon: 'upload',
    title: 'Upload Your Syllabi',
    body: 'Send us the syllabus for every course when you check out, or choose to upload later and we will email you a private upload link within 24 hours.',
  },
  {
    icon: 'dashboard',
    title: 'Get Your Dashboard',
    body: 'We pull out every assignment, quiz, exam and project date, a member of our team checks each one against your syllabus, and your personal dashboard lands in your inbox.',
  },
  {
    icon: 'sync',
    title: 'Sync & Organize',
    body: 'Add every deadline to Google Calendar in one click, work through your to-do list, and see your busiest weeks coming long before they arrive.',
  },
];

export const HOW_IT_WORKS_FEATURES: readonly Feature[] = [
  {
    icon: 'verified',
    title: 'Human-Verified Deadlines',
    body: 'Software reads your syllabi; a person double-checks every date before you see it. That is how we keep accuracy at 99.9%.',
  },
  {
    icon: 'calendar',
    title: 'Google Calendar Sync',
    body: 'Every due date, color-coded by course, on your phone, laptop and watch next to everything else in your life.',
  },
  {
    icon: 'dashboard',
    title: 'Course Management Hub',
    body: 'All of your classes in one place, with notes that save automatically and your progress through each course at a glance.',
  },
  {
    icon: 'checklist',
    title: 'To-Do List',
    badge: 'BETA',
    body: 'A week-by-week list of what is due, which you can mark Not Started, In Progress or Done as you go.',
  },
  {
    icon: 'chart',
    title: 'Semester Insights',
    body: 'Your busiest week, how many exams you have and how many lectures are left, so you can plan your time instead of guessing.',
  },
  {
    icon: 'briefcase',
    title: 'Internship Tracker',
    badge: 'NEW',
    body: 'Keep every application, interview and offer on one board, from Applied to Offer, right beside your coursework.',
  },
];

export const STUDENT_PLAN: Offer = {
  badge: 'STUDENT SPECIAL',
  title: 'Syl Student Plan',
  price: '$25',
  priceNote: 'One-time payment. No subscription.',
  inclusions: [
    'A personal dashboard for every course this semester',
    'Every assignment, quiz and exam, checked by a person',
    'One-click Google Calendar sync',
    'A to-do list that tracks your progress',
    'Semester insights: busiest week, exams and lectures',
    'Access from your phone, tablet and laptop',
    '30-day money-back guarantee',
  ],
  cta: { label: 'Get Started - $25', href: '/purchase' },
};

export const SIMPLE_PRICING_POINTS: readonly Feature[] = [
  {
    icon: 'tag',
    title: 'One price, no tiers',
    body: 'Every student gets the whole product. There is no premium plan hiding the features you actually need.',
  },
  {
    icon: 'clock',
    title: 'Nothing to cancel',
    body: 'You pay once. No subscription quietly renewing in the middle of finals, and no card on file for later.',
  },
  {
    icon: 'heart',
    title: 'Risk-free for 30 days',
    body: 'If Syl does not make your semester easier, tell us within 30 days and you get your money back.',
  },
];

export const PRICING_FAQ: readonly FaqItem[] = [
  {
    question: 'Is the $25 really a one-time payment?',
    answer:
      'Yes. You pay $25 once at checkout and there is no subscription, no renewal and no fee later on. Your card details go to our payment processor and are never stored by us.',
  },
  {
    question: 'What do I get for $25?',
    answer:
      'A personal dashboard with every deadline from your syllabi, checked by a member of our team, plus Google Calendar sync, a to-do list, semester insights and access from any device.',
  },
  {
    question: 'How soon will my dashboard be ready?',
    answer:
      'Most dashboards are ready within 2-4 hours of receiving your syllabi, and every one is delivered within 24 hours. If you choose to upload later, your private upload link arrives within 24 hours.',
  },
  {
    question: 'Do you offer any discounts?',
    answer:
      'If your campus organization or a friend gave you a referral code, enter it at checkout and your price drops from $25 to $20. And once you are a Syl student, you earn $10 for every friend you refer.',
  },
  {
    question: 'Can I add the career guide?',
    answer:
      'Yes. Switch on the career guide at checkout to add our LinkedIn template, resume template and guide, internship landing guide and application tracker for $20 instead of $30.',
  },
  {
    question: "What if I'm not satisfied?",
    answer: 'Every purchase comes with a 30-day money-back guarantee. If Syl is not right for you, contact our support team and we will refund you in full.',
  },
];

export const HOW_IT_WORKS_CLOSING_CTA: CtaBannerProps = {
  title: 'Ready to take control of your semester?',
  body: 'Join more than 1,000 students who stopped missing deadlines. Your dashboard is one checkout away.',
  cta: { label: 'Get Started - $25', href: '/purchase' },
  note: 'One-time payment · 30-day money-back guarantee',
};
