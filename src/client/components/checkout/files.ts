import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../../../shared/schemas/commerce';

/** The syllabus picker's rules: .pdf, .doc and .docx (SPEC §5), within the server's limits (DESIGN §6). */
export const SYLLABUS_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const SYLLABUS_ACCEPT = [
  ...SYLLABUS_EXTENSIONS,
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
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

export function isSyllabusFile(name: string): boolean {
  const lower = name.toLowerCase();
  return SYLLABUS_EXTENSIONS.some((extension) => lower.endsWith(extension));
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
export function addSyllabusFiles<T extends PickedFile>(current: readonly T[], incoming: readonly T[]): AddedFiles<T> {
  const files = [...current];
  const problems: string[] = [];
  for (const file of incoming) {
    if (files.some((kept) => sameFile(kept, file))) continue;
    if (!isSyllabusFile(file.name)) problems.push(`${file.name} is not a PDF, DOC or DOCX file.`);
    else if (file.size > MAX_UPLOAD_BYTES) problems.push(`${file.name} is larger than ${MAX_UPLOAD_MEGABYTES} MB.`);
    else if (files.length >= MAX_UPLOAD_FILES) problems.push(`${file.name} was not added: up to ${MAX_UPLOAD_FILES} files per order.`);
    else files.push(file);
  }
  return { files, problems };
}

/** The file details the draft keeps (names and sizes, no content). */
export function fileMetadata(files: readonly PickedFile[]) {
  return files.map(({ name, size, type, lastModified }) => ({ name, size, type, lastModified }));
}
