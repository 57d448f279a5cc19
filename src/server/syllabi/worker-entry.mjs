// The pool's worker threads start here when the server runs from source: plain JavaScript that
// teaches the thread TypeScript (tsx and vitest do not reach into worker threads). The compiled
// build starts its threads on worker-task.js directly (see worker.ts).
import { register } from 'tsx/esm/api';

register();

const { default: extractTask } = await import('./worker-task.ts');
export default extractTask;
