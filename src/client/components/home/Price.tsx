/** The offer price beside the struck-through regular price, read out as "Regular price $35, now $25". */
export function Price({ price, struckPrice, tone }: { price: string; struckPrice: string; tone: 'light' | 'dark' }) {
  const dark = tone === 'dark';
  return (
    <p className="flex items-baseline justify-center gap-3">
      <span className={`text-6xl font-extrabold tracking-tight ${dark ? 'text-white' : 'text-slate-900'}`}>
        <span className="sr-only">Now </span>
        {price}
      </span>
      <del className={`text-2xl font-semibold ${dark ? 'text-brand-200' : 'text-slate-500'}`}>
        <span className="sr-only">Regular price </span>
        {struckPrice}
      </del>
    </p>
  );
}
