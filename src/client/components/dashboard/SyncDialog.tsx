import { Dialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { buttonPrimary, buttonSecondary } from '../ui/buttons';
import { CopyField } from './CopyField';

interface SyncDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The private feed; null on the sample, which has none. */
  feedUrl: string | null;
  /** Replaces the feed link; resolves to the new URL, rejects with a message to show. */
  onReset?: () => Promise<string>;
}

const webcal = (feedUrl: string) => feedUrl.replace(/^https?:/, 'webcal:');

/** How to subscribe to the private calendar feed, app by app, and how to replace its link. Loaded when first opened. */
export default function SyncDialog({ open, onOpenChange, feedUrl, onReset }: SyncDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl sm:p-7">
          <Dialog.Title className="text-xl font-extrabold tracking-tight text-slate-900">Sync to Your Calendar</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            Subscribe once and every date on this dashboard appears in your calendar app. When our team corrects a date, your calendar follows.
          </Dialog.Description>
          {feedUrl ? <Steps feedUrl={feedUrl} onReset={onReset} /> : <p className="mt-5 rounded-xl bg-amber-50 p-4 text-sm text-amber-900">This is a sample, so it has no calendar link. Your own dashboard has a private one that Google Calendar, Apple Calendar and Outlook subscribe to.</p>}
          <Dialog.Close className={`${buttonSecondary} mt-6 w-full py-2.5 text-sm sm:w-auto`}>Done</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Steps({ feedUrl: initialUrl, onReset }: { feedUrl: string; onReset?: () => Promise<string> }) {
  const [feedUrl, setFeedUrl] = useState(initialUrl);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const link = 'font-semibold text-brand-700 underline underline-offset-2';
  const reset = async () => {
    setConfirming(false);
    if (!onReset) return;
    try {
      setFeedUrl(await onReset());
      setNote({ text: 'Your calendar link was replaced. The old one no longer works: subscribe again with the new link.', error: false });
    } catch (failure) {
      setNote({ text: (failure as Error).message, error: true });
    }
  };
  return (
    <ol className="mt-5 space-y-5">
      <Step title="Google Calendar">
        <a href={`https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal(feedUrl))}`} target="_blank" rel="noopener noreferrer" className={`${buttonPrimary} px-4 py-2 text-sm`}>
          Subscribe in Google Calendar
        </a>
        <p className="mt-2">Or, in Google Calendar, choose Other calendars, then From URL, and paste your calendar link:</p>
        <CopyField value={feedUrl} label="Your calendar link" className="mt-2" />
        <p className="mt-2 text-xs">Google refreshes subscribed calendars every several hours, so a correction can take a while to show there.</p>
      </Step>
      <Step title="Apple Calendar (iPhone, iPad, Mac)">
        <a href={webcal(feedUrl)} className={link}>
          Subscribe in Apple Calendar
        </a>
      </Step>
      <Step title="Outlook">
        <a href={`https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(feedUrl)}&name=${encodeURIComponent('Syl')}`} target="_blank" rel="noopener noreferrer" className={link}>
          Subscribe in Outlook
        </a>
      </Step>
      <Step title="Any other calendar, once">
        <a href={`${feedUrl}?download=1`} download className={link}>
          Download an .ics file
        </a>
        <p className="mt-1 text-xs">A one-time copy: it does not update when a date changes.</p>
      </Step>
      <li className="border-t border-slate-100 pt-4 text-sm text-slate-600">
        <p>Keep this link to yourself: anyone who has it sees your dates. If you shared it by mistake, replace it.</p>
        {confirming ? (
          <div className="mt-2 rounded-lg bg-red-50 p-3">
            <p className="font-semibold text-red-900">Calendars subscribed with the current link stop updating. You will subscribe again with the new one.</p>
            <div className="mt-2 flex gap-3">
              <button type="button" onClick={reset} className="rounded-lg bg-red-700 px-3 py-1.5 font-semibold text-white hover:bg-red-800">
                Replace the link
              </button>
              <button type="button" onClick={() => setConfirming(false)} className="font-semibold text-slate-700 underline underline-offset-2">
                Keep it
              </button>
            </div>
          </div>
        ) : (
          <button type="button" onClick={() => setConfirming(true)} className="mt-2 font-semibold text-red-700 underline underline-offset-2">
            Reset calendar link
          </button>
        )}
        {note && (
          <p role={note.error ? 'alert' : 'status'} className={`mt-2 font-semibold ${note.error ? 'text-red-700' : 'text-emerald-800'}`}>
            {note.text}
          </p>
        )}
      </li>
    </ol>
  );
}

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="text-sm text-slate-600">
      <h3 className="mb-2 font-bold text-slate-900">{title}</h3>
      {children}
    </li>
  );
}
