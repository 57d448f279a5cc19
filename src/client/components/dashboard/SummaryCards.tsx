import { Tooltip } from '../ui/tooltip';
import { Icon } from './icons';

export interface Stat {
  label: string;
  value: string;
  /** Rates get a bar and a hint explaining them; null percent: nothing to rate yet. */
  rate?: { percent: number | null; hint: string };
}

/** The row of headline numbers at the top of the dashboard. */
export function SummaryCards({ stats }: { stats: readonly Stat[] }) {
  return (
    <section aria-label="Summary">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="flex items-center gap-1 text-xs font-medium text-slate-600 sm:text-sm">
              {stat.label}
              {stat.rate && (
                <Tooltip content={stat.rate.hint}>
                  <button type="button" aria-label={`About ${stat.label.toLowerCase()}`} className="-m-1 rounded-full p-1 text-slate-500 hover:text-slate-800">
                    <Icon name="info" className="h-3.5 w-3.5" />
                  </button>
                </Tooltip>
              )}
            </dt>
            <dd className="order-first mb-1 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{stat.value}</dd>
            {stat.rate && (
              <dd className="mt-3 h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                <span className="block h-full rounded-full bg-brand-600" style={{ width: `${stat.rate.percent ?? 0}%` }} />
              </dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}

/** "85%", or a dash while there is nothing to rate. */
export const percent = (value: number | null) => (value === null ? '—' : `${value}%`);
