import { ArticleGrid } from '../components/blog/ArticleGrid';
import { PurchaseCallToAction } from '../components/blog/PurchaseCallToAction';
import { SiteLayout } from '../components/layout/SiteLayout';
import { BLOG_ARTICLES } from '../content/blog';
import { usePageMeta } from '../lib/head';
import { usePageView } from '../lib/tracking';

/** Covers in the first row are above the fold on a desktop; they load without waiting. */
const EAGER_COVERS = 3;

export default function Blog() {
  usePageMeta({
    title: 'The Syl Blog: Study, Planning and Productivity Tips for College Students',
    description:
      'Practical advice for college students: reading a syllabus, planning the semester, time blocking, study techniques, exam weeks and beating procrastination.',
    path: '/blog',
  });
  usePageView('Blog Page');

  return (
    <SiteLayout>
      <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-14 text-center sm:px-6 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">The Syl Blog</p>
          <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Plan smarter, study better, stress less
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-slate-600">
            Straightforward guides to running your semester: from the first week's syllabi to the last
            final, written for students juggling real schedules.
          </p>
        </div>
      </header>

      <section aria-label="Articles" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <ArticleGrid articles={BLOG_ARTICLES} eagerCount={EAGER_COVERS} />
      </section>

      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 sm:pb-24">
        <PurchaseCallToAction title="Stop tracking deadlines by hand" label="Get Started">
          Send us your syllabi and get every assignment, quiz and exam in one dashboard and calendar,
          checked by a real person and synced to Google Calendar.
        </PurchaseCallToAction>
      </div>
    </SiteLayout>
  );
}
