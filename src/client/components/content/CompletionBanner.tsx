import type { ReactNode } from 'react';
import { COMPLETION_MESSAGES, type CompletionState } from '../../lib/paymentCompletion';
import { SUPPORT_EMAIL } from '../../lib/site';
import { Icon } from './Icon';

/** The loading, success or error banner of the payment-success page, announced to screen readers. */
export function CompletionBanner({ state }: { state: CompletionState }) {
  return (
    <div aria-live="polite">
      {state.status === 'loading' && (
        <Banner tone="loading" title="Completing your purchase..." detail="This only takes a moment. Please keep this page open." />
      )}
      {state.status === 'success' && <Banner tone="success" title="Payment successful" detail={state.message} />}
      {state.status === 'error' && (
        <>
          <Banner tone="error" title={state.message} />
          {state.reassure && <p className="mt-4 text-center font-medium text-balance text-slate-700">{COMPLETION_MESSAGES.reassurance}</p>}
          <p className="mt-2 text-center text-slate-600">
            Questions? Email{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
              {SUPPORT_EMAIL}
            </a>{' '}
            and we will help right away.
          </p>
        </>
      )}
    </div>
  );
}

const TONES = {
  loading: {
    role: 'status',
    frame: 'border-brand-200 bg-brand-50',
    title: 'text-brand-900',
    detail: 'text-brand-800',
    mark: <span className="h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />,
  },
  success: {
    role: 'status',
    frame: 'border-emerald-200 bg-emerald-50',
    title: 'text-emerald-900',
    detail: 'text-emerald-800',
    mark: (
      <span className="flex h-8 w-8 items-center justify-center rounded-full bg-emerald-600 text-white">
        <Icon name="check" className="h-5 w-5" />
      </span>
    ),
  },
  error: { role: 'alert', frame: 'border-red-200 bg-red-50', title: 'text-red-800', detail: 'text-red-800', mark: <Icon name="alert" className="h-8 w-8 text-red-600" /> },
} satisfies Record<CompletionState['status'], { role: string; frame: string; title: string; detail: string; mark: ReactNode }>;

function Banner({ tone, title, detail }: { tone: keyof typeof TONES; title: string; detail?: string }) {
  const style = TONES[tone];
  return (
    <div role={style.role} className={`flex items-center gap-4 rounded-2xl border p-5 sm:p-6 ${style.frame}`}>
      <span aria-hidden="true" className="flex shrink-0">
        {style.mark}
      </span>
      <div>
        <p className={`font-bold ${style.title}`}>{title}</p>
        {detail && <p className={`mt-1 ${style.detail}`}>{detail}</p>}
      </div>
    </div>
  );
}
