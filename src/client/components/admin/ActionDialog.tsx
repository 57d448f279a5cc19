import { useState, type FormEvent, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { serverMessage } from '../../lib/api';
import { Alert, smallDanger, smallPrimary, smallSecondary } from './ui';

const TRIGGER_LOOKS = { primary: smallPrimary, secondary: smallSecondary, danger: smallDanger };

interface ActionDialogProps {
  /** The button that opens the dialog: its text, look, and whether it can be pressed yet. */
  trigger: { label: string; look: keyof typeof TRIGGER_LOOKS; disabled?: boolean };
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Runs the action; the dialog closes when it succeeds and shows the server's message when it fails. */
  onConfirm: () => Promise<unknown>;
  /** Extra fields (e.g. the dashboard link); the confirm button stays disabled while `ready` is false. */
  children?: ReactNode;
  ready?: boolean;
  danger?: boolean;
}

/** Every consequential console action asks first, in a dialog that keeps focus until it closes. */
export function ActionDialog({ trigger, title, description, confirmLabel, onConfirm, children, ready = true, danger = false }: ActionDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (failure) {
      setError(serverMessage(failure) ?? 'The server could not be reached. Nothing was changed.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <Dialog.Trigger asChild>
        <button type="button" className={TRIGGER_LOOKS[trigger.look]} disabled={trigger.disabled}>
          {trigger.label}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <form onSubmit={submit}>
            <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm leading-relaxed text-slate-600">{description}</Dialog.Description>
            {children && <div className="mt-4">{children}</div>}
            {error && <Alert className="mt-4">{error}</Alert>}
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <button type="button" className={smallSecondary}>
                  Cancel
                </button>
              </Dialog.Close>
              <button type="submit" disabled={busy || !ready} className={danger ? `${smallPrimary} bg-rose-600 hover:bg-rose-700` : smallPrimary}>
                {busy ? 'Working…' : confirmLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
