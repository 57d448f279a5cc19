export const UPLOAD_STEPS = ['Upload syllabi', 'AI processing', 'Calendar creation', 'Complete'] as const;

/** The four-step progress indicator; steps before the current one show a check. */
export function UploadStepper({ current }: { current: number }) {
  return (
    <ol className="grid grid-cols-4" aria-label="Upload progress">
      {UPLOAD_STEPS.map((label, index) => {
        const done = index < current || current === UPLOAD_STEPS.length - 1;
        const active = index === current;
        return (
          <li key={label} aria-current={active ? 'step' : undefined} className="relative flex flex-col items-center text-center">
            {index > 0 && <span aria-hidden="true" className={`absolute right-1/2 top-4 h-0.5 w-full -translate-y-1/2 ${index <= current ? 'bg-brand-600' : 'bg-slate-200'}`} />}
            <span
              className={`relative z-10 flex h-8 w-8 items-center justify-center rounded-full text-sm font-bold transition-colors ${
                done ? 'bg-brand-600 text-white' : active ? 'border-2 border-brand-600 bg-white text-brand-700' : 'border-2 border-slate-300 bg-white text-slate-600'
              }`}
            >
              {done ? (
                <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
                  <path d="M5 10.5l3.2 3.2L15 7" />
                </svg>
              ) : (
                index + 1
              )}
            </span>
            <span className={`mt-2 px-1 text-xs font-semibold leading-tight sm:text-sm ${active || done ? 'text-slate-900' : 'text-slate-600'}`}>
              {label}
              <span className="sr-only">{done ? ' (done)' : active ? ' (current step)' : ''}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
