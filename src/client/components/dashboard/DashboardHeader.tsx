import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BrandMark } from '../layout/BrandMark';

/** The dashboard's own top bar: the brand's home link, an optional marker beside it, and one action on the right. */
export function DashboardHeader({ badge, action }: { badge?: ReactNode; action?: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <div className="flex min-w-0 items-center gap-3">
          <Link href="/" aria-label="Syl home" className="rounded-lg">
            <BrandMark />
          </Link>
          {badge}
        </div>
        {action}
      </div>
    </header>
  );
}
