export type CriterionKey = 'price' | 'time' | 'accuracy' | 'humanCheck' | 'sync';

export interface ComparisonCriterion {
  key: CriterionKey;
  label: string;
}

/** How well a solution does on one criterion; sets the mark beside the text. */
export type Verdict = 'good' | 'partial' | 'poor';

export interface ComparedSolution {
  name: string;
  /** Small label under our own column, e.g. "Fall Special". */
  note?: string;
  /** Our product: highlighted and listed first. */
  ours?: boolean;
  cells: Record<CriterionKey, { text: string; verdict: Verdict }>;
}

interface PricingComparisonProps {
  caption: string;
  criteria: readonly ComparisonCriterion[];
  solutions: readonly ComparedSolution[];
}

/**
 * Syl against the other ways students keep track of deadlines: a table on wide screens, one card per
 * solution on narrow ones, where five columns would not fit.
 */
export function PricingComparison({ caption, criteria, solutions }: PricingComparisonProps) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:block">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <td className="w-44 p-5" />
              {solutions.map((solution) => (
                <th key={solution.name} scope="col" className={`p-5 align-bottom ${solution.ours ? 'bg-brand-600 text-white' : 'text-slate-900'}`}>
                  <span className="block text-base font-bold">{solution.name}</span>
                  {solution.note && <span className="mt-1 block text-xs font-semibold uppercase tracking-wider text-brand-100">{solution.note}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {criteria.map((criterion) => (
              <tr key={criterion.key}>
                <th scope="row" className="p-5 align-top font-semibold leading-6 text-slate-900">
                  {criterion.label}
                </th>
                {solutions.map((solution) => (
                  <td key={solution.name} className={`p-5 align-top ${solution.ours ? 'bg-brand-50 font-semibold text-slate-900' : 'text-slate-700'}`}>
                    <VerdictText {...solution.cells[criterion.key]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={caption} className="grid gap-5 md:grid-cols-3 lg:hidden">
        {solutions.map((solution) => (
          <li
            key={solution.name}
            className={`rounded-2xl bg-white p-6 shadow-sm ${solution.ours ? 'border-2 border-brand-600 shadow-brand-900/10 md:col-span-3' : 'border border-slate-200'}`}
          >
            <h3 className="flex flex-wrap items-center gap-2 text-lg font-bold text-slate-900">
              {solution.name}
              {solution.note && <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-white">{solution.note}</span>}
            </h3>
            <dl className="mt-4 space-y-3 text-sm">
              {criteria.map((criterion) => (
                <div key={criterion.key}>
                  <dt className="font-semibold text-slate-900">{criterion.label}</dt>
                  <dd className="mt-1 text-slate-700">
                    <VerdictText {...solution.cells[criterion.key]} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A tick, a dash or a cross on a coloured dot; the text beside it says the same in words. */
const MARKS: Record<Verdict, { path: string; className: string }> = {
  good: { path: 'M4 8.5l2.5 2.5L12 5.5', className: 'bg-emerald-100 text-emerald-700' },
  partial: { path: 'M4.5 8h7', className: 'bg-amber-100 text-amber-800' },
  poor: { path: 'M5 5l6 6M11 5l-6 6', className: 'bg-rose-100 text-rose-700' },
};

function VerdictText({ text, verdict }: { text: string; verdict: Verdict }) {
  const mark = MARKS[verdict];
  return (
    <span className="flex items-start gap-2.5 leading-6">
      <span aria-hidden="true" className={`mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full ${mark.className}`}>
        <svg viewBox="0 0 16 16" width="12" height="12" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
          <path d={mark.path} />
        </svg>
      </span>
      {text}
    </span>
  );
}
