import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { Icon } from './icons';

const SyncDialog = lazy(() => import('./SyncDialog'));

/** "Sync to Your Calendar": its dialog (and Radix's) load on the first click, keeping them out of the page's first load. */
export function SyncButton(props: Pick<ComponentProps<typeof SyncDialog>, 'feedUrl' | 'onReset' | 'onEmailSteps'>) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex min-h-10 items-center gap-2 rounded-xl bg-brand-600 px-3.5 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
      >
        <Icon name="sync" />
        Sync to Your Calendar
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <SyncDialog open={open} onOpenChange={setOpen} {...props} />
        </Suspense>
      )}
    </>
  );
}
