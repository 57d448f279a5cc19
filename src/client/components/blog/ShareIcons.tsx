import type { ComponentType } from 'react';
import type { ShareLink } from './share';

/** Small monochrome marks drawn for the share buttons; they inherit the text colour. */
const iconProps = { 'aria-hidden': true, viewBox: '0 0 24 24', width: 18, height: 18, fill: 'currentColor' } as const;

function LinkedInIcon() {
  return (
    <svg {...iconProps}>
      <rect x="2" y="2" width="20" height="20" rx="4" />
      <g fill="#fff">
        <rect x="6" y="10" width="2.6" height="8" />
        <circle cx="7.3" cy="6.9" r="1.6" />
        <path d="M10.6 10h2.5v1.2c.5-.8 1.5-1.4 2.8-1.4 2.2 0 3.1 1.4 3.1 3.8V18h-2.6v-4c0-1.2-.4-1.9-1.4-1.9s-1.8.7-1.8 2V18h-2.6z" />
      </g>
    </svg>
  );
}

function XIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 3.5h4.6l11.4 17H15.4z" />
      <path d="M18.6 3.5h1.9l-6.7 7.6-1-1.5zM10.1 13.3l1 1.5-6.1 6.7H3.1z" />
    </svg>
  );
}

function RedditIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="12" cy="12" r="10" />
      <g fill="#fff">
        <ellipse cx="12" cy="13.6" rx="5.6" ry="3.9" />
        <circle cx="17.2" cy="6.4" r="1.3" />
        <path d="M12 9.7l1-4.2 3.8.9-.2.8-3-.7-.8 3.2z" />
      </g>
      <circle cx="9.8" cy="13" r="0.95" />
      <circle cx="14.2" cy="13" r="0.95" />
      <path d="M9.6 15.3c1.4 1 3.4 1 4.8 0" fill="none" stroke="currentColor" strokeWidth="0.9" strokeLinecap="round" />
    </svg>
  );
}

export const SHARE_ICONS: Record<ShareLink['network'], ComponentType> = {
  LinkedIn: LinkedInIcon,
  'X (Twitter)': XIcon,
  Reddit: RedditIcon,
};

export function LinkIcon() {
  return (
    <svg {...iconProps} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3.2-3.2a4.5 4.5 0 0 0-6.4-6.4L12 5.6" />
      <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3.2 3.2a4.5 4.5 0 0 0 6.4 6.4l1.2-1.2" />
    </svg>
  );
}
