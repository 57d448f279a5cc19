import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon, type IconName } from '../content/Icon';
import { BrandMark } from '../layout/BrandMark';
import { SkipLink } from '../layout/SkipLink';
import { managesAccounts, type StaffUser } from './staffSession';

interface Section {
  href: string;
  label: string;
  icon: IconName;
}

export const SECTIONS: Section[] = [
  { href: '/admin/orders', label: 'Orders', icon: 'table' },
  { href: '/admin/leads', label: 'Leads', icon: 'users' },
  { href: '/admin/essays', label: 'Essays', icon: 'document' },
  { href: '/admin/outbox', label: 'Outbox', icon: 'mail' },
  { href: '/admin/referral-codes', label: 'Referral codes', icon: 'tag' },
  { href: '/admin/analytics', label: 'Analytics', icon: 'chart' },
];
/** Only the admin account manages staff accounts, so only it sees the section. */
const STAFF_SECTION: Section = { href: '/admin/staff', label: 'Staff', icon: 'profile' };

/** "/admin" itself shows the orders. */
const isCurrent = (path: string, href: string) => path === href || path.startsWith(`${href}/`) || (path === '/admin' && href === '/admin/orders');

function SignOutButton({ onSignOut, className = '' }: { onSignOut: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onSignOut}
      className={`inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 ${className}`}
    >
      <Icon name="arrowLeft" className="h-4 w-4" />
      Sign out
    </button>
  );
}

/** Who is signed in, at the top of the sidebar or under the phone's top bar. */
function SignedInAs({ user, className = '' }: { user: StaffUser; className?: string }) {
  return (
    <p className={`truncate text-sm text-slate-600 ${className}`}>
      Signed in as <strong className="font-semibold text-slate-900">{user.displayName}</strong>
    </p>
  );
}

/** The sections as a sidebar list, or as a row of tabs on small screens. */
function SectionLinks({ path, sections, tabs = false }: { path: string; sections: Section[]; tabs?: boolean }) {
  return (
    <ul className={tabs ? 'flex gap-1 pb-2' : 'space-y-1'}>
      {sections.map((section) => {
        const current = isCurrent(path, section.href);
        const look = current ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900';
        return (
          <li key={section.href}>
            <Link
              href={section.href}
              aria-current={current ? 'page' : undefined}
              className={tabs ? `block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold ${look}` : `flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold ${look}`}
            >
              {!tabs && <Icon name={section.icon} className="h-5 w-5" />}
              {section.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** A sidebar on large screens; on phones and tablets a top bar with scrolling tabs. */
export function ConsoleLayout({ path, user, onSignOut, children }: { path: string; user: StaffUser; onSignOut: () => void; children: ReactNode }) {
  const tabs = useRef<HTMLElement>(null);
  const sections = managesAccounts(user) ? [...SECTIONS, STAFF_SECTION] : SECTIONS;
  // On phones the current section's tab may sit beyond the edge of the scrolling row.
  useEffect(() => {
    tabs.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [path]);
  return (
    <div className="min-h-screen bg-slate-50 lg:flex">
      <SkipLink />
      <aside className="hidden w-64 shrink-0 border-r border-slate-200 bg-white lg:block">
        <div className="sticky top-0 flex h-screen flex-col px-4 py-6">
          <div className="px-2">
            <BrandMark />
            <p className="mt-1 text-xs font-semibold uppercase tracking-wide text-slate-500">Staff console</p>
            <SignedInAs user={user} className="mt-3" />
          </div>
          <nav aria-label="Console" className="mt-8 flex-1">
            <SectionLinks path={path} sections={sections} />
          </nav>
          <SignOutButton onSignOut={onSignOut} className="self-start" />
        </div>
      </aside>

      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-30 border-b border-slate-200 bg-white lg:hidden">
          <div className="flex items-center justify-between px-4 py-3">
            <span className="flex items-center gap-2">
              <BrandMark />
              <span className="text-xs font-semibold uppercase tracking-wide text-slate-500">Staff</span>
            </span>
            <SignOutButton onSignOut={onSignOut} />
          </div>
          <SignedInAs user={user} className="-mt-1 px-4 pb-2" />
          <div className="relative">
            <nav ref={tabs} aria-label="Console" className="overflow-x-auto px-2">
              <SectionLinks path={path} sections={sections} tabs />
            </nav>
            <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-0 w-8 bg-gradient-to-l from-white" />
          </div>
        </header>
        <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
          {children}
        </main>
      </div>
    </div>
  );
}
