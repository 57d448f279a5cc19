import type { Ref } from 'react';
import { Link } from 'wouter';
import { SUPPORT_EMAIL } from '../../lib/site';
import { Icon } from '../content/Icon';
import { buttonPrimary } from '../ui/buttons';
import { ConfirmationNotes, paymentThanks, SuccessMark } from './ConfirmationNotes';
import type { IconItem } from './IconList';
import { StepCard } from './StepCard';

/** Whether the syllabi picked for upload "now" reached the server. */
export type UploadStatus = 'sending' | 'received' | 'failed';

interface PurchaseConfirmationProps {
  name: string;
  email: string;
  uploadChoice: 'now' | 'later';
  fileCount: number;
  upload: UploadStatus;
  careerGuide: boolean;
  homeHref: string;
  headingRef: Ref<HTMLHeadingElement>;
}

const LATER_NOTE: IconItem = {
  icon: 'mail',
  title: 'Your private upload link is on its way',
  body: "You'll receive a private upload link by email within 24 hours. Use it to send us your syllabi, and we'll build your dashboard from them.",
};

function nowNote(upload: UploadStatus, fileCount: number): IconItem {
  if (upload === 'failed') {
    return {
      icon: 'alert',
      title: 'Your syllabi did not reach us',
      body: `Please email them to ${SUPPORT_EMAIL} and we'll build your dashboard from them, usually within 2-4 hours and always within 24 hours.`,
    };
  }
  if (upload === 'sending') return { icon: 'upload', title: 'Uploading your syllabi…', body: 'Keep this page open for a moment while your files finish uploading.' };
  return {
    icon: 'upload',
    title: `We received your ${fileCount === 1 ? 'syllabus' : `${fileCount} syllabi`}`,
    body: 'Our team is turning your syllabi into your dashboard and calendar now. Most are ready within 2-4 hours, and always within 24 hours.',
  };
}

/** Step 3: the order is paid; what happens next depends on whether the syllabi came with it. */
export function PurchaseConfirmation({ name, email, uploadChoice, fileCount, upload, careerGuide, homeHref, headingRef }: PurchaseConfirmationProps) {
  const syllabi = uploadChoice === 'later' ? LATER_NOTE : nowNote(upload, fileCount);
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
