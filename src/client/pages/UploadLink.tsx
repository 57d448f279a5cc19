import { useEffect, useState } from 'react';
import { SiteLayout } from '../components/layout/SiteLayout';
import { buttonPrimary } from '../components/ui/buttons';
import { LinkCard, LinkNotFound, UploadLinkPanel } from '../components/upload-link/UploadLinkPanel';
import { loadUploadLink, type LinkLoad } from '../components/upload-link/linkRules';
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
  const [load, setLoad] = useState<LinkLoad>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void loadUploadLink(token).then((result) => current && setLoad(result));
    return () => {
      current = false;
    };
  }, [token, attempt]);

  return (
    <SiteLayout>
      <div className="bg-slate-50">
        {load.kind === 'loading' && (
          <LinkCard icon="upload" title="Upload your syllabi" lead={<p role="status">Opening your upload link…</p>} />
        )}
        {load.kind === 'not-found' && <LinkNotFound message={load.message} />}
        {load.kind === 'unreachable' && (
          <LinkCard icon="alert" title="Your upload link could not load" lead={<p>We could not reach our server. Check your connection and try again.</p>}>
            <button type="button" className={`${buttonPrimary} mt-6`} onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          </LinkCard>
        )}
        {load.kind === 'found' && <UploadLinkPanel token={token} initial={load.view} />}
      </div>
    </SiteLayout>
  );
}
