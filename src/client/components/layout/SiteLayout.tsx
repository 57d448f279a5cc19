import type { ReactNode } from 'react';
import type { SiteVariant } from './navigation';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Header, main content and footer of every public marketing page. */
export function SiteLayout({ variant = 'general', children }: { variant?: SiteVariant; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        Skip to content
      </a>
      <SiteHeader variant={variant} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter variant={variant} />
    </div>
  );
}
