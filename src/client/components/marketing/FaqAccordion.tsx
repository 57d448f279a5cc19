import { useId } from 'react';
import type { FaqItem } from '../../content/faq';

/**
 * Questions and answers, one open at a time; clicking the open question closes it. Native
 * <details> sharing one `name` does this, keyboard support included, without shipping any script.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const group = useId();
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {items.map((item) => (
        <details key={item.question} name={group} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left hover:bg-slate-50 sm:px-6 [&::-webkit-details-marker]:hidden">
            <h3 className="text-base font-semibold text-slate-900">{item.question}</h3>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              width="20"
              height="20"
              className="shrink-0 text-brand-600 transition-transform duration-200 group-open:rotate-180"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M5 7.5l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </summary>
          <p className="px-5 pb-5 text-base leading-7 text-slate-600 sm:px-6">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
