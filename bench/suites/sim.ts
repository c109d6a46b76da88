// The balance simulator's budget (DESIGN.md: 500 simulated hours in < 60 s) and the curve it measures:
// one run of the base tier's active strategy, seed 1, and the hours of play it took to reach each rank.
import { performance } from 'node:perf_hooks';
import { TARGET_HOURS } from '@/sim/report';
import { runSimulation } from '@/sim/run';
import { PROMOTION_RANKS } from '@/sim/types';
import type { BenchResult, BenchSuite } from '../types';

const suite: BenchSuite = async (options) => {
  // A smoke run simulates an hour: the same code, no rank to reach (those figures read -1, "not reached").
  const HOURS = options.smoke ? 1 : 500;
  const started = performance.now();
  const report = runSimulation({
    tier: 'base',
    strategy: 'active',
    seed: 1,
    hours: HOURS,
    sampleEveryHours: options.smoke ? 1 : 10,
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `sim ${HOURS} h: ${seconds.toFixed(1)} s, ${Math.round(report.tickedShare * 100)}% stepped tick by tick; ` +
      `final rank ${report.finalRank}, deaths ${report.deaths}`,
  );
  const results: BenchResult[] = [
    { name: 'sim_500h_s', value: Number(seconds.toFixed(2)), unit: 's (base tier, active, seed 1; budget 60)' },
  ];
  for (const rank of PROMOTION_RANKS) {
    const hours = report.rankHours[rank];
    results.push({
      name: `rank_hours_${rank}`,
      value: hours ?? -1,
      unit: hours === null ? 'not reached' : `h of play (target ${TARGET_HOURS[rank]})`,
    });
  }
  return results;
};

export default suite;
