import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { ClickSource } from '../../../shared/schemas/tracking';
import { trackClick } from '../../lib/tracking';
import { buttonPrimary } from '../ui/buttons';
import { SiteLink } from '../ui/SiteLink';
import { BrandMark } from './BrandMark';
import { navLinks, purchasePath, type NavLink, type SiteVariant } from './navigation';

export function SiteHeader({ variant }: { variant: SiteVariant }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [location] = useLocation();
  const menuId = useId();
  const links = navLinks(variant);
  const buyHref = purchasePath(variant);

  // A link chosen in the menu navigates; the menu should not stay open over the new page.
  useEffect(() => setMenuOpen(false), [location]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link href="/" aria-label="Syl home" className="rounded-lg">
          <BrandMark />
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {links.map((link) => (
            <NavAnchor key={link.href} link={link} source="navigation-desktop" className="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900" />
          ))}
          <a
            href={buyHref}
            target="_blank"
            rel="noopener"
            onClick={() => trackClick('navigation-desktop', buyHref)}
            className={`${buttonPrimary} ml-3 px-5 py-2.5 text-sm`}
          >
            Buy Now
          </a>
        </nav>

        <button
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>

      <nav id={menuId} aria-label="Mobile" hidden={!menuOpen} className="border-t border-slate-200 bg-white px-4 pb-5 pt-2 lg:hidden">
        <ul className="flex flex-col">
          {links.map((link) => (
            <li key={link.href}>
              <NavAnchor link={link} source="navigation-mobile" className="block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100" />
            </li>
          ))}
        </ul>
        <a
          href={buyHref}
          target="_blank"
          rel="noopener"
          onClick={() => trackClick('navigation-mobile', buyHref)}
          className={`${buttonPrimary} mt-3 w-full`}
        >
          Get Started
        </a>
      </nav>
    </header>
  );
}

function NavAnchor({ link, source, className }: { link: NavLink; source: ClickSource; className: string }) {
  return (
    <SiteLink href={link.href} newTab={link.external} onClick={() => trackClick(source, link.href)} className={className}>
      {link.label}
    </SiteLink>
  );
}
