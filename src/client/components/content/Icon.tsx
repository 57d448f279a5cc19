/** Outline icons (24 px grid, drawn with the current text colour) used across the content pages. */
const PATHS = {
  upload: 'M12 16V4m0 0L7.5 8.5M12 4l4.5 4.5M4 15v3a2 2 0 002 2h12a2 2 0 002-2v-3',
  dashboard: 'M4 5a1 1 0 011-1h5a1 1 0 011 1v6a1 1 0 01-1 1H5a1 1 0 01-1-1V5zm9 0a1 1 0 011-1h5a1 1 0 011 1v2a1 1 0 01-1 1h-5a1 1 0 01-1-1V5zM4 16a1 1 0 011-1h5a1 1 0 011 1v3a1 1 0 01-1 1H5a1 1 0 01-1-1v-3zm9-5a1 1 0 011-1h5a1 1 0 011 1v8a1 1 0 01-1 1h-5a1 1 0 01-1-1v-8z',
  sync: 'M4 12a8 8 0 0113.7-5.6L20 8.5M20 4v4.5h-4.5M20 12a8 8 0 01-13.7 5.6L4 15.5M4 20v-4.5h4.5',
  calendar: 'M7 3v3m10-3v3M4 9h16M5 5h14a1 1 0 011 1v13a1 1 0 01-1 1H5a1 1 0 01-1-1V6a1 1 0 011-1zm3 8h2m4 0h2m-8 4h2',
  verified: 'M9 12l2 2 4-4m-3-7l2.4 1.8 3 .1.9 2.9 2.4 1.8-1 2.8 1 2.8-2.4 1.8-.9 2.9-3 .1L12 21l-2.4-1.8-3-.1-.9-2.9L3.3 14.4l1-2.8-1-2.8 2.4-1.8.9-2.9 3-.1L12 3z',
  checklist: 'M10 6h10M10 12h10M10 18h10M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2',
  chart: 'M4 20h16M7 16v-5m5 5V7m5 9v-3',
  briefcase: 'M9 7V5a2 2 0 012-2h2a2 2 0 012 2v2M4 8h16a1 1 0 011 1v9a2 2 0 01-2 2H5a2 2 0 01-2-2V9a1 1 0 011-1zm-1 5h18',
  devices: 'M3 16V6a1 1 0 011-1h13a1 1 0 011 1v2M2 19h11M15 11h5a1 1 0 011 1v7a1 1 0 01-1 1h-5a1 1 0 01-1-1v-7a1 1 0 011-1z',
  clock: 'M12 7v5l3 2m6-2a9 9 0 11-18 0 9 9 0 0118 0z',
  mail: 'M4 6h16a1 1 0 011 1v10a1 1 0 01-1 1H4a1 1 0 01-1-1V7a1 1 0 011-1zm-1 1l9 6 9-6',
  profile: 'M4 5h16a1 1 0 011 1v12a1 1 0 01-1 1H4a1 1 0 01-1-1V6a1 1 0 011-1zm5 8a2.5 2.5 0 100-5 2.5 2.5 0 000 5zm-3.5 3.5a3.5 3.5 0 017 0M15 9h3m-3 3h3',
  document: 'M14 3H7a2 2 0 00-2 2v14a2 2 0 002 2h10a2 2 0 002-2V8l-5-5zm0 0v5h5M9 13h6m-6 4h6',
  compass: 'M12 21a9 9 0 100-18 9 9 0 000 18zm3.5-12.5l-2 5-5 2 2-5 5-2z',
  table: 'M4 5h16a1 1 0 011 1v12a1 1 0 01-1 1H4a1 1 0 01-1-1V6a1 1 0 011-1zm-1 5h18M3 15h18M9 10v9',
  chat: 'M8 10h8m-8 4h5m-7 6l-2 1 1-3.5A8 8 0 1112 20a8 8 0 01-4.3-1.2',
  trophy: 'M8 4h8v5a4 4 0 01-8 0V4zm0 2H5a3 3 0 003 4m8-4h3a3 3 0 01-3 4m-4 3v4m-4 4h8m-6 0l.5-4h3l.5 4',
  rocket: 'M14 4c3 0 6 0 6 0s0 3 0 6l-7 7-6-6 7-7zm1.5 4.5h.01M7 11l-3 1 2 2m7 4l-1 3-2-2M6.5 17.5L4 20',
  target: 'M12 21a9 9 0 100-18 9 9 0 000 18zm0-4a5 5 0 100-10 5 5 0 000 10zm0-4a1 1 0 100-2 1 1 0 000 2z',
  eye: 'M2.5 12S6 5 12 5s9.5 7 9.5 7-3.5 7-9.5 7-9.5-7-9.5-7zm9.5 3a3 3 0 100-6 3 3 0 000 6z',
  heart: 'M12 20s-8-4.5-8-10.5A4.5 4.5 0 0112 7a4.5 4.5 0 018 2.5C20 15.5 12 20 12 20z',
  lock: 'M6 11h12a1 1 0 011 1v8a1 1 0 01-1 1H6a1 1 0 01-1-1v-8a1 1 0 011-1zm2 0V7a4 4 0 118 0v4m-4 4v2',
  users: 'M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7zm-6 9a6 6 0 0112 0m1.5-9a3 3 0 100-6m1.5 15h3a5 5 0 00-4-4.9',
  sparkles: 'M10 3l1.7 5.3L17 10l-5.3 1.7L10 17l-1.7-5.3L3 10l5.3-1.7L10 3zm8 11l.8 2.2L21 17l-2.2.8L18 20l-.8-2.2L15 17l2.2-.8L18 14z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  alert: 'M12 8v5m0 3.5h.01M12 21a9 9 0 100-18 9 9 0 000 18z',
  arrowRight: 'M5 12h14m-5-5l5 5-5 5',
  arrowLeft: 'M19 12H5m5-5l-5 5 5 5',
  tag: 'M3 12V4a1 1 0 011-1h8l9 9-9 9-9-9zm5-4.5h.01',
  infinity: 'M7 15.5a3.5 3.5 0 110-7c3.5 0 6.5 7 10 7a3.5 3.5 0 100-7c-3.5 0-6.5 7-10 7z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className = 'h-6 w-6' }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" className={className} fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[name]} />
    </svg>
  );
}

/** An icon on a soft brand-coloured tile, as used at the top of cards. */
export function IconTile({ name, className = '' }: { name: IconName; className?: string }) {
  return (
    <span className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 ${className}`}>
      <Icon name={name} />
    </span>
  );
}
