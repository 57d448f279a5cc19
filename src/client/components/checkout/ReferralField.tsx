import { Icon } from '../content/Icon';
import { TextField } from './fields';
import type { ReferralState } from './referral';

/** The optional referral code with the server's verdict under it. */
export function ReferralField({ value, onChange, state }: { value: string; onChange: (value: string) => void; state: ReferralState }) {
  return (
    <div>
      <TextField
        label="Referral code"
        optional
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={64}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="e.g. FALL2025"
      />
      <div aria-live="polite" className="mt-2 min-h-0 text-sm">
        {state.status === 'checking' && <p className="text-slate-600">Checking code…</p>}
        {state.status === 'checked' && state.message && (
          <p className={`flex items-start gap-2 font-medium ${state.valid ? 'text-emerald-700' : 'text-amber-800'}`}>
            <Icon name={state.valid ? 'check' : 'alert'} className="mt-0.5 h-4 w-4 shrink-0" />
            {state.message}
          </p>
        )}
      </div>
    </div>
  );
}
