import { CopyLinkButton } from './CopyLinkButton';
import { shareLinks } from './share';
import { SHARE_ICONS } from './ShareIcons';

const pill =
  'inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800';

/** Share links (each opens the network's share page in a new tab) and the copy-link button. */
export function ShareBar({ url, title }: { url: string; title: string }) {
  return (
    <section aria-labelledby="share-heading" className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
      <h2 id="share-heading" className="text-base font-bold text-slate-900">
        Found this useful? Share it with a classmate.
      </h2>
      <div className="mt-4 flex flex-wrap gap-3">
        {shareLinks(url, title).map(({ network, href }) => {
          const Icon = SHARE_ICONS[network];
          return (
            <a key={network} href={href} target="_blank" rel="noopener" className={pill}>
              <Icon />
              <span className="sr-only">Share on </span>
              {network}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          );
        })}
        <CopyLinkButton url={url} className={pill} />
      </div>
    </section>
  );
}
