import type { ReactNode } from 'react';

interface SectionProps {
  id?: string;
  /** Small label above the title. */
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** Muted sections alternate with white ones so long pages read as distinct blocks. */
  tone?: 'white' | 'muted';
  children: ReactNode;
}

/** A page section with a centred heading block above its content. */
export function Section({ id, eyebrow, title, intro, tone = 'white', children }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    // A white section right under a hero (white at its foot too) lets the hero's bottom padding be the gap.
    <section id={id} aria-labelledby={headingId} className={tone === 'muted' ? 'bg-slate-50 py-16 sm:py-24' : 'bg-white py-16 sm:py-24 [[data-hero]+&]:pt-0'}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
        <div className="mt-10 sm:mt-14">{children}</div>
      </div>
    </section>
  );
}

export function SectionHeading({ id, eyebrow, title, intro }: { id?: string; eyebrow?: string; title: string; intro?: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg leading-8 text-slate-600">{intro}</p>}
    </div>
  );
}
