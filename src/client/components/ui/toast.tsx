import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { Toast as RadixToast } from 'radix-ui';
import { SiteLink } from './SiteLink';

export interface ToastMessage {
  title: string;
  description?: string;
  /** An optional link in the toast, e.g. to the purchase page. */
  action?: { label: string; href: string; newTab?: boolean };
}

const TOAST_DURATION_MS = 6000;

const ShowToastContext = createContext<(toast: ToastMessage) => void>(() => undefined);

/** Shows a toast; a new one replaces the one on screen, so at most one is ever visible (SPEC §9). */
export const useToast = () => useContext(ShowToastContext);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(ToastMessage & { id: number }) | null>(null);
  const lastId = useRef(0);
  const show = useCallback((toast: ToastMessage) => {
    lastId.current += 1;
    setCurrent({ ...toast, id: lastId.current });
  }, []);

  return (
    <ShowToastContext value={show}>
      <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
        {children}
        {current && (
          // A new key mounts a fresh toast: the old one leaves at once and the timer starts again.
          <RadixToast.Root
            key={current.id}
            onOpenChange={(open) => {
              if (!open) setCurrent((shown) => (shown?.id === current.id ? null : shown));
            }}
            className="relative grid grid-cols-[1fr_auto] items-start gap-x-3 rounded-2xl border border-slate-200 bg-white p-4 pr-3 shadow-xl shadow-slate-900/10 transition duration-200 starting:translate-y-2 starting:opacity-0"
          >
            <RadixToast.Title className="text-sm font-semibold text-slate-900">{current.title}</RadixToast.Title>
            <RadixToast.Close
              aria-label="Dismiss notification"
              className="row-span-2 -mt-1 inline-flex h-8 w-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M5 5l10 10M15 5L5 15" />
              </svg>
            </RadixToast.Close>
            {current.description && <RadixToast.Description className="mt-1 text-sm leading-relaxed text-slate-600">{current.description}</RadixToast.Description>}
            {current.action && (
              <RadixToast.Action asChild altText={current.action.label}>
                <SiteLink
                  href={current.action.href}
                  newTab={current.action.newTab}
                  className="col-start-1 mt-3 inline-flex w-fit items-center rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
                >
                  {current.action.label}
                </SiteLink>
              </RadixToast.Action>
            )}
          </RadixToast.Root>
        )}
        <RadixToast.Viewport
          label="Notifications ({hotkey})"
          className="fixed inset-x-0 bottom-0 z-50 m-0 flex list-none flex-col gap-2 p-4 outline-none sm:inset-x-auto sm:right-0 sm:w-[24rem]"
        />
      </RadixToast.Provider>
    </ShowToastContext>
  );
}
