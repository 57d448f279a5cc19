import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { serverMessage } from '../../lib/api';
import { describeStatus } from './format';

/** The console's building blocks: cards, tables that scroll inside their card, badges and states. */

export function Card({ title, actions, children, className = '', id }: { title?: ReactNode; actions?: ReactNode; children: ReactNode; className?: string; id?: string }) {
  return (
    <section id={id} className={`min-w-0 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm ${className}`}>
      {(title || actions) && (
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-4">
          {title && <h2 className="text-base font-bold text-slate-900">{title}</h2>}
          {actions}
        </header>
      )}
      {children}
    </section>
  );
}

export function PageTitle({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{title}</h1>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {actions}
    </div>
  );
}

/** A table that scrolls sideways inside its card on narrow screens instead of widening the page; `narrow` ones just fit. */
export function Table({ head, children, label, narrow = false }: { head: string[]; children: ReactNode; label: string; narrow?: boolean }) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      <table className={`w-full text-left text-sm ${narrow ? '' : 'min-w-[44rem]'}`}>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col" className="whitespace-nowrap px-5 py-3">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-700">{children}</tbody>
      </table>
    </div>
  );
}

export const cell = 'px-5 py-3 align-top';

const TONES: Record<string, string> = {
  paid: 'bg-amber-50 text-amber-800 ring-amber-200',
  queued: 'bg-amber-50 text-amber-800 ring-amber-200',
  reading: 'bg-sky-50 text-sky-800 ring-sky-200',
  done: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  sent: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  kept: 'bg-sky-50 text-sky-800 ring-sky-200',
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  refunded: 'bg-violet-50 text-violet-800 ring-violet-200',
  failed: 'bg-rose-50 text-rose-800 ring-rose-200',
  overdue: 'bg-rose-50 text-rose-800 ring-rose-200',
};

export function Badge({ status, children }: { status: string; children?: ReactNode }) {
  const tone = TONES[status] ?? 'bg-slate-100 text-slate-700 ring-slate-200';
  return <span className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone}`}>{children ?? describeStatus(status)}</span>;
}

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="flex items-center gap-3 px-5 py-10 text-sm text-slate-600" role="status">
      <span className="h-5 w-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600" aria-hidden="true" />
      {label}
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="px-5 py-10 text-center text-sm text-slate-600">{children}</p>;
}

export function Alert({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <p role="alert" className={`rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-800 ring-1 ring-rose-200 ${className}`}>
      {children}
    </p>
  );
}

/** A failed request: the server's own message, or a plain one when it could not be reached. */
export function ErrorNote({ error }: { error: unknown }) {
  return <Alert className="m-5">{serverMessage(error) ?? 'The server could not be reached. Check your connection and try again.'}</Alert>;
}

export const inputClass =
  'block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-2 focus:outline-brand-200';
export const labelClass = 'mb-1.5 block text-sm font-semibold text-slate-800';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;

/** A labelled input in the console's look, with an optional hint under it; `children` go last (an error). */
export function TextField({
  label,
  hint,
  value,
  onChange,
  className = '',
  children,
  ...input
}: InputProps & { label: ReactNode; hint?: ReactNode; value: string; onChange: (value: string) => void; className?: string; children?: ReactNode }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} value={value} onChange={(event) => onChange(event.target.value)} className={inputClass} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {children}
    </div>
  );
}

const smallBase =
  'inline-flex items-center justify-center gap-1.5 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';
export const smallPrimary = `${smallBase} bg-brand-600 text-white hover:bg-brand-700`;
export const smallSecondary = `${smallBase} border border-slate-300 bg-white text-slate-800 hover:border-brand-300 hover:bg-brand-50`;
export const smallDanger = `${smallBase} border border-rose-300 bg-white text-rose-700 hover:bg-rose-50`;

export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav className="flex items-center justify-between gap-3 border-t border-slate-100 px-5 py-3 text-sm text-slate-600" aria-label="Pages">
      <span>
        Page {page} of {pages}
      </span>
      <span className="flex gap-2">
        <button type="button" className={smallSecondary} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        <button type="button" className={smallSecondary} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </button>
      </span>
    </nav>
  );
}

/** Label and value pairs, two columns from small screens up unless `stacked` (for narrow side cards). */
export function Facts({ items, stacked = false }: { items: [string, ReactNode][]; stacked?: boolean }) {
  return (
    <dl className={`grid gap-x-6 gap-y-4 px-5 py-4 ${stacked ? '' : 'sm:grid-cols-2'}`}>
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
          <dd className="mt-1 break-words text-sm text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
}

/**
 * A query's loading, failed and empty states, then its data. In a card of their own unless `bare`
 * (when the caller's card already holds filters above them).
 */
export function Loaded<T>({ query, empty, bare = false, children }: { query: QueryLike<T>; empty?: (data: T) => ReactNode; bare?: boolean; children: (data: T) => ReactNode }) {
  const frame = (state: ReactNode) => (bare ? state : <Card>{state}</Card>);
  if (query.isPending) return frame(<Loading />);
  if (query.isError || query.data === undefined) return frame(<ErrorNote error={query.error} />);
  const emptyNote = empty?.(query.data);
  if (emptyNote) return frame(<Empty>{emptyNote}</Empty>);
  return <>{children(query.data)}</>;
}
