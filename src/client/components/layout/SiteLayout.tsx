import type { ReactNode } from 'react';
import type { SiteVariant } from './navigation';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';

/** Header, main content and footer of every public marketing page. */
export function SiteLayout({ variant = 'general', children }: { variant?: SiteVariant; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader variant={variant} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter variant={variant} />
    </div>
  );
}
