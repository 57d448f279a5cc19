import { SiteLayout } from '../components/layout/SiteLayout';
import { LinkCard, LinkUnreachable, useLinkLoad } from '../components/content/LinkCard';
import { LinkNotFound, UploadLinkPanel } from '../components/upload-link/UploadLinkPanel';
import { loadUploadLink } from '../components/upload-link/linkRules';
import type { PageProps } from '../routes';
import { usePageMeta } from '../lib/head';
import { usePageView } from '../lib/tracking';

/** /upload/<token>: the private link where a "later" buyer sends their syllabi. */
export default function UploadLink({ params }: PageProps) {
  const token = params.token ?? '';
  usePageMeta({
    title: 'Upload your syllabi · Syl',
    description: 'Send your syllabi to Syl through your private upload link.',
    path: `/upload/${token}`,
    noindex: true,
  });
  usePageView('Upload Link Page');
  const { state: load, retry } = useLinkLoad(token, loadUploadLink);

  return (
    <SiteLayout>
      <div className="bg-slate-50">
        {load.kind === 'loading' && (
          <LinkCard icon="upload" title="Upload your syllabi" lead={<p role="status">Opening your upload link…</p>} />
        )}
        {load.kind === 'not-found' && <LinkNotFound message={load.message} />}
        {load.kind === 'unreachable' && <LinkUnreachable title="Your upload link could not load" onRetry={retry} />}
        {load.kind === 'found' && <UploadLinkPanel token={token} initial={load.view} />}
      </div>
    </SiteLayout>
  );
}
