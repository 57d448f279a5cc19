import { api, type ApiOutputs } from '../../lib/api';
import { BarChart } from './BarChart';
import { money } from './format';
import { Card, cell, Empty, Loaded, PageTitle, Table } from './ui';
import { live, useQueryFilters } from './useConsoleQuery';

type Summary = ApiOutputs['admin']['analytics']['summary'];
const RANGES = [7, 30, 90] as const;
const count = (value: number) => value.toLocaleString('en-US');
/** Conversion values are whole dollars (5 on thank-you, 25 on payment success). */
const dollars = (value: number) => money(Math.round(value * 100));

export function AnalyticsPage() {
  const { values, update } = useQueryFilters(['days'] as const);
  const days = RANGES.find((range) => String(range) === values.days) ?? 30;
  const summary = api.admin.analytics.summary.useQuery({ days }, live);

  return (
    <>
      <PageTitle
        title="Analytics"
        description="From the site's own tracking records. Visitors who opt out of tracking count once per record."
        actions={
          <div role="group" aria-label="Period" className="inline-flex rounded-xl bg-white p-1 ring-1 ring-slate-200">
            {RANGES.map((range) => (
              <button
                key={range}
                type="button"
                aria-pressed={range === days}
                onClick={() => update({ days: range === 30 ? '' : range })}
                className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${range === days ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
              >
                {range} days
              </button>
            ))}
          </div>
        }
      />
      <Loaded query={summary}>{(data) => <AnalyticsView summary={data} />}</Loaded>
    </>
  );
}

function AnalyticsView({ summary }: { summary: Summary }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card title="Funnel" className="lg:col-span-2">
        <Funnel steps={summary.funnel} />
      </Card>
      <Card title="Conversion value per day">
        <BarChart title="Conversion value" points={summary.conversionValuePerDay} format={dollars} />
      </Card>
      <Card title="Page views per day">
        <BarChart title="Page views" points={summary.pageViewsPerDay} format={(value) => count(Math.round(value))} />
      </Card>
      <Card title="Page views per page">
        {summary.pageViews.length === 0 ? (
          <Empty>No page views in this period.</Empty>
        ) : (
          <Table narrow label="Page views per page" head={['Page', 'Views', 'Visitors']}>
            {summary.pageViews.map((row) => (
              <tr key={row.page}>
                <td className={cell}>{row.page}</td>
                <td className={`${cell} font-semibold text-slate-900`}>{count(row.views)}</td>
                <td className={cell}>{count(row.visitors)}</td>
              </tr>
            ))}
          </Table>
        )}
      </Card>
      <Card title="Clicks per source">
        {summary.clicks.length === 0 ? (
          <Empty>No tracked clicks in this period.</Empty>
        ) : (
          <Table narrow label="Clicks per source" head={['Source', 'Clicks']}>
            {summary.clicks.map((row) => (
              <tr key={row.source}>
                <td className={`${cell} font-mono text-xs`}>{row.source}</td>
                <td className={`${cell} font-semibold text-slate-900`}>{count(row.clicks)}</td>
              </tr>
            ))}
          </Table>
        )}
      </Card>
    </div>
  );
}

/** Each step as a bar relative to the first, with the share that went on from the step before. */
function Funnel({ steps }: { steps: Summary['funnel'] }) {
  const top = Math.max(1, steps[0]?.count ?? 0);
  return (
    <ol className="space-y-4 px-5 py-5">
      {steps.map((step, i) => {
        const previous = steps[i - 1]?.count;
        const share = previous ? `${Math.round((step.count / previous) * 100)}% of the step before` : null;
        return (
          <li key={step.step}>
            <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <span className="font-semibold text-slate-900">{step.step}</span>
              <span className="text-slate-600">
                <strong className="text-base text-slate-900">{count(step.count)}</strong>
                {share && ` · ${share}`}
              </span>
            </div>
            <div className="mt-2 h-3 overflow-hidden rounded-full bg-slate-100">
              <div className="h-full rounded-full bg-brand-600" style={{ width: `${Math.max(step.count > 0 ? 1 : 0, (step.count / top) * 100)}%` }} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
