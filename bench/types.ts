/** One line of bench/results.json. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
}

/**
 * How a suite runs. `smoke` (`npm run bench -- --smoke`, a step of the test line): the least work that still goes
 * through every path the suite measures, with its writes checked; its figures are checked to be numbers and thrown
 * away (bench/results.json is left alone).
 */
export interface BenchOptions {
  smoke: boolean;
}

/** A benchmark suite: bench/suites/<name>.ts default-exports one of these. */
export type BenchSuite = (options: BenchOptions) => Promise<BenchResult[]>;
