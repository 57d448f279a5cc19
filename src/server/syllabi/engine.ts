import { UnreadableSyllabus, type ReadLimits, type SyllabusResult } from './document.js';
import { extractItems } from './extract.js';
import { readSyllabus } from './read/index.js';

export interface ExtractOptions {
  /** "Fall 2025": used when the document does not state its term. */
  termHint?: string;
  limits?: ReadLimits;
}

/**
 * One syllabus file in, its items out. A file that cannot be read is a result with `error`, never
 * a throw, so one bad file never stops a run.
 */
export async function extractSyllabus(bytes: Uint8Array, fileName: string, options: ExtractOptions = {}): Promise<SyllabusResult> {
  try {
    const document = await readSyllabus(bytes, fileName, options.limits);
    return extractItems(document, { termHint: options.termHint });
  } catch (error) {
    const reason = error instanceof UnreadableSyllabus ? error.message : 'This file is damaged and could not be read; ask the student for another copy or type its dates in by hand.';
    return { course: null, term: null, items: [], unplaced: [], setAside: [], error: reason };
  }
}
