interface PriceTagProps {
  price: string;
  /** The regular price, struck through, and the saving beside it. */
  was?: { price: string; saving: string };
  note: string;
  align?: 'center' | 'responsive';
}

/** A price in large type with its regular price, saving and small print. */
export function PriceTag({ price, was, note, align = 'center' }: PriceTagProps) {
  const justify = align === 'center' ? 'justify-center text-center' : 'justify-center text-center lg:justify-start lg:text-left';
  return (
    <div>
      <p className={`flex flex-wrap items-baseline gap-x-3 gap-y-2 ${justify}`}>
        <span className="text-5xl font-extrabold tracking-tight text-slate-900">
          {was && <span className="mr-2 text-lg font-semibold text-slate-600">Now</span>}
          {price}
        </span>
        {was && (
          <>
            <span className="text-lg font-medium text-slate-600">
              Regular <s className="font-semibold">{was.price}</s>
            </span>
            <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-bold text-emerald-800">{was.saving}</span>
          </>
        )}
      </p>
      <p className={`mt-2 text-sm font-medium text-slate-600 ${align === 'center' ? 'text-center' : 'text-center lg:text-left'}`}>{note}</p>
    </div>
  );
}
