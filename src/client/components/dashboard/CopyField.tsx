import { useRef, useState } from 'react';

/**
 * A link to copy: read-only, with a Copy button that says "Copied". Where the browser refuses the
 * clipboard (an http page, a strict setting), the link is selected instead, to copy by hand.
 */
export function CopyField({ value, label, className = '' }: { value: string; label: string; className?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'selected'>('idle');
  const copy = () =>
    // Inside a promise: a missing navigator.clipboard throws before any promise exists.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(value))
      .then(
        () => setState('copied'),
        () => {
          input.current?.select();
          setState('selected');
        },
      );
  return (
    <div className={className}>
      <div className="flex gap-2">
        <input ref={input} readOnly value={value} aria-label={label} onClick={(event) => event.currentTarget.select()} className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-2.5 py-2 font-mono text-xs text-slate-800" />
        <button type="button" className="shrink-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100" onClick={copy}>
          <span aria-live="polite">{state === 'copied' ? 'Copied' : 'Copy'}</span>
        </button>
      </div>
      {state === 'selected' && <p className="mt-1.5 text-xs text-slate-600">Your browser blocked copying: the link is selected, so copy it with Ctrl+C (⌘C on a Mac) or a long press.</p>}
    </div>
  );
}
