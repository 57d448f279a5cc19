import { Icon } from './Icon';

/** A list of inclusions, each with a check mark. */
export function CheckList({ items, tone = 'light' }: { items: readonly string[]; tone?: 'light' | 'dark' }) {
  const text = tone === 'dark' ? 'text-brand-50' : 'text-slate-700';
  const mark = tone === 'dark' ? 'bg-white/15 text-white' : 'bg-emerald-100 text-emerald-700';
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className={`flex items-start gap-3 leading-6 ${text}`}>
          <span className={`mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full ${mark}`}>
            <Icon name="check" className="h-3.5 w-3.5" />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
