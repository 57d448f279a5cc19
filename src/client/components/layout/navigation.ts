import { DEMO_DASHBOARD_PATH } from '../../../shared/site';

export type SiteVariant = 'general' | 'campus';

export interface NavLink {
  label: string;
  href: string;
  /** Opens in a new tab (the example dashboard and the purchase pages). */
  external?: boolean;
}

/** The header's links (SPEC §2 Navigation); the essay review is in the general navigation only. */
export function navLinks(variant: SiteVariant): NavLink[] {
  return [
    { label: 'How It Works', href: '/how-it-works' },
    { label: 'Our Story', href: '/about-us' },
    { label: 'Career Guide', href: '/career-guide' },
    ...(variant === 'general' ? [{ label: 'Essay Review', href: '/collegeapp' }] : []),
    { label: 'Blog', href: '/blog' },
    { label: 'Example Site', href: DEMO_DASHBOARD_PATH, external: true },
  ];
}

export function purchasePath(variant: SiteVariant): string {
  return variant === 'campus' ? '/syl-purchase' : '/purchase';
}
