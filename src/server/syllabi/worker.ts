import { Piscina } from 'piscina';
import type { SyllabusResult } from './document.js';
import type { ExtractOptions } from './engine.js';
import type { ExtractionTask } from './worker-task.js';

/**
 * The extraction pool: syllabi are read in worker threads, never on the server's event loop. Each
 * file has a time limit and each worker a heap limit; a file that exceeds either, or crashes its
 * worker, fails alone with a reason staff can act on, and the worker is replaced.
 */

export interface ExtractionPoolOptions {
  threads: number;
  /** Per-file time limit. */
  timeoutMs: number;
  /** Heap of each worker; past it the worker (only) is killed. */
  memoryMb?: number;
  /** A worker that failed while it had no file (a file's own failures reject its extract call). */
  onWorkerError?: (error: unknown) => void;
}

export interface ExtractionPool {
  /** Rejects with ExtractionFailed when the worker timed out or crashed, or with the signal's AbortError when `signal` aborted it. */
  extract(bytes: Uint8Array, fileName: string, options?: ExtractOptions, signal?: AbortSignal): Promise<SyllabusResult>;
  close(): Promise<void>;
}

/** A worker that timed out or crashed on a file: unlike an unreadable file, worth one more try. */
export class ExtractionFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExtractionFailed';
  }
}

const ASK_AGAIN = 'ask the student for another copy or type its dates in by hand.';

const duration = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`);

// From source (tsx, vitest) the thread must be taught TypeScript first; the compiled build
// (scripts/build-server.ts) bundles worker-task.ts as worker-task.js beside this code.
const WORKER_FILE = import.meta.url.endsWith('.ts') ? new URL('./worker-entry.mjs', import.meta.url) : new URL('./worker-task.js', import.meta.url);

export function createExtractionPool({ threads, timeoutMs, memoryMb = 512, onWorkerError = () => undefined }: ExtractionPoolOptions): ExtractionPool {
  const pool = new Piscina<ExtractionTask, SyllabusResult>({
    filename: WORKER_FILE.href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: memoryMb },
  });
  // Unheard, Piscina's 'error' event would end the whole process.
  pool.on('error', onWorkerError);
  return {
    async extract(bytes, fileName, options = {}, signal) {
      const timeout = AbortSignal.timeout(timeoutMs);
      try {
        return await pool.run({ bytes, fileName, options }, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
      } catch (error) {
        if (signal?.aborted) throw error;
        if (timeout.aborted) throw new ExtractionFailed(`Reading this file took longer than ${duration(timeoutMs)}, so it was stopped; ${ASK_AGAIN}`);
        const outOfMemory = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? ` (it needed more than ${memoryMb} MB of memory)` : '';
        throw new ExtractionFailed(`The reader crashed on this file${outOfMemory}; ${ASK_AGAIN}`);
      }
    },
    close: () => pool.close(),
  };
}
