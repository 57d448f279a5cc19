import { describeFlag } from '../format';
import type { Item } from './rules';

/** Why the engine wants a person to look, each reason in words; low confidence counts even without a flag. */
export function FlagBadges({ item }: { item: Pick<Item, 'flags' | 'confidence'> }) {
  const flags = item.confidence < 0.6 && !item.flags.includes('low-confidence') ? [...item.flags, 'low-confidence'] : item.flags;
  if (flags.length === 0) return <span className="text-xs text-slate-500">No flags</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Flags">
      {flags.map((flag) => (
        <li key={flag} className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-inset ring-amber-200">
          {describeFlag(flag)}
        </li>
      ))}
    </ul>
  );
}
