import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ALL_TRIALS, CHECKPOINTS_BY_RANK } from '../content-index';
import { createTrialRun, stepTrialRun, TRIAL_MESSAGES, applyTrialCommand } from './rank-trial';
import {
  autoPlayTrial,
  parseTrialLog,
  replaySavedTrial,
  replayTrial,
  REPLAY_MESSAGES,
  TRIAL_START_OLD_FORMAT,
  TRIAL_START_UNREADABLE,
} from './replay';
import { hunterForTrial } from './testing';
import type { TrialRun } from './trial-types';

function startRun(trialId: string, seed: number, share = 1): TrialRun {
  const trial = ALL_TRIALS.find((row) => row.id === trialId)!;
  const run = createTrialRun(hunterForTrial(trial.rank, seed, share), trialId, seed);
  if (typeof run === 'string') throw new Error(run);
  return run;
}

describe('rank trials (content)', () => {
  it('every checkpoint with a trial names one that exists, for its own rank', () => {
    for (const rank of ['D', 'C', 'B', 'A', 'S', 'SS', 'SSS'] as const) {
      const trial = ALL_TRIALS.find((row) => row.id === CHECKPOINTS_BY_RANK[rank].trialId);
      expect(trial?.rank).toBe(rank);
    }
  });
});

describe('a trial run', () => {
  it('refuses an unknown trial', () => {
    expect(createTrialRun(hunterForTrial('D', 1), 'trial_z', 1)).toBe(TRIAL_MESSAGES.unknown('trial_z'));
  });

  it('never touches the world it starts from', () => {
    const world = hunterForTrial('D', 3);
    const before = JSON.stringify(world);
    autoPlayTrial(world, 'trial_d', 3);
    expect(JSON.stringify(world)).toBe(before);
  });

  it('fights the waves in order, then the warden, and ends once', () => {
    const run = startRun('trial_d', 2);
    const seen: string[] = [];
    let ends = 0;
    while (run.outcome === 'running') {
      for (const event of stepTrialRun(run)) {
        if (event.type === 'foeAppeared') seen.push(event.enemyId);
        if (event.type === 'trialEnded') ends += 1;
      }
    }
    expect(ends).toBe(1);
    expect(seen).toEqual(['rift_rat', 'rift_rat', 'hollow_scout', 'shambling_husk', 'warden_d'].slice(0, seen.length));
    expect(stepTrialRun(run)).toEqual([]);
  });

  it('gives draughts by the trial rule: none in Ashwalk, three in the exam, each once, with a cooldown', () => {
    const ashwalk = startRun('trial_b', 1);
    ashwalk.hunter.player.health = 1;
    expect(applyTrialCommand(ashwalk, { type: 'drinkDraught' }, [])).toBe(TRIAL_MESSAGES.noDraughtsAllowed);
    const exam = startRun('trial_d', 1);
    expect(applyTrialCommand(exam, { type: 'drinkDraught' }, [])).toBe(TRIAL_MESSAGES.fullHealth);
    exam.hunter.player.health = 1;
    expect(applyTrialCommand(exam, { type: 'drinkDraught' }, [])).toBeNull();
    expect(exam.draughtsLeft).toBe(2);
    exam.hunter.player.health = 1;
    expect(applyTrialCommand(exam, { type: 'drinkDraught' }, [])).toBe(TRIAL_MESSAGES.draughtCooldown);
  });

  it('ends when the time runs out', () => {
    const run = startRun('trial_d', 1);
    run.enemyHealth = Number.MAX_SAFE_INTEGER;
    run.hunter.player.health = Number.MAX_SAFE_INTEGER;
    run.hunter.player.maxHealth = Number.MAX_SAFE_INTEGER;
    while (run.outcome === 'running') {
      stepTrialRun(run);
      if (run.enemy) run.enemyHealth = Number.MAX_SAFE_INTEGER;
    }
    expect(run.endReason).toBe('timeUp');
    expect(run.elapsedMs).toBe(ALL_TRIALS[0]!.timeLimitMs);
  });
});

