import { Link } from 'wouter';
import type { BlogArticleMeta } from '../../content/blog/types';
import { ArticleByline } from './ArticleByline';
import { CategoryBadge } from './CategoryBadge';

/**
 * A post in a grid. The title is the link; its ::after covers the card so the whole card is
 * clickable while screen readers hear one link named by the title.
 */
interface ArticleCardProps {
  article: BlogArticleMeta;
  headingLevel?: 'h2' | 'h3';
  /** Cards in the first screenful load their cover at once; the rest wait until scrolled near. */
  eager?: boolean;
}

export function ArticleCard({ article, headingLevel = 'h2', eager = false }: ArticleCardProps) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2">
      <img src={article.imageUrl} alt="" width={1200} height={630} loading={eager ? 'eager' : 'lazy'} decoding="async" className="aspect-[40/21] h-auto w-full bg-slate-100 object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <div>
          <CategoryBadge category={article.category} />
        </div>
        <Heading className="mt-4 text-lg font-bold leading-snug text-slate-900 group-hover:text-brand-700">
          <Link href={`/blog/${article.slug}`} className="outline-none after:absolute after:inset-0 after:content-['']">
            {article.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-[0.95rem] leading-relaxed text-slate-600">{article.excerpt}</p>
        <ArticleByline article={article} className="mt-5 border-t border-slate-100 pt-4" />
      </div>
    </article>
  );
}
