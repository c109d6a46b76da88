/**
 * The debug-balance page's worker: runs the balance simulator off the main thread (500 simulated hours
 * take about 20 s), posting each sample as progress and then the report.
 */
import { runSimulation } from '@/sim/run';
import type { RunRequest, SimReply } from './sim-protocol';

/** The worker's global scope, as far as it is used here (the project's types are the DOM's, not a worker's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<RunRequest>) => void) | null;
  postMessage(message: SimReply): void;
}

const scope = self as unknown as WorkerScope;
const reply = (message: SimReply): void => scope.postMessage(message);

scope.onmessage = (event: MessageEvent<RunRequest>) => {
  if (event.data.type !== 'run') return;
  try {
    const report = runSimulation(event.data.config, { onSample: (sample) => reply({ type: 'sample', sample }) });
    reply({ type: 'done', report });
  } catch (error) {
    reply({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
