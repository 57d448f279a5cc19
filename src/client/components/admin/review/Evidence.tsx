import { useReview } from './context';
import { highlightEvidence } from './evidence';
import type { Item, Syllabus } from './rules';

/** Where the item was read: the page and the line, its title and date marked, and the original file at that page while it is kept. */
export function Evidence({ item, syllabus }: { item: Item; syllabus: Syllabus | undefined }) {
  const { showLine } = useReview();
  if (!item.source) return <p className="text-xs text-slate-500">{item.origin === 'staff' ? 'Added by staff: no line of a syllabus.' : 'No source line was kept.'}</p>;
  const { page, text } = item.source;
  const file = syllabus?.file;
  return (
    <div className="min-w-0 text-sm">
      <p className="text-xs font-semibold text-slate-500">
        p. {page}
        {syllabus && <span className="font-normal"> · {syllabus.name}</span>}
      </p>
      <p className="mt-0.5 break-words text-slate-800">
        {highlightEvidence(text, item.title).map((part, index) =>
          part.mark ? (
            <mark key={index} className="rounded bg-amber-100 px-0.5 text-slate-900">
              {part.text}
            </mark>
          ) : (
            part.text
          ),
        )}
      </p>
      {syllabus && (
        <button type="button" className="mt-1 mr-3 text-xs font-semibold text-brand-700 underline" onClick={() => showLine(syllabus.id, text)}>
          Show in the document
        </button>
      )}
      {file && (
        <a
          href={`/api/admin/files/${file.id}/${file.isPdf ? `?inline=1#page=${page}` : ''}`}
          target="_blank"
          rel="noopener"
          className="mt-1 inline-block text-xs font-semibold text-brand-700 underline"
        >
          {file.isPdf ? `Open the file at page ${page}` : 'Download the file'}
        </a>
      )}
    </div>
  );
}
