import { Dialog } from 'radix-ui';
import { buttonPrimary } from '../ui/buttons';
import { SiteLink } from '../ui/SiteLink';
import { ArrowRightIcon, CloseIcon } from './icons';
import type { HomeOffer } from './offers';
import { Price } from './Price';

interface ExitIntentDialogProps {
  offer: HomeOffer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The last-chance offer; its close button, Escape or a click outside all close it. */
export default function ExitIntentDialog({ offer, open, onOpenChange }: ExitIntentDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60 backdrop-blur-sm" data-testid="exit-intent-overlay" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-3xl bg-white text-center shadow-2xl">
          <div className="bg-gradient-to-br from-brand-600 to-brand-800 px-6 pb-8 pt-10">
            <p className="mx-auto inline-flex rounded-full bg-amber-300 px-3 py-1 text-xs font-bold uppercase tracking-wider text-amber-950">
              {offer.offerName}
            </p>
            <Dialog.Title className="mt-4 text-2xl font-extrabold sm:text-3xl tracking-tight text-white">Wait! Don't Miss This Deal</Dialog.Title>
            <Dialog.Description className="mt-3 text-brand-50">
              Every deadline from every syllabus in one calendar, checked by a real person, for a one-time price.
            </Dialog.Description>
          </div>
          <div className="px-6 pb-8 pt-7">
            <Price price={offer.price} struckPrice={offer.struckPrice} tone="light" />
            <p className="mt-1 text-sm text-slate-600">One-time payment for the whole semester</p>
            <SiteLink href={offer.purchaseHref} newTab onClick={() => onOpenChange(false)} className={`${buttonPrimary} mt-6 w-full py-3.5 text-base`}>
              Claim My {offer.price} Deal
              <ArrowRightIcon />
            </SiteLink>
            <p className="mt-4 text-sm text-slate-600">30-day money-back guarantee • Secure payment</p>
          </div>
          <Dialog.Close
            aria-label="Close"
            className="absolute right-3 top-3 inline-flex h-10 w-10 items-center justify-center rounded-full text-white/90 hover:bg-white/15 hover:text-white focus-visible:outline-white"
          >
            <CloseIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
