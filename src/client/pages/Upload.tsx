import { SiteLayout } from '../components/layout/SiteLayout';
import { BackLink } from '../components/ui/BackLink';
import { SimulatedUpload } from '../components/upload/SimulatedUpload';
import { usePageMeta } from '../lib/head';
import { usePageView } from '../lib/tracking';

const REAL_UPLOAD_FACTS = [
  { title: 'Checked by a person', text: 'Our team reviews every extracted date before your dashboard goes out.' },
  { title: 'Back in hours', text: 'Most dashboards arrive within 2–4 hours, always within 24 hours.' },
  { title: 'Files deleted', text: 'Your syllabi are deleted after processing, and everything is encrypted.' },
];

export default function Upload() {
  usePageMeta({
    title: 'Upload Your Syllabi: See How It Works | Syl',
    description: 'A preview of how Syl turns your syllabi into a dashboard: upload, AI processing, calendar creation, done.',
    path: '/upload',
  });
  usePageView('Upload Page');

  return (
    <SiteLayout>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pb-16 pt-8 sm:px-6 sm:pt-12">
          <BackLink href="/" label="Back to Home" />
          <div className="mt-6 text-center">
            <span className="inline-block rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-xs font-bold text-amber-900">Preview: see how it works</span>
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Upload your syllabi</h1>
            <p className="mx-auto mt-3 max-w-xl text-base leading-relaxed text-slate-600">
              This page shows what happens to your syllabi, step by step, with two sample courses. Your real upload happens after purchase: at
              checkout, or through a private link we email you.
            </p>
          </div>
          <div className="mt-8">
            <SimulatedUpload />
          </div>
          <ul className="mt-8 grid gap-4 sm:grid-cols-3">
            {REAL_UPLOAD_FACTS.map((fact) => (
              <li key={fact.title} className="rounded-2xl border border-slate-200 bg-white p-4">
                <p className="text-sm font-semibold text-slate-900">{fact.title}</p>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{fact.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </SiteLayout>
  );
}
