import { extractSyllabus, type ExtractOptions } from './engine.js';

export interface ExtractionTask {
  bytes: Uint8Array;
  fileName: string;
  options: ExtractOptions;
}

/** What one worker thread does with one file. */
export default function extractTask({ bytes, fileName, options }: ExtractionTask) {
  return extractSyllabus(bytes, fileName, options);
}
