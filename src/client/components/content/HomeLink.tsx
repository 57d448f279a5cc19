import { buttonPrimary, buttonSecondary } from '../ui/buttons';
import { SiteLink } from '../ui/SiteLink';
import { Icon } from './Icon';

/** The button back to the home page that ends the legal and post-purchase pages. */
export function HomeLink({ label, look = 'primary' }: { label: string; look?: 'primary' | 'secondary' }) {
  return (
    <SiteLink href="/" className={look === 'primary' ? buttonPrimary : buttonSecondary}>
      <Icon name="arrowLeft" className="h-5 w-5" />
      {label}
    </SiteLink>
  );
}
