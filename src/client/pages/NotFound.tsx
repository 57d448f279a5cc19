import { SiteLayout } from '../components/layout/SiteLayout';
import { usePageMeta } from '../lib/head';
import { usePageView } from '../lib/tracking';

export default function NotFound() {
  usePageMeta({ title: 'Page Not Found | Syl', description: 'This page does not exist.', path: '/404', noindex: true });
  usePageView('404 Not Found');
  return (
    <SiteLayout>
      <div className="flex min-h-[60vh] w-full items-center justify-center bg-slate-50 px-4 py-16">
        <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex items-center gap-2">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-8 w-8 text-red-500" fill="none" stroke="currentColor" strokeWidth="2">
              <circle cx="12" cy="12" r="10" />
              <path d="M12 8v4m0 4h.01" strokeLinecap="round" />
            </svg>
            <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
          </div>
          <p className="mt-4 text-sm text-slate-600">Did you forget to add the page to the router?</p>
          <a href="/" className="mt-6 inline-block rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
            Back to Syl
          </a>
        </div>
      </div>
    </SiteLayout>
  );
}
