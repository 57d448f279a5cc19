import type { Ref } from 'react';
import { Link } from 'wouter';
import { Icon } from '../content/Icon';
import { buttonPrimary } from '../ui/buttons';
import { ConfirmationNotes, paymentThanks, SuccessMark } from './ConfirmationNotes';
import type { IconItem } from './IconList';
import { StepCard } from './StepCard';

interface PurchaseConfirmationProps {
  name: string;
  email: string;
  uploadChoice: 'now' | 'later';
  fileCount: number;
  careerGuide: boolean;
  homeHref: string;
  headingRef: Ref<HTMLHeadingElement>;
}

/** Step 3: the order is paid; what happens next depends on whether the syllabi came with it. */
export function PurchaseConfirmation({ name, email, uploadChoice, fileCount, careerGuide, homeHref, headingRef }: PurchaseConfirmationProps) {
  const syllabi: IconItem =
    uploadChoice === 'later'
      ? {
          icon: 'mail',
          title: 'Your private upload link is on its way',
          body: "You'll receive a private upload link by email within 24 hours. Use it to send us your syllabi, and we'll build your dashboard from them.",
        }
      : {
          icon: 'upload',
          title: fileCount > 0 ? `We received your ${fileCount === 1 ? 'syllabus' : `${fileCount} syllabi`}` : 'Your syllabi',
          body: 'Our team is turning your syllabi into your dashboard and calendar now. Most are ready within 2-4 hours, and always within 24 hours.',
        };
  const receipt: IconItem = {
    icon: 'check',
    title: 'Confirmation email',
    body: (
      <>
        Your receipt and order details are on their way to <strong className="font-semibold text-slate-900">{email}</strong>.
        {careerGuide && ' Your Career Guide comes with your dashboard.'}
      </>
    ),
  };
  return (
    <StepCard headingRef={headingRef} mark={<SuccessMark />} title="You're all set!" subtitle={paymentThanks(name)}>
      <ConfirmationNotes notes={[syllabi, receipt]} />
      <Link href={homeHref} className={`${buttonPrimary} mt-8 w-full sm:w-auto`}>
        <Icon name="arrowLeft" className="h-5 w-5" />
        Return to Home
      </Link>
    </StepCard>
  );
}
