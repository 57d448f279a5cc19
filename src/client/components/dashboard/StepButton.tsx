import { Icon } from './icons';

interface StepButtonProps {
  direction: 'Previous' | 'Next';
  /** What it steps by, said to screen readers: "Next week". */
  unit: 'week' | 'month';
  /** Show "Previous"/"Next" beside the arrow on wide screens (the arrow alone otherwise). */
  worded?: boolean;
  disabled: boolean;
  onClick: () => void;
}

/** Previous/Next for the calendar's months and the to-do list's weeks. */
export function StepButton({ direction, unit, worded = false, disabled, onClick }: StepButtonProps) {
  return (
    <button
      type="button"
      // aria-disabled, not disabled: a disabled button drops the keyboard focus of whoever just stepped to the end.
      onClick={disabled ? undefined : onClick}
      aria-disabled={disabled}
      className="inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-white"
    >
      {direction === 'Previous' && <Icon name="left" />}
      <span className={worded ? 'sr-only sm:not-sr-only' : 'sr-only'}>{direction}</span>
      <span className="sr-only"> {unit}</span>
      {direction === 'Next' && <Icon name="right" />}
    </button>
  );
}
