/** Messages between the debug-balance page and its simulator worker (sim.worker.ts). */
import type { SimConfig, SimReport, SimSample } from '@/sim/types';

/** Page to worker: run one simulation. A worker runs one and is then terminated. */
export interface RunRequest {
  type: 'run';
  config: SimConfig;
}

/** Worker to page: each sample as it is taken, then the report, or what went wrong. */
export type SimReply =
  { type: 'sample'; sample: SimSample } | { type: 'done'; report: SimReport } | { type: 'error'; message: string };

/** The part of a Worker the page uses: tests hand in a fake one. */
export interface SimWorker {
  postMessage(message: RunRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<SimReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export type SimWorkerFactory = () => SimWorker;
