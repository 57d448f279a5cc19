import { Icon } from '../content/Icon';
import { IconList, type IconItem } from './IconList';
import type { OrderLine } from './orderLines';
import { PanelHeading, PricePanel } from './PricePanel';

const WHAT_YOU_GET: readonly IconItem[] = [
  { icon: 'calendar', title: 'All deadlines in one place' },
  { icon: 'sync', title: 'Google Calendar sync' },
  { icon: 'upload', title: 'Easy syllabus upload' },
  { icon: 'trophy', title: 'Proven success' },
];

const INCLUDES = ['Semester dashboard', 'Calendar sync', 'Mobile-friendly access', '24/7 support'] as const;

/** The dashboard's price panel: total, what you get and what is included. */
export function PurchaseSidePanel({ lines, priceNote }: { lines: readonly OrderLine[]; priceNote: string }) {
  return (
    <PricePanel lines={lines} priceNote={priceNote}>
      <PanelHeading>What you get</PanelHeading>
      <IconList items={WHAT_YOU_GET} tone="brand" className="space-y-2" />
      <PanelHeading>Includes</PanelHeading>
      <ul className="space-y-1.5 text-sm text-slate-700">
        {INCLUDES.map((item) => (
          <li key={item} className="flex items-center gap-2">
            <Icon name="check" className="h-4 w-4 shrink-0 text-emerald-600" />
            {item}
          </li>
        ))}
      </ul>
    </PricePanel>
  );
}
