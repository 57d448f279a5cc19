import { useRef, useState, type FormEvent } from 'react';
import { pastedSyllabusInput } from '../../../../shared/schemas/review';
import { api } from '../../../lib/api';
import { SYLLABUS_ACCEPT } from '../../checkout/files';
import { inputClass, smallPrimary, smallSecondary } from '../ui';
import { useReview } from './context';
import { firstProblem } from './cells';
import { Field } from './Field';

/** Files go as multipart to the staff upload route (tRPC carries no files): file_0 … file_n. */
async function uploadSyllabi(orderId: string, files: File[]): Promise<{ ok: boolean; message: string }> {
  const form = new FormData();
  files.forEach((file, index) => form.append(`file_${index}`, file, file.name));
  try {
    const response = await fetch(`/api/admin/orders/${encodeURIComponent(orderId)}/syllabi/`, { method: 'POST', body: form, credentials: 'same-origin' });
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    return { ok: response.ok, message: body.message ?? (response.ok ? 'Added.' : `The server refused the file (${response.status}).`) };
  } catch {
    return { ok: false, message: 'The server could not be reached, so nothing was added. Check your connection and try again.' };
  }
}

type Mode = 'file' | 'text';

/** Staff add a syllabus the student sent another way: a file, or its text pasted. */
export function AddSyllabus() {
  const [mode, setMode] = useState<Mode>('file');
  return (
    <section className="border-t border-slate-100 px-5 py-4" aria-labelledby="add-syllabus">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="add-syllabus" className="text-sm font-bold text-slate-900">
          Add a syllabus
        </h3>
        <div className="inline-flex rounded-lg bg-slate-100 p-1" role="group" aria-label="How to add it">
          {(
            [
              ['file', 'Upload a file'],
              ['text', 'Paste text'],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={mode === value}
              onClick={() => setMode(value)}
              className={`rounded-md px-3 py-1.5 text-sm font-semibold ${mode === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      {mode === 'file' ? <UploadForm /> : <PasteForm />}
    </section>
  );
}

function UploadForm() {
  const { orderId, report, perform } = useReview();
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (files.length === 0) return;
    setBusy(true);
    const result = await uploadSyllabi(orderId, files);
    if (result.ok) {
      await perform(async () => result);
      setFiles([]);
      if (input.current) input.current.value = '';
    } else report({ ok: false, title: 'Not added', message: result.message });
    setBusy(false);
  }

  return (
    <form className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={submit}>
      <Field
        label="Syllabus files"
        hint="PDF, Word, HTML, Markdown or text; up to 10 files of 10 MB."
        className="flex-1"
        control={({ id, describedBy }) => (
          <input
            ref={input}
            id={id}
            type="file"
            multiple
            accept={SYLLABUS_ACCEPT}
            aria-describedby={describedBy}
            onChange={(event) => setFiles([...(event.target.files ?? [])])}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-700"
          />
        )}
      />
      <button type="submit" className={smallPrimary} disabled={busy || files.length === 0}>
        {busy ? 'Adding…' : files.length > 1 ? `Add ${files.length} files` : 'Add the file'}
      </button>
    </form>
  );
}

function PasteForm() {
  const { orderId, perform } = useReview();
  const paste = api.admin.review.addPastedSyllabus.useMutation();
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = pastedSyllabusInput.safeParse({ orderId, name, text });
    if (!parsed.success) return setError(firstProblem(parsed.error.issues, { name: 'Name', text: 'Text' }));
    setError(null);
    if (await perform(() => paste.mutateAsync(parsed.data))) {
      setName('');
      setText('');
    }
  }

  return (
    <form className="mt-3 space-y-3" onSubmit={submit} noValidate>
      <Field label="Name" hint="Shown in the list, e.g. the course it is for." control={({ id, describedBy }) => <input id={id} aria-describedby={describedBy} value={name} onChange={(event) => setName(event.target.value)} className={inputClass} placeholder="Pasted text" />} />
      <Field
        label="Syllabus text"
        error={error}
        control={({ id, describedBy, invalid }) => (
          <textarea id={id} aria-describedby={describedBy} aria-invalid={invalid} rows={6} value={text} onChange={(event) => setText(event.target.value)} className={`${inputClass} font-mono`} />
        )}
      />
      <div className="flex gap-2">
        <button type="submit" className={smallPrimary} disabled={paste.isPending}>
          {paste.isPending ? 'Adding…' : 'Read this text'}
        </button>
        {(name || text) && (
          <button type="button" className={smallSecondary} onClick={() => (setName(''), setText(''), setError(null))}>
            Clear
          </button>
        )}
      </div>
    </form>
  );
}
