import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../../../shared/limits';

/**
 * The syllabus picker's rules: PDF, Word (.doc, .docx), a saved web page (.html, .htm), Markdown and
 * plain text, as the server's content check accepts, within its limits (DESIGN §6).
 */
export const SYLLABUS_EXTENSIONS = ['.pdf', '.doc', '.docx', '.html', '.htm', '.md', '.txt'] as const;
export const SYLLABUS_ACCEPT = [
  ...SYLLABUS_EXTENSIONS,
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/html',
  'text/markdown',
  'text/plain',
].join(',');
export { MAX_UPLOAD_FILES };
export const MAX_UPLOAD_MEGABYTES = MAX_UPLOAD_BYTES / (1024 * 1024);

/** The parts of a File the picker looks at, so the rules can be tested without a browser. */
export interface PickedFile {
  name: string;
  size: number;
  type: string;
  lastModified: number;
}

/** "0.25 MB": the size shown beside each picked file, two decimals. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** What a picker takes: the purchase form's rules by default; the private upload link limits the count. */
export interface SyllabusRules {
  extensions: readonly string[];
  /** The file input's accept attribute. */
  accept: string;
  /** How the copy names the types, e.g. "PDF, DOC, DOCX, HTML, MD or TXT". */
  typesLabel: string;
  maxFiles: number;
  /** Why a file beyond maxFiles is left out. */
  limitReason: string;
}

export const PURCHASE_FILE_RULES: SyllabusRules = {
  extensions: SYLLABUS_EXTENSIONS,
  accept: SYLLABUS_ACCEPT,
  typesLabel: 'PDF, DOC, DOCX, HTML, MD or TXT',
  maxFiles: MAX_UPLOAD_FILES,
  limitReason: `up to ${MAX_UPLOAD_FILES} files per order`,
};

const hasExtension = (name: string, extensions: readonly string[]) => extensions.some((extension) => name.toLowerCase().endsWith(extension));

export function isSyllabusFile(name: string): boolean {
  return hasExtension(name, SYLLABUS_EXTENSIONS);
}

const sameFile = (a: PickedFile, b: PickedFile) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

export interface AddedFiles<T extends PickedFile> {
  files: T[];
  /** One sentence per file left out, naming it and saying why. */
  problems: string[];
}

/**
 * Adds newly picked or dropped files to the selection: the same file twice is kept once; files of
 * other types, over 10 MB, or beyond the tenth are left out with a reason.
 */
export function addSyllabusFiles<T extends PickedFile>(current: readonly T[], incoming: readonly T[], rules = PURCHASE_FILE_RULES): AddedFiles<T> {
  const files = [...current];
  const problems: string[] = [];
  for (const file of incoming) {
    if (files.some((kept) => sameFile(kept, file))) continue;
    if (!hasExtension(file.name, rules.extensions)) problems.push(`${file.name} is not a ${rules.typesLabel} file.`);
    else if (file.size > MAX_UPLOAD_BYTES) problems.push(`${file.name} is larger than ${MAX_UPLOAD_MEGABYTES} MB.`);
    else if (files.length >= rules.maxFiles) problems.push(`${file.name} was not added: ${rules.limitReason}.`);
    else files.push(file);
  }
  return { files, problems };
}

/** The file details the draft keeps (names and sizes, no content). */
export function fileMetadata(files: readonly PickedFile[]) {
  return files.map(({ name, size, type, lastModified }) => ({ name, size, type, lastModified }));
}
