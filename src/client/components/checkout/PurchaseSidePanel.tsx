import { CheckList } from '../content/CheckList';
import { IconList, type IconItem } from './IconList';
import type { OrderLine } from './orderLines';
import { PanelHeading, PricePanel } from './PricePanel';

const WHAT_YOU_GET: readonly IconItem[] = [
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
      <IconList items={WHAT_YOU_GET} tone="brand" />
      <PanelHeading>Includes</PanelHeading>
      <div className="text-sm">
        <CheckList items={INCLUDES} />
      </div>
    </PricePanel>
  );
}
