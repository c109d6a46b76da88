/** One line of bench/results.json. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
}

/** A benchmark suite: bench/suites/<name>.ts default-exports one of these. */
export type BenchSuite = () => Promise<BenchResult[]>;
