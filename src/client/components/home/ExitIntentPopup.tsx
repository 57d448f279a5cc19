import { lazy, Suspense, useEffect, useState } from 'react';
import type { HomeOffer } from './offers';

/** The popup arms itself only after the visitor has spent 10 s on the page (SPEC §4). */
export const EXIT_INTENT_ARM_MS = 10_000;

// The dialog code loads when the popup arms, so it adds nothing to the page's first load.
const loadDialog = () => import('./ExitIntentDialog');
const ExitIntentDialog = lazy(loadDialog);

/**
 * Opens once when the pointer leaves the window through its top edge (towards the tabs or address
 * bar), never before the popup is armed and never a second time.
 */
export function ExitIntentPopup({ offer }: { offer: HomeOffer }) {
  const [triggered, setTriggered] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let armed = false;
    const onMouseOut = (event: MouseEvent) => {
      if (!armed || event.relatedTarget || event.clientY > 0) return;
      document.removeEventListener('mouseout', onMouseOut);
      setTriggered(true);
      setOpen(true);
    };
    const timer = window.setTimeout(() => {
      armed = true;
      void loadDialog();
    }, EXIT_INTENT_ARM_MS);
    document.addEventListener('mouseout', onMouseOut);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('mouseout', onMouseOut);
    };
  }, []);

  if (!triggered) return null;
  return (
    <Suspense fallback={null}>
      <ExitIntentDialog offer={offer} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
