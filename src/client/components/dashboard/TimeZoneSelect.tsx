import { useState } from 'react';
import { timeZoneChoices } from '../../lib/dashboard/reminders';

/** A time zone picker: the US zones first, then every zone the browser knows, no library. */
export function TimeZoneSelect({ id, value, onChange, autoFocus = false }: { id: string; value: string; onChange: (zone: string) => void; autoFocus?: boolean }) {
  // Listed once: the zone the list opened with stays in it even when the browser does not name it.
  const [groups] = useState(() => timeZoneChoices(value));
  return (
    <select id={id} autoFocus={autoFocus} value={value} onChange={(event) => onChange(event.target.value)} className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 sm:text-sm">
      {groups.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.zones.map((zone) => (
            <option key={zone.value} value={zone.value}>
              {zone.label}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
