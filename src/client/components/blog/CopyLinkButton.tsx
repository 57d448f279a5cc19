import { useEffect, useState } from 'react';
import { copyText } from './share';
import { LinkIcon } from './ShareIcons';

type CopyState = 'idle' | 'copied' | 'failed';

/** How long the confirmation stays before the button reads "Copy link" again. */
const CONFIRMATION_MS = 2500;

/** Copies the article's URL; if the browser allows no copying at all, shows the URL to copy by hand. */
export function CopyLinkButton({ url, className }: { url: string; className: string }) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <>
      <button type="button" className={className} onClick={async () => setState((await copyText(url)) ? 'copied' : 'failed')}>
        <LinkIcon />
        {state === 'copied' ? 'Link copied' : 'Copy link'}
      </button>
      <p role="status" className={state === 'failed' ? 'w-full text-sm text-slate-700' : 'sr-only'}>
        {state === 'copied' && 'Link copied to your clipboard.'}
        {state === 'failed' && (
          <label className="flex flex-col gap-1">
            Your browser blocked copying. Copy this link instead:
            <input readOnly value={url} onFocus={(event) => event.currentTarget.select()} className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-xs text-slate-800" />
          </label>
        )}
      </p>
    </>
  );
}
