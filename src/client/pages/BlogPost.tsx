import { Suspense, use, useContext, useEffect, useMemo } from 'react';
import { useSearch } from 'wouter';
import { ArticleBody } from '../components/blog/ArticleBody';
import { ArticleByline } from '../components/blog/ArticleByline';
import { ArticleGrid } from '../components/blog/ArticleGrid';
import { CategoryBadge } from '../components/blog/CategoryBadge';
import { PurchaseCallToAction } from '../components/blog/PurchaseCallToAction';
import { ShareBar } from '../components/blog/ShareBar';
import { useSiteOrigin } from '../components/blog/useSiteOrigin';
import { SiteLayout } from '../components/layout/SiteLayout';
import { BackLink } from '../components/ui/BackLink';
import { isoDate, linkPreviewImage, loadArticleContent, relatedArticles, resolveArticle } from '../content/blog';
import type { BlogArticleMeta } from '../content/blog/types';
import { HeadContext, usePageMeta } from '../lib/head';
import { usePageView } from '../lib/tracking';
import type { PageProps } from '../routes';

/** The body is fetched before hydration and prerendering, so neither waits on it. */
export function preload(params: PageProps['params'], search: string) {
  return loadArticleContent(resolveArticle(params.slug, new URLSearchParams(search).get('id')));
}

function LoadedArticleBody({ article }: { article: BlogArticleMeta }) {
  return <ArticleBody html={use(loadArticleContent(article))} />;
}

/** /blog/{slug}, and the older /blog-post?id=N links, which render the same article. */
export default function BlogPost({ params }: PageProps) {
  const queryId = new URLSearchParams(useSearch()).get('id');
  const article = resolveArticle(params.slug, queryId);
  const path = `/blog/${article.slug}`;
  const origin = useSiteOrigin();
  // Prerendering knows the public URL, so the HTML's structured data carries absolute links.
  const prerenderSiteUrl = useContext(HeadContext)?.siteUrl;
  const jsonLd = useMemo(() => blogPosting(article, prerenderSiteUrl ?? origin), [article, prerenderSiteUrl, origin]);

  usePageMeta({ title: `${article.title} | Syl Blog`, description: article.metaDescription, path, image: linkPreviewImage(article), type: 'article', jsonLd });
  usePageView('Blog Post Page');
  // Opening another post (also from ?id= to ?id=, which the router sees as the same path) starts at
  // its top, at once rather than with the page's smooth scrolling.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [article.id]);

  return (
    <SiteLayout>
      <article className="mx-auto max-w-3xl px-4 pb-16 pt-8 sm:px-6 sm:pt-12">
        <BackLink href="/blog" label="Back to Blog" />

        <header className="mt-8">
          <CategoryBadge category={article.category} />
          <h1 className="mt-4 text-3xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-4xl">{article.title}</h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{article.excerpt}</p>
          <ArticleByline article={article} className="mt-6" />
        </header>

        <img src={article.imageUrl} alt="" width={1200} height={630} fetchPriority="high" className="mt-8 aspect-[40/21] h-auto w-full rounded-2xl border border-slate-200 bg-slate-100 object-cover" />

        <div className="mt-10">
          <Suspense fallback={<p className="text-slate-600">Loading the article…</p>}>
            <LoadedArticleBody article={article} />
          </Suspense>
        </div>

        <div className="mt-12">
          <ShareBar url={origin + path} title={article.title} />
        </div>

        <div className="mt-12">
          <PurchaseCallToAction title="Every deadline, in one calendar" label="Get Organized Now">
            Syl reads your syllabi, a real person checks every date, and you get a dashboard and a
            Google Calendar with the whole semester in it.
          </PurchaseCallToAction>
        </div>
      </article>

      <RelatedArticles article={article} />
    </SiteLayout>
  );
}

function RelatedArticles({ article }: { article: BlogArticleMeta }) {
  return (
    <section aria-labelledby="related-heading" className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16">
        <h2 id="related-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Keep reading
        </h2>
        <ArticleGrid articles={relatedArticles(article)} headingLevel="h3" className="mt-8" />
      </div>
    </section>
  );
}

/** schema.org BlogPosting for the article; `siteUrl` is '' until the browser's origin is known. */
function blogPosting(article: BlogArticleMeta, siteUrl: string): Record<string, unknown> {
  const url = `${siteUrl}/blog/${article.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.metaDescription,
    image: siteUrl + linkPreviewImage(article),
    datePublished: isoDate(article.date),
    articleSection: article.category,
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: 'Syl', logo: { '@type': 'ImageObject', url: `${siteUrl}/favicon.svg` } },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
}
