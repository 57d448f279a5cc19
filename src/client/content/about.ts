import type { CtaBannerProps } from '../components/content/CtaBanner';
import type { Feature } from '../components/content/FeatureCard';
import type { IconName } from '../components/content/Icon';

export interface Recognition {
  icon: IconName;
  /** e.g. "Winner" or "Accelerator cohort". */
  honor: string;
  programme: string;
  year: string;
  body: string;
}

export const RECOGNITION: readonly Recognition[] = [
  {
    icon: 'trophy',
    honor: 'First Place',
    programme: 'University Venture Competition',
    year: '2024',
    body: 'Chosen by a panel of alumni founders and investors from more than forty student teams.',
  },
  {
    icon: 'rocket',
    honor: 'Accelerator Cohort',
    programme: 'Student Founders Summer Accelerator',
    year: '2024',
    body: 'Ten weeks of mentoring and a founding grant to turn a class project into a product.',
  },
  {
    icon: 'sparkles',
    honor: 'Innovation Grant',
    programme: 'Campus Entrepreneurship Fund',
    year: '2024',
    body: 'Non-dilutive funding for student ventures that solve a problem on campus.',
  },
  {
    icon: 'users',
    honor: "People's Choice",
    programme: 'Regional Student Pitch Night',
    year: '2023',
    body: 'Voted the idea students most wanted to use, by the students in the room.',
  },
];

export const MISSION = {
  title: 'Our Mission',
  body: 'To give every student a semester they can see coming. Nobody should lose points because a due date was buried on page seven of a syllabus. We turn scattered course documents into one clear plan, so students can spend their energy on learning instead of tracking.',
};

export const VISION = {
  title: 'Our Vision',
  body: 'A campus where no deadline comes as a surprise. We are building toward a world where every student starts the term with a complete, trustworthy calendar on day one, and where planning tools adapt to the way students actually live, study and work.',
};

export const VALUES: readonly Feature[] = [
  {
    icon: 'verified',
    title: 'Accuracy First',
    body: 'A wrong date is worse than no date. That is why a real person checks every deadline we extract before it reaches you.',
  },
  {
    icon: 'users',
    title: 'Built With Students',
    body: 'We started Syl as students and still build it with them. Every feature begins as a problem someone told us about.',
  },
  {
    icon: 'lock',
    title: 'Privacy by Default',
    body: 'Your syllabi are deleted once your dashboard is delivered, and we collect only what we need to serve you.',
  },
  {
    icon: 'heart',
    title: 'Fair and Simple',
    body: 'One honest price, no subscription and a 30-day money-back guarantee. Students have enough fine print to read.',
  },
];

export interface ImpactStat {
  value: string;
  label: string;
}

export const IMPACT_STATS: readonly ImpactStat[] = [
  { value: '1,000+', label: 'students' },
  { value: '100+', label: 'universities' },
  { value: '5,000+', label: 'hours saved' },
  { value: '99.9%', label: 'accuracy' },
];

export const ABOUT_CLOSING_CTA: CtaBannerProps = {
  title: 'Join the students who never miss a deadline',
  body: 'Send us your syllabi and get every assignment, quiz and exam in one dashboard, checked by a person and ready for Google Calendar.',
  cta: { label: 'Get Started Today', href: '/purchase' },
  note: 'One-time payment of $25 · 30-day money-back guarantee',
};
