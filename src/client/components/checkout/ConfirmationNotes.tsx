import { splitName } from '../../../shared/profile';
import { Icon } from '../content/Icon';
import { IconList, type IconItem } from './IconList';

/** The "what happens now" notes of a confirmation step, as a divided list inside the step's card. */
export function ConfirmationNotes({ notes }: { notes: readonly IconItem[] }) {
  return <IconList items={notes} tone="note" className="divide-y divide-slate-200 rounded-xl bg-slate-50 px-4 sm:px-5 [&>li]:py-4" />;
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
