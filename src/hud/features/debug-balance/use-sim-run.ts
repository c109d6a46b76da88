import { useCallback, useEffect, useRef, useState } from 'react';
import type { SimConfig, SimReport, SimSample } from '@/sim/types';
import type { SimWorker, SimWorkerFactory } from './sim-protocol';

export type RunState =
  | { status: 'idle' }
  | { status: 'running'; config: SimConfig; samples: SimSample[]; startedAt: number }
  | { status: 'done'; config: SimConfig; seconds: number }
  | { status: 'cancelled'; config: SimConfig }
  | { status: 'error'; config: SimConfig; message: string };

/** The last finished report and the one before it (drawn faded beside it). */
export interface Reports {
  current: SimReport | null;
  previous: SimReport | null;
}

function failure(message: string): string {
  return message.trim() === '' ? 'The simulator worker stopped without saying why.' : message;
}

/**
 * One simulation at a time in a worker of its own: `run` terminates any run still going and starts
 * another, `cancel` terminates it, and so does leaving the page.
 */
export function useSimRun(createWorker: SimWorkerFactory) {
  const worker = useRef<SimWorker | null>(null);
  const [state, setState] = useState<RunState>({ status: 'idle' });
  const [reports, setReports] = useState<Reports>({ current: null, previous: null });

  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const run = useCallback(
    (config: SimConfig) => {
      stop();
      let started: SimWorker;
      try {
        started = createWorker();
      } catch (error) {
        setState({ status: 'error', config, message: failure(error instanceof Error ? error.message : String(error)) });
        return;
      }
      worker.current = started;
      const startedAt = performance.now();
      const samples: SimSample[] = [];
      setState({ status: 'running', config, samples: [], startedAt });
      // A terminated worker's last messages may still be queued: only the current worker is heard.
      const current = () => worker.current === started;
      started.onmessage = (event) => {
        if (!current()) return;
        const reply = event.data;
        if (reply.type === 'sample') {
          samples.push(reply.sample);
          setState({ status: 'running', config, samples: [...samples], startedAt });
          return;
        }
        stop();
        if (reply.type === 'done') {
          const report = reply.report;
          setReports((before) => ({ current: report, previous: before.current }));
          setState({ status: 'done', config, seconds: (performance.now() - startedAt) / 1000 });
        } else setState({ status: 'error', config, message: failure(reply.message) });
      };
      started.onerror = (event) => {
        if (!current()) return;
        event.preventDefault();
        stop();
        setState({ status: 'error', config, message: failure(event.message ?? '') });
      };
      started.postMessage({ type: 'run', config });
    },
    [createWorker, stop],
  );

  const cancel = useCallback(() => {
    if (!worker.current) return;
    stop();
    setState((before) => (before.status === 'running' ? { status: 'cancelled', config: before.config } : before));
  }, [stop]);

  return { state, reports, run, cancel };
}
