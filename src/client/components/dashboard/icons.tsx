/** Small stroke icons of the dashboard, drawn on a 20-unit grid; decorative, so hidden from assistive tech. */
const PATHS = {
  calendar: 'M4 6.5A1.5 1.5 0 0 1 5.5 5h9A1.5 1.5 0 0 1 16 6.5v8a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 4 14.5v-8zM4 9h12M7.5 3v3M12.5 3v3',
  sync: 'M15.5 8A6 6 0 0 0 4.6 6.5M4.5 12a6 6 0 0 0 10.9 1.5M15.5 4v4h-4M4.5 16v-4h4',
  plus: 'M10 4.5v11M4.5 10h11',
  briefcase: 'M3.5 8A1.5 1.5 0 0 1 5 6.5h10A1.5 1.5 0 0 1 16.5 8v6.5A1.5 1.5 0 0 1 15 16H5a1.5 1.5 0 0 1-1.5-1.5V8zM7.5 6.5V5a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v1.5M3.5 11h13',
  pin: 'M10 17s5-4.6 5-8.5a5 5 0 0 0-10 0C5 12.4 10 17 10 17zM10 10.2a1.7 1.7 0 1 0 0-3.4 1.7 1.7 0 0 0 0 3.4z',
  info: 'M10 17a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM10 9.5v4M10 6.75v.01',
  left: 'M12 5l-5 5 5 5',
  right: 'M8 5l5 5-5 5',
  check: 'M5 10.5l3.2 3.2L15 7',
  spark: 'M10 3l1.6 4.4L16 9l-4.4 1.6L10 15l-1.6-4.4L4 9l4.4-1.6L10 3z',
  close: 'M5 5l10 10M15 5L5 15',
  edit: 'M13.5 4.5l2 2L8 14l-3 1 1-3 7.5-7.5z',
  trash: 'M4.5 6h11M8 6V4.5h4V6M6 6l.7 9.5h6.6L14 6M8.5 8.5v4.5M11.5 8.5v4.5',
  bell: 'M6 8.5a4 4 0 0 1 8 0c0 4 1.5 5.5 1.5 5.5h-11S6 12.5 6 8.5zM8.5 16.5a1.6 1.6 0 0 0 3 0',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className = 'h-4 w-4' }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" className={`shrink-0 ${className}`}>
      <path d={PATHS[name]} />
    </svg>
  );
}
