import type { BlogArticleMeta } from '../../content/blog/types';
import { ArticleCard } from './ArticleCard';

interface ArticleGridProps {
  articles: readonly BlogArticleMeta[];
  headingLevel?: 'h2' | 'h3';
  /** How many leading cards are in the first screenful and load their cover at once. */
  eagerCount?: number;
  className?: string;
}

/** Cards in one column on phones, two on tablets, three on desktops. */
export function ArticleGrid({ articles, headingLevel, eagerCount = 0, className = '' }: ArticleGridProps) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8 ${className}`}>
      {articles.map((article, index) => (
        <li key={article.id} className="flex">
          <ArticleCard article={article} headingLevel={headingLevel} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
