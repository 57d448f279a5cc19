import { isDatabaseUnavailable } from './db/unavailable.js';

/** What a background job logs with: pino's logger, or a test's stand-in. */
export interface JobLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * How a background job reports a failed run. A database that is down or restarting fails every run
 * until it is back, and the job simply tries again: a one-line warning then, not a stack each tick.
 */
export function logJobFailure(log: JobLog, failed: string): (error: unknown) => void {
  return (error) => {
    if (isDatabaseUnavailable(error)) log.warn({ code: (error as { code?: unknown }).code }, `${failed}: the database is unavailable; trying again at the next run`);
    else log.error({ err: error }, failed);
  };
}

/** A background job that runs now, then again `intervalMs` after each run ends (never two at once). */
export interface RepeatingJob {
  /** Runs again now, or as soon as the run in progress ends, instead of waiting for the interval. */
  wake(): void;
  /** Aborts the signal the run in progress was given, waits for that run to end, then stops. */
  stop(): Promise<void>;
}

/** `run` is given a signal that aborts when the job is stopped: a run that takes work item by item takes no more. */
export function startRepeatingJob(run: (signal: AbortSignal) => Promise<void>, onError: (error: unknown) => void, intervalMs: number): RepeatingJob {
  const stopping = new AbortController();
  let stopped = false;
  let busy = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    clearTimeout(timer);
    busy = true;
    again = false;
    running = run(stopping.signal)
      .catch(onError)
      .finally(() => {
        busy = false;
        if (stopped) return;
        if (again) tick();
        else timer = setTimeout(tick, intervalMs);
      });
  };
  tick();
  return {
    wake() {
      if (stopped) return;
      if (busy) again = true;
      else tick();
    },
    async stop() {
      stopped = true;
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}

/** How domain functions tell a background job that they committed work for it; nothing happens until the job listens. */
export class WorkSignal {
  #listeners = new Set<() => void>();

  notify(): void {
    for (const listener of this.#listeners) listener();
  }

  /** Returns the function that stops listening. */
  listen(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
