// The pool's worker threads start here: plain JavaScript that teaches the thread TypeScript (the
// server runs under tsx, the tests under vitest, neither of which reaches into worker threads).
import { register } from 'tsx/esm/api';

register();

// The engine loads with the first file rather than at start, so a worker that cannot load it (out of
// memory, say) fails that file instead of failing silently at start.
export default async function extract(task) {
  const { default: extractTask } = await import('./worker-task.ts');
  return extractTask(task);
}
