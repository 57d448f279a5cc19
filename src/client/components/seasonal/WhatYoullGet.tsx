import { FeatureGrid, type Feature } from '../content/FeatureCard';
import { Icon } from '../content/Icon';
import { Section } from '../content/Section';
import { buttonPrimary } from '../ui/buttons';
import { BuyLink } from './BuyLink';

interface WhatYoullGetProps {
  eyebrow: string;
  intro: string;
  features: readonly Feature[];
  cta: { label: string; href: string };
}

/** The "What you'll get" section: three feature cards and a tracked link to checkout. */
export function WhatYoullGet({ eyebrow, intro, features, cta }: WhatYoullGetProps) {
  return (
    <Section id="what-youll-get" tone="muted" eyebrow={eyebrow} title="What you'll get" intro={intro}>
      <FeatureGrid features={features} />
      <div className="mt-10 text-center sm:mt-12">
        <BuyLink href={cta.href} source="what-youll-get-section" className={`${buttonPrimary} px-8 py-4 text-lg`}>
          {cta.label}
          <Icon name="arrowRight" className="h-5 w-5" />
        </BuyLink>
      </div>
    </Section>
  );
}
