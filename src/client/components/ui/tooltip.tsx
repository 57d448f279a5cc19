import { cloneElement, createContext, useContext, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';

/**
 * Tooltips with the product's timing (SPEC §9): open after 700 ms; moving to a neighbour within 300 ms
 * of closing one opens it at once. Placed with CSS above their trigger: the dashboard is their only
 * user, and Radix's tooltip (with its positioning engine) added about 20 KB gzip to its first load.
 */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** When a tooltip under this provider last closed, shared so neighbours open at once. */
const LastClosed = createContext<{ current: number } | null>(null);

/** Wrap a page (or the part of it using tooltips) once, so neighbouring tooltips share the skip delay. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const lastClosed = useRef(Number.NEGATIVE_INFINITY);
  return <LastClosed value={lastClosed}>{children}</LastClosed>;
}

const ALIGN = {
  start: 'left-0',
  center: 'left-1/2 -translate-x-1/2',
  end: 'right-0',
} as const;

interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button or link), which keeps its own accessible name. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Which edge of the trigger the tooltip lines up with; near a screen edge, the inner one. */
  align?: keyof typeof ALIGN;
  /** The wrapper's layout: `block` for a trigger that fills its cell. */
  display?: 'inline' | 'block';
  /**
   * False: below 640 px the tooltip lines up with the nearest positioned ancestor instead of the
   * trigger, for triggers too narrow on a phone to hold a tooltip on screen (a month grid's day).
   */
  anchoredOnPhone?: boolean;
}

/** A short hint on hover or keyboard focus, for compact controls; Escape closes it. Needs a TooltipProvider above it. */
export function Tooltip({ content, children, align = 'center', display = 'inline', anchoredOnPhone = true }: TooltipProps) {
  const lastClosed = useContext(LastClosed);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
    const neighbour = lastClosed !== null && performance.now() - lastClosed.current < TOOLTIP_SKIP_DELAY_MS;
    if (neighbour) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (open && lastClosed) lastClosed.current = performance.now();
    setOpen(false);
  };

  return (
    <span
      className={`${anchoredOnPhone ? 'relative' : 'sm:relative'} ${display === 'block' ? 'block' : 'inline-flex'}`}
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
    >
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open && (
        <span role="tooltip" id={id} className={`pointer-events-none absolute bottom-full z-50 mb-2 w-max max-w-xs rounded-lg bg-slate-900 px-3 py-2 text-left text-xs font-normal leading-relaxed text-white shadow-lg ${ALIGN[align]}`}>
          {content}
        </span>
      )}
    </span>
  );
}
