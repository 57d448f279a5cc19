import { Dialog } from 'radix-ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { buttonPrimary, buttonSecondary } from '../ui/buttons';
import { Icon } from '../dashboard/icons';

interface SampleFormProps {
  /** The button that opens the form, e.g. "Add Event". */
  action: string;
  look?: 'primary' | 'secondary';
  title: string;
  /** Called with the form's fields; the form closes after it. */
  onSubmit: (fields: FormData) => void;
  children: ReactNode;
}

const TRIGGER_LOOKS = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
} as const;

/** A form of the sample dashboard: it changes what this page shows, and nothing is sent anywhere. */
export function SampleForm({ action, look = 'secondary', title, onSubmit, children }: SampleFormProps) {
  const [open, setOpen] = useState(false);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(new FormData(event.currentTarget));
    setOpen(false);
  }
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={`inline-flex min-h-10 items-center gap-2 rounded-xl px-3.5 py-2 text-sm font-semibold transition-colors ${TRIGGER_LOOKS[look]}`}>
        <Icon name="plus" />
        {action}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl sm:p-6">
          <Dialog.Title className="text-lg font-extrabold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">This is a sample: it shows up on this page only and is not saved.</Dialog.Description>
          <form onSubmit={submit} className="mt-4 space-y-3">
            {children}
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Dialog.Close type="button" className={`${buttonSecondary} px-4 py-2 text-sm`}>
                Cancel
              </Dialog.Close>
              <button type="submit" className={`${buttonPrimary} px-4 py-2 text-sm`}>
                {action}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
