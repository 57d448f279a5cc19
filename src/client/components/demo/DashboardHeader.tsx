import { Link } from 'wouter';
import { BrandMark } from '../layout/BrandMark';
import { buttonPrimary } from '../ui/buttons';

/** The dashboard's own top bar: brand home link, a plain marker that this is sample data, and the way to buy. */
export function DashboardHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <div className="flex min-w-0 items-center gap-3">
          <Link href="/" aria-label="Syl home" className="rounded-lg">
            <BrandMark />
          </Link>
          <span className="rounded-full border border-amber-300 bg-amber-50 px-2.5 py-1 text-xs font-bold text-amber-900">Sample dashboard</span>
        </div>
        <a href="/purchase" target="_blank" rel="noopener" className={`${buttonPrimary} shrink-0 px-4 py-2 text-sm`}>
          <span>
            Get Syl<span className="hidden sm:inline"> for your classes</span>
          </span>
        </a>
      </div>
    </header>
  );
}
