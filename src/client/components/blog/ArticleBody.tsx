/**
 * Readable prose for an article's HTML (h2, h3, p, lists, strong, em, blockquote), styled through
 * arbitrary variants so the rules land in the site's one stylesheet and the prerendered page never
 * shows unstyled text.
 */
const prose = [
  'text-[1.0625rem] leading-8 text-slate-700',
  '[&_p]:mt-5',
  '[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:leading-tight [&_h2]:tracking-tight [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:leading-snug [&_h3]:text-slate-900',
  '[&_h2+p]:mt-4 [&_h3+p]:mt-3',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-8',
  '[&_li]:pl-1 [&_li]:marker:text-brand-600 [&_ol>li]:marker:font-semibold',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_blockquote]:mt-8 [&_blockquote]:rounded-r-2xl [&_blockquote]:border-l-4 [&_blockquote]:border-brand-500 [&_blockquote]:bg-brand-50 [&_blockquote]:px-6 [&_blockquote]:py-4 [&_blockquote]:text-slate-800 [&_blockquote_p:first-child]:mt-0',
  '[&>:first-child]:mt-0',
].join(' ');

/** The article body: our own, trusted HTML from src/client/content/blog. */
export function ArticleBody({ html }: { html: string }) {
  return <div className={prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
