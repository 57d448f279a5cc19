import type { ReactNode } from 'react';
import { IconTile, type IconName } from './Icon';

/** An icon beside a short titled note. */
export function InfoNote({ icon, title, children }: { icon: IconName; title: ReactNode; children: ReactNode }) {
  return (
    <div className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <IconTile name={icon} />
      <div>
        <h2 className="font-bold text-slate-900">{title}</h2>
        <p className="mt-1 leading-7 text-slate-600">{children}</p>
      </div>
    </div>
  );
}
