import type { ReactNode } from 'react';

interface ConfirmationShellProps {
  /** Shown in a circle above the title. */
  icon?: ReactNode;
  title: string;
  lead: ReactNode;
  children: ReactNode;
}

/** The narrow, centred layout of the pages a buyer lands on after checkout. */
export function ConfirmationShell({ icon, title, lead, children }: ConfirmationShellProps) {
  return (
    <section className="bg-gradient-to-b from-brand-50 via-white to-white px-4 py-14 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-2xl">
        <div className="text-center">
          {icon && <div className="mx-auto mb-6 flex h-16 w-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 ring-8 ring-emerald-50">{icon}</div>}
          <h1 className="text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">{title}</h1>
          <p className="mt-4 text-lg leading-8 text-slate-600">{lead}</p>
        </div>
        <div className="mt-10 space-y-6">{children}</div>
      </div>
    </section>
  );
}

/** A boxed group of content inside the shell. */
export function ConfirmationPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}
