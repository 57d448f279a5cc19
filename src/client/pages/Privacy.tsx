import { LegalPage } from '../components/content/LegalPage';
import { PRIVACY } from '../content/legal';
import { usePageMeta } from '../lib/head';
import { usePageView } from '../lib/tracking';

export default function Privacy() {
  usePageMeta({
    title: 'Privacy Policy | Syl',
    description: 'What Syl collects, how it is used and protected, how long it is kept, who it is shared with, your rights, cookies and Do-Not-Track, and how to contact us.',
    path: '/privacy',
  });
  usePageView('Privacy Page');
  return <LegalPage legal={PRIVACY} />;
}
