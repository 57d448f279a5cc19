import type { Feature } from '../components/content/FeatureCard';
import type { Step } from '../components/content/NumberedSteps';
import type { CarouselSlide } from '../components/seasonal/CrossfadeCarousel';
import type { ComparedSolution, ComparisonCriterion } from '../components/seasonal/PricingComparison';
import { formatUsd, PRICES, STRUCK_PRICES } from '../../shared/pricing';

/** Copy of the fall and summer landing pages. Prices come from the one pricing module. */

export const FALL_OFFER_PATH = '/purchase?offer=fall';
export const FALL_PRICE = formatUsd(PRICES.fall);
export const FALL_REGULAR_PRICE = formatUsd(STRUCK_PRICES.fall);
/** The fall offer's saving as SPEC §2 and §9 word it. */
export const FALL_SAVING = '50% off';
export const GENERAL_PRICE = formatUsd(PRICES.general);

const slide = (season: 'fall' | 'summer', name: string, alt: string): CarouselSlide => ({
  src: `/images/${season}/${name}.svg`,
  width: 600,
  height: 450,
  alt,
});

export const FALL_SLIDES: readonly CarouselSlide[] = [
  slide('fall', 'campus-walk', 'Two students walking across campus under autumn trees, one checking her Syl deadlines on her phone'),
  slide('fall', 'semester-calendar', 'A September calendar with color-coded assignments and a red exam day for each course'),
  slide('fall', 'dashboard', 'The Syl dashboard for the fall semester showing upcoming deadlines, exam count and the busiest week'),
];

export const SUMMER_SLIDES: readonly CarouselSlide[] = [
  slide('summer', 'study-outdoors', 'A student studying on a sunny campus lawn with her laptop showing her Syl calendar'),
  slide('summer', 'session-calendar', "A six-week summer session planner listing each week's quizzes, assignments and exams up to the July final"),
  slide('summer', 'internship-tracker', 'The Syl internship tracker with applications moving from Applied to Offer'),
];

export const FALL_FEATURES: readonly Feature[] = [
  {
    icon: 'calendar',
    title: 'Every due date in your calendar',
    body: 'Assignments, quizzes, exams and projects from every syllabus, color-coded by course and synced to Google Calendar on all your devices.',
  },
  {
    icon: 'checklist',
    title: 'A to-do list that keeps up',
    badge: 'BETA',
    body: 'See exactly what is due this week and mark each item Not Started, In Progress or Done as you work through it.',
  },
  {
    icon: 'chart',
    title: 'Insights for the whole semester',
    body: 'Know your busiest week, how many exams you have and how many lectures are left before midterms arrive, not after.',
  },
];

export const SUMMER_FEATURES: readonly Feature[] = [
  {
    icon: 'clock',
    title: 'Built for fast summer sessions',
    body: 'A six-week course packs a whole semester into a month and a half. See every quiz and exam on day one, so nothing sneaks up on you.',
  },
  {
    icon: 'briefcase',
    title: 'Internship Tracker',
    badge: 'NEW',
    body: 'Summer is recruiting season. Keep every application, interview and offer on one board, right beside your coursework.',
  },
  {
    icon: 'rocket',
    title: 'A head start on fall',
    body: 'Send your fall syllabi as soon as professors post them and start the semester with every deadline already in your calendar.',
  },
];

export const SUMMER_STEPS: readonly Step[] = [
  {
    icon: 'upload',
    title: 'Send your syllabi',
    body: 'Upload them at checkout, or pick "later" and we email you a private upload link within 24 hours. Send fall syllabi whenever they are posted.',
  },
  {
    icon: 'verified',
    title: 'We check every date',
    body: 'We pull out every deadline, and a member of our team checks each one against your syllabus before it reaches your dashboard.',
  },
  {
    icon: 'sync',
    title: 'Sync and enjoy your summer',
    body: 'Add everything to Google Calendar in one click, then get back to the beach, the job or the internship hunt.',
  },
];

export const SUMMER_INCLUSIONS: readonly string[] = [
  'A personal dashboard for every course you send',
  'Every deadline checked by a real person',
  'One-click Google Calendar sync',
  'Internship application tracker',
  'To-do list and semester insights',
];

export const COMPARISON_CRITERIA: readonly ComparisonCriterion[] = [
  { key: 'price', label: 'Price' },
  { key: 'time', label: 'Your time to set up' },
  { key: 'accuracy', label: 'Accuracy' },
  { key: 'humanCheck', label: 'Checked by a person' },
  { key: 'sync', label: 'Calendar sync' },
];

/** Every alternative leaves checking the dates to the student. */
const ONLY_YOU = { text: 'No one but you', verdict: 'poor' } as const;

export const FALL_COMPARISON: readonly ComparedSolution[] = [
  {
    name: 'Syl',
    note: 'Fall Special',
    ours: true,
    cells: {
      price: { text: `${FALL_PRICE} once (regular ${FALL_REGULAR_PRICE})`, verdict: 'good' },
      time: { text: 'About 10 minutes to send your syllabi', verdict: 'good' },
      accuracy: { text: '99.9% accurate', verdict: 'good' },
      humanCheck: { text: 'Every date, by our team', verdict: 'good' },
      sync: { text: 'Google Calendar, on every device', verdict: 'good' },
    },
  },
  {
    name: 'Paper planner',
    cells: {
      price: { text: 'A new one every year', verdict: 'partial' },
      time: { text: 'Hours of copying dates by hand', verdict: 'poor' },
      accuracy: { text: 'Only as good as your copying', verdict: 'partial' },
      humanCheck: ONLY_YOU,
      sync: { text: 'None: it stays in your bag', verdict: 'poor' },
    },
  },
  {
    name: 'Google Calendar by hand',
    cells: {
      price: { text: 'Free', verdict: 'good' },
      time: { text: 'Hours of typing in every event', verdict: 'poor' },
      accuracy: { text: 'Typos and missed dates creep in', verdict: 'partial' },
      humanCheck: ONLY_YOU,
      sync: { text: 'Yes, once it is all typed in', verdict: 'good' },
    },
  },
  {
    name: 'Planner app subscription',
    cells: {
      price: { text: 'A monthly fee that keeps renewing', verdict: 'poor' },
      time: { text: 'Hours of entering every deadline', verdict: 'poor' },
      accuracy: { text: 'Depends on what you type in', verdict: 'partial' },
      humanCheck: ONLY_YOU,
      sync: { text: 'Varies, often inside the app only', verdict: 'partial' },
    },
  },
];
