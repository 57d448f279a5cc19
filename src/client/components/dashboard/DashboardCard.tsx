import { useId, type ReactNode } from 'react';

interface DashboardCardProps {
  title: string;
  /** A small tag beside the title, e.g. "NEW". */
  badge?: string;
  description?: ReactNode;
  /** Buttons shown beside the title on wide screens and under it on phones. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One titled panel of the dashboard. */
export function DashboardCard({ title, badge, description, actions, className = '', children }: DashboardCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 ${className}`}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
            {title}
            {badge && <span className="rounded-full bg-brand-100 px-2 py-0.5 text-[11px] font-bold tracking-wide text-brand-800">{badge}</span>}
          </h2>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">{actions}</div>}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
