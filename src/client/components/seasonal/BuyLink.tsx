import type { ReactNode } from 'react';
import type { ClickSource } from '../../../shared/schemas/tracking';
import { trackClick } from '../../lib/tracking';
import { SiteLink } from '../ui/SiteLink';

interface BuyLinkProps {
  href: string;
  /** Click-tracking label, for the sections SPEC §2 tracks. */
  source?: ClickSource;
  className: string;
  children: ReactNode;
}

/** A link to checkout; like every purchase link on the site it opens in a new tab. */
export function BuyLink({ href, source, className, children }: BuyLinkProps) {
  return (
    <SiteLink href={href} newTab className={className} onClick={source ? () => trackClick(source, href) : undefined}>
      {children}
    </SiteLink>
  );
}
