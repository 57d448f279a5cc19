import type { ReactNode } from 'react';
import { IconTile, type IconName } from './Icon';

export interface Feature {
  icon: IconName;
  title: string;
  body: string;
  /** e.g. "NEW" or "BETA", shown beside the title. */
  badge?: string;
}

/** A card with an icon, a title and a short paragraph; `children` adds details below. */
export function FeatureCard({ feature, children }: { feature: Feature; children?: ReactNode }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-7">
      <IconTile name={feature.icon} />
      <h3 className="mt-5 flex flex-wrap items-center gap-2 text-lg font-bold text-slate-900">
        {feature.title}
        {feature.badge && <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold tracking-wide text-white">{feature.badge}</span>}
      </h3>
      <p className="mt-2 leading-7 text-slate-600">{feature.body}</p>
      {children}
    </article>
  );
}

const COLUMNS = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const;

export function FeatureGrid({ features, columns = 3 }: { features: readonly Feature[]; columns?: keyof typeof COLUMNS }) {
  return (
    <div className={`grid gap-6 ${COLUMNS[columns]}`}>
      {features.map((feature) => (
        <FeatureCard key={feature.title} feature={feature} />
      ))}
    </div>
  );
}
