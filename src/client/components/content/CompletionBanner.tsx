import { COMPLETION_MESSAGES, type CompletionState } from '../../lib/paymentCompletion';
import { SUPPORT_EMAIL } from '../../lib/site';
import { Icon } from './Icon';

/** The loading, success or error banner of the payment-success page, announced to screen readers. */
export function CompletionBanner({ state }: { state: CompletionState }) {
  return (
    <div aria-live="polite">
      {state.status === 'loading' && (
        <div role="status" className="flex items-center gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6">
          <span aria-hidden="true" className="h-8 w-8 shrink-0 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
          <div>
            <p className="font-bold text-brand-900">Completing your purchase...</p>
            <p className="mt-1 text-brand-800">This only takes a moment. Please keep this page open.</p>
          </div>
        </div>
      )}
      {state.status === 'success' && (
        <div role="status" className="flex items-start gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 sm:p-6">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-white">
            <Icon name="check" className="h-6 w-6" />
          </span>
          <div>
            <p className="font-bold text-emerald-900">Payment successful</p>
            <p className="mt-1 text-emerald-800">{state.message}</p>
          </div>
        </div>
      )}
      {state.status === 'error' && (
        <>
          <div role="alert" className="flex items-start gap-4 rounded-2xl border border-red-200 bg-red-50 p-5 sm:p-6">
            <span className="text-red-600">
              <Icon name="alert" className="h-8 w-8" />
            </span>
            <p className="self-center font-semibold text-red-800">{state.message}</p>
          </div>
          {state.reassure && <p className="mt-4 text-center font-medium text-slate-700">{COMPLETION_MESSAGES.reassurance}</p>}
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
