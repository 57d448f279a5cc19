import type { ReactNode } from 'react';
import { splitName } from '../../../shared/profile';
import { Icon, type IconName } from '../content/Icon';

export interface ConfirmationNote {
  icon: IconName;
  title: string;
  body: ReactNode;
}

/** The "what happens now" notes of a confirmation step, as a divided list inside the step's card. */
export function ConfirmationNotes({ notes }: { notes: readonly ConfirmationNote[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl bg-slate-50 px-4 sm:px-5">
      {notes.map((note) => (
        <li key={note.title} className="flex gap-3 py-4 sm:gap-4">
          <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 ring-1 ring-slate-200">
            <Icon name={note.icon} className="h-5 w-5" />
          </span>
          <div>
            <h2 className="font-bold text-slate-900">{note.title}</h2>
            <p className="mt-1 leading-7 text-slate-600">{note.body}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The success mark above a confirmation's heading. */
export function SuccessMark() {
  return (
    <span className="mb-5 flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 ring-8 ring-emerald-50">
      <Icon name="check" className="h-8 w-8" />
    </span>
  );
}

/** "Payment received. Thank you, Ana!" (or without a name when none was given). */
export function paymentThanks(name: string): string {
  const { firstName } = splitName(name);
  return `Payment received. Thank you${firstName ? `, ${firstName}` : ''}!`;
}
