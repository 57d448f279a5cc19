import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { SUPPORT_EMAIL } from '../../lib/site';
import { Icon } from '../content/Icon';
import { BrandMark } from '../layout/BrandMark';
import { SkipLink } from '../layout/SkipLink';

interface CheckoutLayoutProps {
  /** Where the brand and the back link lead: / or the campus home. */
  homeHref: string;
  /** Show a "Back to Home" link in the header (the essay page). */
  backLink?: boolean;
  children: ReactNode;
}

/** A quiet checkout frame: brand, secure-checkout note, and only the links a buyer may need. */
export function CheckoutLayout({ homeHref, backLink, children }: CheckoutLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link href={homeHref} aria-label="Syl home" className="rounded-lg">
            <BrandMark />
          </Link>
          <div className="flex items-center gap-4 text-sm">
            {/* On phones the essay page's header keeps room for its back link. */}
            <span className={`items-center gap-1.5 font-medium text-slate-600 ${backLink ? 'hidden sm:inline-flex' : 'inline-flex'}`}>
              <Icon name="lock" className="h-4 w-4 text-emerald-600" />
              Secure checkout
            </span>
            {backLink && (
              <Link href={homeHref} className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800">
                <Icon name="arrowLeft" className="h-4 w-4" />
                Back to Home
              </Link>
            )}
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:px-6">
          <p>
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> Syl Learning, Inc. All rights reserved.
          </p>
          <nav aria-label="Legal" className="flex flex-wrap justify-center gap-x-5 gap-y-2">
            <Link href="/terms" className="rounded hover:text-brand-700">
              Terms of Service
            </Link>
            <Link href="/privacy" className="rounded hover:text-brand-700">
              Privacy Policy
            </Link>
            <a href={`mailto:${SUPPORT_EMAIL}`} className="rounded hover:text-brand-700">
              {SUPPORT_EMAIL}
            </a>
          </nav>
        </div>
      </footer>
    </div>
  );
}
