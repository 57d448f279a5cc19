import type { BlogCategory } from '../../content/blog/types';

/** One hue per category; 800-on-100 shades keep the text above 7:1 contrast. */
const CATEGORY_COLORS: Record<BlogCategory, string> = {
  Organization: 'bg-blue-100 text-blue-800 ring-blue-200',
  Technology: 'bg-violet-100 text-violet-800 ring-violet-200',
  Productivity: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  'Study Skills': 'bg-amber-100 text-amber-900 ring-amber-200',
  Planning: 'bg-rose-100 text-rose-800 ring-rose-200',
  Psychology: 'bg-teal-100 text-teal-800 ring-teal-200',
};

export function CategoryBadge({ category }: { category: BlogCategory }) {
  return (
    <span className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset ${CATEGORY_COLORS[category]}`}>
      {category}
    </span>
  );
}
