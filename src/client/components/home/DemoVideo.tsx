import { SectionHeading } from './SectionHeading';

/** A recorded tour of the example dashboard; nothing downloads until the visitor presses play. */
export function DemoVideo() {
  return (
    <section aria-labelledby="demo-title" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading id="demo-title" eyebrow="Product tour" title="See a Syl dashboard in action">
          The calendar, the to-do list and the semester insights you get, shown on a real example dashboard.
        </SectionHeading>
        <div className="mt-12 overflow-hidden rounded-2xl border border-slate-200 bg-slate-900 shadow-xl shadow-brand-900/10">
          <video controls preload="none" poster="/media/demo-poster.webp" width={1280} height={720} className="aspect-video h-auto w-full">
            <source src="/media/demo-tour.webm" type="video/webm" />
            Your browser does not support the video tag.
          </video>
        </div>
      </div>
    </section>
  );
}
