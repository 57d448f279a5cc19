import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'wouter';

type SiteLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; newTab?: boolean };

/** Same-site paths navigate in the app; new-tab, mailto and other-site links are plain anchors. */
export function SiteLink({ href, newTab, children, ...rest }: SiteLinkProps) {
  if (href.startsWith('/') && !newTab) {
    return (
      <Link href={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})} {...rest}>
      {children}
    </a>
  );
}
