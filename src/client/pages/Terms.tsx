import { LegalPage } from '../components/content/LegalPage';
import { TERMS } from '../content/legal';
import { usePageMeta } from '../lib/head';
import { usePageView } from '../lib/tracking';

export default function Terms() {
  usePageMeta({
    title: 'Terms of Service | Syl',
    description: 'The terms for using Syl: eligibility, what the service includes, your responsibilities, how uploaded syllabi are used, refunds and our liability.',
    path: '/terms',
  });
  usePageView('Terms Page');
  return <LegalPage legal={TERMS} />;
}
