/** A background job that runs now, then again `intervalMs` after each run ends (never two at once). */
export interface RepeatingJob {
  /** Waits for a run in progress, then stops. */
  stop(): Promise<void>;
}

export function startRepeatingJob(run: () => Promise<void>, onError: (error: unknown) => void, intervalMs: number): RepeatingJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = run()
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
