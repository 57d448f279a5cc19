import type { ReactNode } from 'react';
import { Icon, type IconName } from '../content/Icon';

export interface IconItem {
  icon: IconName;
  title: string;
  /** Left out in compact lists, where the title says enough. */
  body?: ReactNode;
}

const TONES = {
  /** Features and next steps. */
  brand: { mark: 'rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100', text: 'text-sm leading-6' },
  /** Guarantees. */
  trust: { mark: 'rounded-full bg-emerald-50 text-emerald-700 ring-1 ring-emerald-100', text: 'text-sm leading-6' },
  /** Larger notes of a confirmation, on a grey ground. */
  note: { mark: 'rounded-lg bg-white text-brand-700 ring-1 ring-slate-200', text: 'leading-7' },
} as const;

/** Items with an icon, a bold title and a short explanation. */
export function IconList({ items, tone, className = 'space-y-4' }: { items: readonly IconItem[]; tone: keyof typeof TONES; className?: string }) {
  const style = TONES[tone];
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.title} className={`flex gap-3 ${item.body ? '' : 'items-center'}`}>
          <span className={`flex shrink-0 items-center justify-center ${item.body ? 'mt-0.5 h-9 w-9' : 'h-7 w-7'} ${style.mark}`}>
            <Icon name={item.icon} className={item.body ? 'h-5 w-5' : 'h-4 w-4'} />
          </span>
          <div className={style.text}>
            <p className="font-semibold text-slate-900">{item.title}</p>
            {item.body && <p className="text-slate-600">{item.body}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
