import { CheckList } from '../content/CheckList';
import { Icon, type IconName } from '../content/Icon';
import type { OrderLine } from './orderLines';
import { PanelHeading, PricePanel } from './PricePanel';

const WHAT_YOU_GET: readonly { icon: IconName; title: string; body: string }[] = [
  { icon: 'calendar', title: 'All deadlines in one place', body: 'Every assignment, quiz and exam from every syllabus.' },
  { icon: 'sync', title: 'Google Calendar sync', body: 'Your whole semester on your phone in one click.' },
  { icon: 'upload', title: 'Easy syllabus upload', body: 'Upload now, or later through a private link.' },
  { icon: 'trophy', title: 'Proven success', body: 'Trusted by 1,000+ students at 100+ universities.' },
];

const INCLUDES = ['Semester dashboard', 'Calendar sync', 'Mobile-friendly access', '24/7 support'] as const;

/** The dashboard's price panel: total, what you get and what is included. */
export function PurchaseSidePanel({ lines, priceNote }: { lines: readonly OrderLine[]; priceNote: string }) {
  return (
    <PricePanel lines={lines} priceNote={priceNote}>
      <PanelHeading>What you get</PanelHeading>
      <ul className="space-y-3">
        {WHAT_YOU_GET.map((item) => (
          <li key={item.title} className="flex gap-3">
            <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon name={item.icon} className="h-4.5 w-4.5" />
            </span>
            <span>
              <span className="block text-sm font-semibold text-slate-900">{item.title}</span>
              <span className="block text-sm leading-6 text-slate-600">{item.body}</span>
            </span>
          </li>
        ))}
      </ul>
      <PanelHeading>Includes</PanelHeading>
      <div className="text-sm">
        <CheckList items={INCLUDES} />
      </div>
    </PricePanel>
  );
}
