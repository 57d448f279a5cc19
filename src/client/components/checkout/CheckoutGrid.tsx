import type { ReactNode } from 'react';

interface CheckoutGridProps {
  children: ReactNode;
  /** The price panel: beside the step on large screens, below it on small ones. */
  aside: ReactNode;
  /** Keep small screens on the step alone (the payment step carries its own summary). */
  hideAsideOnSmallScreens?: boolean;
}

/** The step beside its sticky price panel. */
export function CheckoutGrid({ children, aside, hideAsideOnSmallScreens }: CheckoutGridProps) {
  return (
    // The panel's cell spans the row's full height, so the panel can stay in view while the step scrolls.
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="lg:self-start">{children}</div>
      <div className={hideAsideOnSmallScreens ? 'hidden lg:block' : undefined}>{aside}</div>
    </div>
  );
}
