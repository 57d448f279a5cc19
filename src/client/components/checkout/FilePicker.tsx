import { useId, useState, type DragEvent } from 'react';
import { Icon } from '../content/Icon';
import { addSyllabusFiles, formatMegabytes, MAX_UPLOAD_MEGABYTES, PURCHASE_FILE_RULES, type SyllabusRules } from './files';

interface FilePickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  /** The purchase form's rules unless given. */
  rules?: SyllabusRules;
}

/** Drag-and-drop or browse for syllabi (PDF, Word, HTML, Markdown, text), several at once, each removable. */
export function FilePicker({ files, onChange, rules = PURCHASE_FILE_RULES }: FilePickerProps) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  const add = (incoming: File[]) => {
    const result = addSyllabusFiles(files, incoming, rules);
    setProblems(result.problems);
    onChange(result.files);
  };
  const remove = (file: File) => {
    setProblems([]);
    onChange(files.filter((kept) => kept !== file));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };

  return (
    <div>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center rounded-2xl border-2 border-dashed px-5 py-7 text-center transition-colors ${
          dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50'
        }`}
      >
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-white text-brand-600 shadow-sm ring-1 ring-slate-200">
          <Icon name="upload" />
        </span>
        <p className="mt-3 font-semibold text-slate-900">Drag and drop your syllabi here</p>
        <p className="mt-1 text-sm text-slate-600">
          {rules.typesLabel} · up to {rules.maxFiles} {rules.maxFiles === 1 ? 'file' : 'files'}, {MAX_UPLOAD_MEGABYTES} MB each
        </p>
        <label
          htmlFor={inputId}
          className="mt-4 inline-flex cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 shadow-sm hover:border-brand-300 hover:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
        >
          Browse files
          <input
            id={inputId}
            type="file"
            multiple
            accept={rules.accept}
            className="sr-only"
            onChange={(event) => {
              add([...(event.target.files ?? [])]);
              // Picking the same file again after removing it must still fire a change.
              event.target.value = '';
            }}
          />
        </label>
      </div>

      {problems.length > 0 && (
        <ul role="alert" className="mt-3 space-y-1 text-sm text-red-700">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}

      {files.length > 0 && (
        <ul aria-label="Selected files" className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {files.map((file) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className="flex items-center gap-3 px-4 py-3">
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon name="document" className="h-5 w-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-slate-900">{file.name}</span>
                <span className="block text-sm text-slate-600">{formatMegabytes(file.size)}</span>
              </span>
              <button
                type="button"
                onClick={() => remove(file)}
                aria-label={`Remove ${file.name}`}
                className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
