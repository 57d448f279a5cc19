import type { ReactNode } from 'react';

/** Small inline icons of the home pages; all decorative, so hidden from screen readers. */
interface IconProps {
  className?: string;
}

function StrokeIcon({ className = 'h-5 w-5', strokeWidth = 2, children }: IconProps & { strokeWidth?: number; children: ReactNode }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" className={className}>
      {children}
    </svg>
  );
}

export const ArrowRightIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M4 10h12M11 5l5 5-5 5" />
  </StrokeIcon>
);

export const ArrowLeftIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M16 10H4M9 5l-5 5 5 5" />
  </StrokeIcon>
);

export const CheckIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className} strokeWidth={2.2}>
    <path d="M4.5 10.5l3.5 3.5 7.5-8" />
  </StrokeIcon>
);

export const CloseIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M5 5l10 10M15 5L5 15" />
  </StrokeIcon>
);

export const ShieldIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className} strokeWidth={1.8}>
    <path d="M10 2l6 2.5v4.8c0 4-2.6 7.1-6 8.7-3.4-1.6-6-4.7-6-8.7V4.5z" />
    <path d="M7.2 10l2 2 3.8-4.2" />
  </StrokeIcon>
);

function StarIcon({ className = 'h-5 w-5' }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={className}>
      <path d="M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.7-5.1-2.7-5.1 2.7 1-5.7-4.1-4 5.7-.8z" />
    </svg>
  );
}

/** Five filled stars with one accessible name, e.g. "Rated 5 out of 5". */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className="flex text-amber-400">
      {Array.from({ length: rating }, (_, index) => (
        <StarIcon key={index} className={className} />
      ))}
    </span>
  );
}
