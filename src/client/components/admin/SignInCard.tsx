import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { BrandMark } from '../layout/BrandMark';
import { buttonPrimary } from '../ui/buttons';
import { Icon } from '../content/Icon';
import { TextField } from './ui';

/** The centred card of the signed-out console: the sign-in form, or a notice. */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <BrandMark />
        <h1 className="mt-6 text-2xl font-extrabold tracking-tight text-slate-900">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** The sign-in form: a named account's user name, or `admin` with ADMIN_PASSWORD. */
export function SignInCard({ onSignIn, notice }: { onSignIn: (username: string, password: string) => Promise<string | null>; notice?: string }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const message = await onSignIn(username.trim(), password);
    setBusy(false);
    setError(message);
    if (message) setPassword('');
  }

  const described = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <Panel title="Staff console">
      <p className="mt-2 text-sm text-slate-600">Sign in to fulfil orders, follow up on leads and see how the site is doing.</p>
      {notice && <p className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">{notice}</p>}
      <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
        <TextField label="User name" value={username} onChange={setUsername} autoComplete="username" autoCapitalize="none" spellCheck={false} required {...described} />
        <TextField label="Password" type="password" value={password} onChange={setPassword} autoComplete="current-password" required {...described}>
          {error && (
            <p id={errorId} role="alert" className="mt-2 flex items-center gap-1.5 text-sm font-medium text-rose-700">
              <Icon name="alert" className="h-4 w-4 shrink-0" />
              {error}
            </p>
          )}
        </TextField>
        <button type="submit" className={`${buttonPrimary} w-full`} disabled={busy || username.trim() === '' || password === ''}>
          <Icon name="lock" className="h-5 w-5" />
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </Panel>
  );
}

export function ConsoleDisabled() {
  return (
    <Panel title="The staff console is disabled">
      <p className="mt-3 text-sm leading-relaxed text-slate-600">
        No staff password is set on this server, so nobody can sign in. To enable the console, set <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-900">ADMIN_PASSWORD</code> in
        the server&rsquo;s environment and restart it:
      </p>
      <pre className="mt-4 overflow-x-auto rounded-xl bg-slate-900 px-4 py-3 text-sm text-slate-100">
        <code>ADMIN_PASSWORD=&apos;a long passphrase&apos; npm start</code>
      </pre>
      <p className="mt-4 text-sm text-slate-600">
        Choose a long passphrase: it is the password of the <strong>admin</strong> account, which then adds a named account for each person who fulfils orders.
      </p>
    </Panel>
  );
}

export function ConsoleUnreachable({ onRetry }: { onRetry: () => void }) {
  return (
    <Panel title="The console could not load">
      <p className="mt-3 text-sm text-slate-600">The server did not answer. Check your connection and try again.</p>
      <button type="button" className={`${buttonPrimary} mt-6`} onClick={onRetry}>
        Try again
      </button>
    </Panel>
  );
}
