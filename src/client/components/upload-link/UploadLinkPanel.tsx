import { useState } from 'react';
import { Icon } from '../content/Icon';
import { LinkCard } from '../content/LinkCard';
import { FilePicker } from '../checkout/FilePicker';
import { buttonPrimary } from '../ui/buttons';
import { SUPPORT_EMAIL } from '../../lib/site';
import { formatFileSize } from './fileSize';
import { HomeLink } from '../content/HomeLink';
import { uploadLinkRules, uploadToLink, type UploadLinkView } from './linkRules';

const receivedAt = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

const support = (
  <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-brand-700 underline">
    {SUPPORT_EMAIL}
  </a>
);

export function UploadLinkPanel({ token, initial }: { token: string; initial: UploadLinkView }) {
  const [view, setView] = useState(initial);
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const greeting = view.firstName ? `Hi ${view.firstName}! ` : '';

  async function send() {
    setSending(true);
    setResult(null);
    const answer = await uploadToLink(token, files);
    setSending(false);
    setResult(answer);
    if (answer.ok) {
      setView(answer.view);
      setFiles([]);
    }
  }

  if (view.state === 'delivered') {
    return (
      <LinkCard icon="check" title="Your dashboard has been delivered" lead={<p>{greeting}We emailed you the link to your dashboard. This upload link no longer accepts files.</p>}>
        <p className="mt-4 text-sm text-slate-600">Need to add a course? Write to {support} and we will update your dashboard.</p>
        <ReceivedFiles files={view.files} retentionDays={view.retentionDays} />
      </LinkCard>
    );
  }
  if (view.state === 'closed') {
    return (
      <LinkCard icon="lock" title="This upload link is no longer active" lead={<p>The order it belongs to was refunded or canceled, so it no longer accepts files.</p>}>
        <p className="mt-4 text-sm text-slate-600">If you think this is a mistake, write to {support} and a person will sort it out.</p>
      </LinkCard>
    );
  }

  return (
    <LinkCard
      icon="upload"
      title="Upload your syllabi"
      lead={
        <p>
          {greeting}Send us the syllabus of each of your courses. A person on our team checks every deadline, and your dashboard is ready within 24 hours of your upload,
          usually in 2-4 hours.
        </p>
      }
    >
      <div className="mt-8">
        {view.remaining > 0 ? (
          <>
            <FilePicker files={files} onChange={setFiles} rules={uploadLinkRules(view.remaining)} />
            <button type="button" className={`${buttonPrimary} mt-5 w-full sm:w-auto`} disabled={files.length === 0 || sending} onClick={() => void send()}>
              <Icon name="upload" className="h-5 w-5" />
              {sending ? 'Uploading…' : files.length === 1 ? 'Upload 1 file' : files.length > 1 ? `Upload ${files.length} files` : 'Upload files'}
            </button>
          </>
        ) : (
          <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200">
            This link has taken the most files it can ({view.maxFiles}). To send more, write to {support}.
          </p>
        )}
        {result && (
          <p
            role={result.ok ? 'status' : 'alert'}
            className={`mt-4 rounded-xl px-4 py-3 text-sm ring-1 ${result.ok ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-rose-50 text-rose-800 ring-rose-200'}`}
          >
            {result.message}
          </p>
        )}
      </div>
      <ReceivedFiles files={view.files} retentionDays={view.retentionDays} />
    </LinkCard>
  );
}

function ReceivedFiles({ files, retentionDays }: { files: UploadLinkView['files']; retentionDays: number }) {
  return (
    <div className="mt-10 border-t border-slate-200 pt-6">
      <h2 className="text-lg font-bold text-slate-900">What we received</h2>
      {files.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nothing yet. Your files appear here as soon as they are uploaded.</p>
      ) : (
        <ul aria-label="Received files" className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200">
          {files.map((file) => (
            <li key={`${file.name}-${file.receivedAt}`} className="flex items-center gap-3 px-4 py-3">
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700">
                <Icon name="check" className="h-5 w-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-slate-900">{file.name}</span>
                <span className="block text-sm text-slate-600">
                  {formatFileSize(file.sizeBytes)} · received {receivedAt.format(new Date(file.receivedAt))}
                  {file.deletedAt && ' · deleted from our servers'}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 flex gap-2 text-sm text-slate-600">
        <Icon name="lock" className="h-5 w-5 shrink-0 text-slate-500" />
        Your files are only used to build your dashboard. We delete them once it is delivered, and in any case {retentionDays} days after upload.
      </p>
    </div>
  );
}

export function LinkNotFound({ message }: { message: string }) {
  return (
    <LinkCard icon="alert" title="We can't find this upload link" lead={<p>{message || 'This upload link is not valid.'}</p>}>
      <p className="mt-4 text-sm text-slate-600">
        The link is in the confirmation email we sent after your purchase. If you can&rsquo;t find it, write to {support} and we will send it again.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <HomeLink label="Back to Home" look="secondary" />
      </div>
    </LinkCard>
  );
}
