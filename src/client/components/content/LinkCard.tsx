import { useEffect, useRef, useState, type ReactNode } from 'react';
import { buttonPrimary } from '../ui/buttons';
import { IconTile, type IconName } from './Icon';

/** The pages a private link opens (upload link, dashboard): the white card each of their states sits in. */
export function LinkCard({ icon, title, lead, children }: { icon: IconName; title: string; lead: ReactNode; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <IconTile name={icon} />
        <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-slate-900">{title}</h1>
        <div className="mt-3 text-base leading-relaxed text-slate-600">{lead}</div>
        {children}
      </div>
    </section>
  );
}

/** The server could not be reached: say so, and let the visitor try again. */
export function LinkUnreachable({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <LinkCard icon="alert" title={title} lead={<p>We could not reach our server. Check your connection and try again.</p>}>
      <button type="button" className={`${buttonPrimary} mt-6`} onClick={onRetry}>
        Try again
      </button>
    </LinkCard>
  );
}

const LOADING = { kind: 'loading' } as const;

/**
 * What the server says about a private link's token: loading until `load` answers; `retry` asks again.
 * `ready` gives an answer already in hand when the page mounts (loaded before the first render), which
 * is drawn at once instead of a loading state followed by a second, heavier render.
 */
export function useLinkLoad<T>(token: string, load: (token: string) => Promise<T>, ready?: () => T | undefined): { state: T | typeof LOADING; retry: () => void } {
  const [state, setState] = useState<T | typeof LOADING>(() => ready?.() ?? LOADING);
  const [attempt, setAttempt] = useState(0);
  const answeredFirst = useRef(state !== LOADING);
  useEffect(() => {
    if (answeredFirst.current) {
      answeredFirst.current = false;
      return;
    }
    let current = true;
    void load(token).then((result) => current && setState(result));
    return () => {
      current = false;
    };
  }, [token, attempt, load]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}
