import type { ExtractOptions } from './engine.js';

export interface ExtractionTask {
  bytes: Uint8Array;
  fileName: string;
  options: ExtractOptions;
}

/**
 * What one worker thread does with one file. The engine loads with the first file rather than at
 * start, so a worker that cannot load it (out of memory, say) fails that file instead of failing
 * silently at start.
 */
export default async function extractTask({ bytes, fileName, options }: ExtractionTask) {
  const { extractSyllabus } = await import('./engine.js');
  return extractSyllabus(bytes, fileName, options);
}
