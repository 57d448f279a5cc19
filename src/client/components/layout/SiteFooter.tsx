import { DEMO_DASHBOARD_PATH } from '../../../shared/site';
import { SUPPORT_EMAIL } from '../../lib/site';
import { SiteLink } from '../ui/SiteLink';
import { BrandMark } from './BrandMark';
import { purchasePath, type SiteVariant } from './navigation';

interface FooterLink {
  label: string;
  href: string;
  newTab?: boolean;
}

function footerColumns(variant: SiteVariant): { title: string; links: FooterLink[] }[] {
  return [
    {
      title: 'Product',
      links: [
        { label: 'Try Syl', href: purchasePath(variant), newTab: true },
        { label: 'How It Works', href: '/how-it-works' },
        { label: 'Example Dashboard', href: DEMO_DASHBOARD_PATH, newTab: true },
        { label: 'Career Guide', href: '/career-guide' },
        { label: 'Essay Review', href: '/collegeapp' },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: 'About Us', href: '/about-us' },
        { label: 'Blog', href: '/blog' },
        { label: 'Contact Support', href: `mailto:${SUPPORT_EMAIL}` },
      ],
    },
    {
      title: 'Legal',
      links: [
        { label: 'Privacy Policy', href: '/privacy' },
        { label: 'Terms of Service', href: '/terms' },
      ],
    },
  ];
}

export function SiteFooter({ variant }: { variant: SiteVariant }) {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div>
          <BrandMark />
          <p className="mt-3 max-w-xs text-sm leading-6 text-slate-600">
            Every deadline from every syllabus, checked by a person and synced to your calendar.
          </p>
        </div>
        {footerColumns(variant).map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold text-slate-900">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <SiteLink href={link.href} newTab={link.newTab} className="rounded text-sm text-slate-600 hover:text-brand-700">
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-600 sm:px-6">
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> Syl Learning, Inc. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
