import { Dialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { GOOGLE_ADD_BY_URL, GOOGLE_STEPS, outlookSubscribeLink, webcalLink } from '../../../shared/calendarEvent';
import { buttonPrimary, buttonSecondary } from '../ui/buttons';
import { CopyField } from './CopyField';

interface SyncDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The private feed; null on the sample, which has none. */
  feedUrl: string | null;
  /** Replaces the feed link; resolves to the new URL, rejects with a message to show. */
  onReset?: () => Promise<string>;
  /** Emails the Google steps to the order's address; resolves to the server's sentence, rejects with a message to show. */
  onEmailSteps?: () => Promise<string>;
}

/** How to subscribe to the private calendar feed, app by app, and how to replace its link. Loaded when first opened. */
export default function SyncDialog({ open, onOpenChange, feedUrl, onReset, onEmailSteps }: SyncDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl sm:p-7">
          <Dialog.Title className="text-xl font-extrabold tracking-tight text-slate-900">Sync to Your Calendar</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            Subscribe once and every date on this dashboard appears in your calendar app. When our team corrects a date, your calendar follows.
          </Dialog.Description>
          {feedUrl ? <Steps feedUrl={feedUrl} onReset={onReset} onEmailSteps={onEmailSteps} /> : <p className="mt-5 rounded-xl bg-amber-50 p-4 text-sm text-amber-900">This is a sample, so it has no calendar link. Your own dashboard has a private one that Google Calendar, Apple Calendar and Outlook subscribe to.</p>}
          <Dialog.Close className={`${buttonSecondary} mt-6 w-full py-2.5 text-sm sm:w-auto`}>Done</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type Note = { text: string; error: boolean } | null;

function Steps({ feedUrl: initialUrl, onReset, onEmailSteps }: { feedUrl: string } & Pick<SyncDialogProps, 'onReset' | 'onEmailSteps'>) {
  const [feedUrl, setFeedUrl] = useState(initialUrl);
  const [note, setNote] = useState<Note>(null);
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
        <p>Google adds a calendar from its link on a computer, in two steps:</p>
        <ol className="mt-2 list-decimal space-y-2 pl-5">
          <li>
            {GOOGLE_STEPS[0]}
            <CopyField value={feedUrl} label="Your calendar link" className="mt-1.5" />
          </li>
          <li>
            {GOOGLE_STEPS[1]}
            <a href={GOOGLE_ADD_BY_URL} target="_blank" rel="noopener noreferrer" className={`${buttonPrimary} mt-1.5 flex w-full px-4 py-2 text-sm sm:inline-flex sm:w-auto`}>
              Open Google Calendar’s “From URL” page
            </a>
          </li>
        </ol>
        <p className="mt-3">On a phone? Google Calendar’s app cannot add a calendar from a link. Add it on a computer once, and it shows in the app too.</p>
        {onEmailSteps && <EmailSteps send={onEmailSteps} />}
        <p className="mt-2 text-xs">Google refreshes subscribed calendars every several hours, so a correction can take a while to show there.</p>
      </Step>
      <Step title="Apple Calendar (iPhone, iPad, Mac)">
        <a href={webcalLink(feedUrl)} className={link}>
          Subscribe in Apple Calendar
        </a>
      </Step>
      <Step title="Outlook">
        <p className="flex flex-wrap gap-x-4 gap-y-2">
          <a href={outlookSubscribeLink(feedUrl, 'work')} target="_blank" rel="noopener noreferrer" className={link}>
            Outlook for work or school (Microsoft 365)
          </a>
          <a href={outlookSubscribeLink(feedUrl, 'personal')} target="_blank" rel="noopener noreferrer" className={link}>
            Outlook.com
          </a>
        </p>
        <p className="mt-1 text-xs">Your school email is usually the work or school one.</p>
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
        <NoteLine note={note} />
      </li>
    </ol>
  );
}

/** "Email me these steps": to the address of the order, for when the student is at a computer. */
function EmailSteps({ send }: { send: () => Promise<string> }) {
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const emailSteps = async () => {
    setSending(true);
    try {
      setNote({ text: await send(), error: false });
    } catch (failure) {
      setNote({ text: (failure as Error).message, error: true });
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="mt-2">
      <button type="button" onClick={emailSteps} disabled={sending} className={`${buttonSecondary} px-4 py-2 text-sm`}>
        {sending ? 'Sending…' : 'Email me these steps'}
      </button>
      <NoteLine note={note} />
    </div>
  );
}

/** What an action answered: the server's sentence, or its message when it failed. */
function NoteLine({ note }: { note: Note }) {
  if (!note) return null;
  return (
    <p role={note.error ? 'alert' : 'status'} className={`mt-2 font-semibold ${note.error ? 'text-red-700' : 'text-emerald-800'}`}>
      {note.text}
    </p>
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
