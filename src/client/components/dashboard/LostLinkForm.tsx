import { useState, type FormEvent } from 'react';
import { requestLostLink } from '../../lib/dashboard/load';
import { buttonPrimary } from '../ui/buttons';

/** "Lost your link?": the current link goes to the address of a delivered order, and the answer never says whether there is one. */
export function LostLinkForm() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'done' | 'error'; message: string }>({ kind: 'idle' });
  async function submit(event: FormEvent) {
    event.preventDefault();
    setState({ kind: 'sending' });
    try {
      setState({ kind: 'done', message: (await requestLostLink(email.trim())).message });
    } catch (failure) {
      setState({ kind: 'error', message: (failure as Error).message });
    }
  }
  return (
    <form onSubmit={submit} className="mt-6 rounded-xl bg-slate-50 p-4 sm:p-5" aria-labelledby="lost-link-title">
      <h2 id="lost-link-title" className="text-base font-bold text-slate-900">
        Lost your link?
      </h2>
      <p className="mt-1 text-sm text-slate-600">Enter the email you ordered with and we will send your dashboard link there.</p>
      <label htmlFor="lost-link-email" className="mt-3 block text-sm font-semibold text-slate-800">
        Email
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input id="lost-link-email" type="email" required autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base" />
        <button type="submit" disabled={state.kind === 'sending'} className={`${buttonPrimary} px-5 py-2.5 text-sm`}>
          {state.kind === 'sending' ? 'Sending…' : 'Email my link'}
        </button>
      </div>
      {(state.kind === 'done' || state.kind === 'error') && (
        <p role={state.kind === 'error' ? 'alert' : 'status'} className={`mt-3 text-sm font-semibold ${state.kind === 'error' ? 'text-red-700' : 'text-emerald-800'}`}>
          {state.message}
        </p>
      )}
    </form>
  );
}
