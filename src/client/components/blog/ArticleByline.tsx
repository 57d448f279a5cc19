import { isoDate } from '../../content/blog';
import type { BlogArticleMeta } from '../../content/blog/types';

const initials = (name: string) =>
  name
    .split(' ')
    .filter((word) => word !== 'The')
    .map((word) => word[0])
    .join('')
    .slice(0, 2);

/** Author, publication date and read time, as on cards and at the top of a post. */
export function ArticleByline({ article, className = '' }: { article: BlogArticleMeta; className?: string }) {
  return (
    <div className={`flex items-center gap-3 text-sm ${className}`}>
      <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800">
        {initials(article.author)}
      </span>
      <p className="leading-snug">
        <span className="block font-semibold text-slate-900">{article.author}</span>
        <span className="text-slate-600">
          <time dateTime={isoDate(article.date)}>{article.date}</time>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {article.readTime}
        </span>
      </p>
    </div>
  );
}
