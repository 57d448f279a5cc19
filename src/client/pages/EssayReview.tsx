import { EssayFlow } from '../components/checkout/EssayFlow';
import { ApiProvider } from '../lib/api';
import { usePageMeta } from '../lib/head';
import { usePageView } from '../lib/tracking';

export default function EssayReview() {
  usePageMeta({
    title: 'College Essay Review | Syl',
    description: 'Expert feedback on your college application essay, up to 650 words, within 24 hours. One-time $50.',
    path: '/collegeapp',
  });
  usePageView('Essay Review Page');
  return (
    <ApiProvider>
      <EssayFlow />
    </ApiProvider>
  );
}