describe('replaying a trial (the server check)', () => {
  it('is deterministic: the same world, seed and log give the same verdict', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.constantFrom('trial_d', 'trial_c', 'trial_a'),
        (seed, trialId) => {
          const trial = ALL_TRIALS.find((row) => row.id === trialId)!;
          const world = hunterForTrial(trial.rank, 1);
          expect(replayTrial(world, trialId, seed, [])).toEqual(replayTrial(world, trialId, seed, []));
        },
      ),
      { numRuns: 10 },
    );
  });

  it('matches the run the client played, command for command', () => {
    const world = hunterForTrial('C', 4, 0.85);
    const run = createTrialRun(world, 'trial_c', 99) as TrialRun;
    const log: { tick: number; command: { type: 'drinkDraught' } }[] = [];
    while (run.outcome === 'running') {
      const commands: { type: 'drinkDraught' }[] = [];
      if (
        run.hunter.player.health < run.hunter.player.maxHealth * 0.6 &&
        run.draughtsLeft > 0 &&
        run.draughtReadyAt <= run.elapsedMs
      ) {
        commands.push({ type: 'drinkDraught' });
        log.push({ tick: run.tick, command: commands[0]! });
      }
      stepTrialRun(run, commands);
    }
    const verdict = replayTrial(world, 'trial_c', 99, log);
    expect(verdict).toMatchObject({ outcome: run.outcome, ticks: run.tick });
  });

  it('a forfeit in the log loses, whatever the client claims', () => {
    const world = hunterForTrial('D', 1);
    expect(replayTrial(world, 'trial_d', 1, [{ tick: 5, command: { type: 'forfeit' } }])).toMatchObject({
      outcome: 'lost',
      reason: 'forfeit',
      ticks: 5,
    });
  });

  it('a weaker hunter than the one recorded does not win by sending the stronger one’s log', () => {
    const weak = hunterForTrial('S', 5, 0.5);
    expect(replayTrial(weak, 'trial_s', 5, [])).toMatchObject({ outcome: 'lost' });
  });

  it('refuses logs that are not real: garbage, out of order, too long, going on after the end', () => {
    expect(parseTrialLog('win')).toBe(REPLAY_MESSAGES.badLog);
    expect(parseTrialLog([{ tick: -1, command: { type: 'forfeit' } }])).toBe(REPLAY_MESSAGES.badLog);
    expect(parseTrialLog([{ tick: 1, command: { type: 'winNow' } }])).toBe(REPLAY_MESSAGES.badLog);
    expect(parseTrialLog([{ tick: 1, command: { type: 'forfeit', damage: 9e9 } }])).toBe(REPLAY_MESSAGES.badLog);
    expect(
      parseTrialLog([
        { tick: 5, command: { type: 'drinkDraught' } },
        { tick: 2, command: { type: 'drinkDraught' } },
      ]),
    ).toBe(REPLAY_MESSAGES.outOfOrder);
    expect(
      parseTrialLog(Array.from({ length: 5000 }, (_, tick) => ({ tick, command: { type: 'drinkDraught' } }))),
    ).toBe(REPLAY_MESSAGES.tooLong);
    const world = hunterForTrial('D', 1);
    expect(
      replayTrial(world, 'trial_d', 1, [
        { tick: 3, command: { type: 'forfeit' } },
        { tick: 9, command: { type: 'drinkDraught' } },
      ]),
    ).toBe(REPLAY_MESSAGES.afterEnd);
  });

  it('reads the recorded save as the server stored it, and refuses what is not a world of this version', () => {
    const world = hunterForTrial('D', 2);
    const stored: unknown = JSON.parse(JSON.stringify(world));
    expect(replaySavedTrial(stored, 'trial_d', 2, [])).toEqual(replayTrial(world, 'trial_d', 2, []));
    expect(replaySavedTrial(null, 'trial_d', 2, [])).toBe(TRIAL_START_UNREADABLE);
    expect(replaySavedTrial({ ...world, version: 1 }, 'trial_d', 2, [])).toBe(TRIAL_START_OLD_FORMAT);
    expect(replaySavedTrial({ ...world, player: 'nobody' }, 'trial_d', 2, [])).toBe(TRIAL_START_UNREADABLE);
    expect(replaySavedTrial(stored, 'trial_d', 2, 'I won')).toBe(REPLAY_MESSAGES.badLog);
  });
});
