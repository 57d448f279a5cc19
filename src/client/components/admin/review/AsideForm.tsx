import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ASIDE_REASON, ASIDE_REASONS, setLineAsideInput } from '../../../../shared/schemas/review';
import { api } from '../../../lib/api';
import { inputClass } from '../ui';
import { InlineFormEnd } from './Field';
import { firstProblem } from './cells';
import { useReview } from './context';

/** The choice that lets staff type a reason of their own. */
const OWN_REASON = 'own';

/** Setting a dated line aside: why it is not a deadline, picked from the usual reasons or typed. Escape cancels. */
export function AsideForm({ lineId, onDone }: { lineId: number; onDone: () => void }) {
  const { orderId, perform } = useReview();
  const setLineAside = api.admin.review.setLineAside.useMutation();
  const [choice, setChoice] = useState<string>(ASIDE_REASON.lecture);
  const [own, setOwn] = useState('');
  const [error, setError] = useState<string | null>(null);
  const select = useRef<HTMLSelectElement>(null);
  const id = useId();

  useEffect(() => select.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = setLineAsideInput.safeParse({ orderId, lineId, reason: choice === OWN_REASON ? own : choice });
    if (!parsed.success) return setError(firstProblem(parsed.error.issues, { reason: 'Reason' }));
    if (await perform(() => setLineAside.mutateAsync(parsed.data))) onDone();
  }

  // Keyboard first: Enter on the list of reasons sets the line aside (a select alone does not submit), Escape cancels.
  const keys = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    } else if (event.key === 'Enter' && event.target instanceof HTMLSelectElement) {
      event.preventDefault();
      event.currentTarget.requestSubmit();
    }
  };

  return (
    <form onSubmit={submit} onKeyDown={keys} noValidate className="mt-2 flex flex-wrap items-end gap-2 rounded-lg bg-white p-2 ring-1 ring-slate-200" aria-label="Set the line aside">
      <label htmlFor={`${id}-reason`} className="w-full text-xs font-semibold text-slate-800 sm:w-auto">
        Why is it not a deadline?
      </label>
      <select id={`${id}-reason`} ref={select} value={choice} onChange={(event) => setChoice(event.target.value)} className={`${inputClass} min-w-0 flex-1`}>
        {ASIDE_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {reason}
          </option>
        ))}
        <option value={OWN_REASON}>Another reason…</option>
      </select>
      {choice === OWN_REASON && (
        <input aria-label="Your reason" value={own} onChange={(event) => setOwn(event.target.value)} className={`${inputClass} min-w-0 flex-1`} autoFocus autoComplete="off" />
      )}
      <InlineFormEnd action="Set aside" pending={setLineAside.isPending} onCancel={onDone} error={error} />
    </form>
  );
}
