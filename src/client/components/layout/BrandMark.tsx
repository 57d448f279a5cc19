/** The Syl logo: a calendar page with a check, beside the wordmark. */
export function BrandMark({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 text-xl font-extrabold tracking-tight text-slate-900 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32" className="h-8 w-8 shrink-0">
        <rect x="2" y="4" width="28" height="26" rx="7" fill="#4f46e5" />
        <rect x="2" y="4" width="28" height="8" rx="4" fill="#4338ca" />
        <rect x="9" y="1.5" width="3" height="6" rx="1.5" fill="#312e81" />
        <rect x="20" y="1.5" width="3" height="6" rx="1.5" fill="#312e81" />
        <path d="M10 20.5l4 4 8-9" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      Syl
    </span>
  );
}
