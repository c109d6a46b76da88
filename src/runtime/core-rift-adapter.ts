import { AREAS_BY_ID } from '@/core/content-index';
import type { GameEvent } from '@/core/events';
import type { ReadonlyWorld } from '@/core/readonly';
import { riftRunProgress } from '@/core/systems/rift-runs';
import type { RiftRunView, RiftSceneAdapter, RiftSceneEvent } from '@/scenes/rift/rift-model';

const areaName = (areaId: string): string => AREAS_BY_ID[areaId]?.name ?? areaId;

/**
 * The core seen by the rift scene: the run under way (read on resync only: the portal otherwise
 * follows the core's rift events) and those events turned into the scene's.
 */
export function createCoreRiftAdapter(): RiftSceneAdapter<ReadonlyWorld, GameEvent> {
  const readRun = (world: ReadonlyWorld, into: RiftRunView): void => {
    const progress = riftRunProgress(world);
    into.active = progress !== null;
    into.areaName = progress ? areaName(progress.areaId) : '';
    into.attempt = progress?.attempt ?? 0;
    into.wave = progress?.wave ?? 0;
    into.waves = progress?.waves ?? 0;
    into.isBossWave = progress?.isBossWave ?? false;
    into.sinceStartMs = progress ? Math.max(0, world.sim.nowMs - progress.startedAt) : 0;
  };

  const toRiftEvent = (event: GameEvent): RiftSceneEvent | null => {
    switch (event.type) {
      case 'riftRunStarted':
        return { type: 'runStarted', areaName: areaName(event.areaId), attempt: event.attempt, waves: event.waves };
      case 'riftWaveStarted':
        return { type: 'waveStarted', wave: event.wave, waves: event.waves, isBoss: event.isBoss };
      case 'riftCleared':
        return { type: 'cleared', timeMs: event.timeMs, newBest: event.newBest, firstClear: event.firstClear };
      case 'riftRunEnded':
        return { type: 'runEnded' };
      default:
        return null;
    }
  };

  return { readRun, toRiftEvent };
}
