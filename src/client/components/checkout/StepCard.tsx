import type { ReactNode, Ref } from 'react';

interface StepCardProps {
  /** e.g. 'Step 1 of 2'. */
  badge?: string;
  /** Shown above the heading, e.g. the success mark of a confirmation. */
  mark?: ReactNode;
  title: string;
  subtitle?: ReactNode;
  /** The heading receives focus when the step changes. */
  headingRef: Ref<HTMLHeadingElement>;
  /** The page's main heading (h1) or a section heading (h2). */
  level?: 'h1' | 'h2';
  children: ReactNode;
}

/** The white card each checkout step sits in, with its focusable heading. */
export function StepCard({ badge, mark, title, subtitle, headingRef, level = 'h1', children }: StepCardProps) {
  const Heading = level;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      {mark}
      {badge && <p className="mb-3 inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-700 ring-1 ring-brand-100">{badge}</p>}
      <Heading ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold tracking-tight text-slate-900 outline-none sm:text-3xl">
        {title}
      </Heading>
      {subtitle && <div className="mt-2 text-base leading-7 text-slate-600">{subtitle}</div>}
      <div className="mt-6 sm:mt-8">{children}</div>
    </section>
  );
}
