import { useMemo } from 'react';
import { dismissDeathRecap, useDeathRecapState } from '@/hud/game/death-recap-store';
import { deathRecapFromRecord } from './death-recap';
import { DeathRecapDialog } from './DeathRecapDialog';

/** The death recap dialog fed by the recap store (opened by `showDeathRecap`); Continue closes it. */
export function DeathRecapHost() {
  const { recap, offline } = useDeathRecapState();
  const view = useMemo(() => (recap ? deathRecapFromRecord(recap, offline) : null), [recap, offline]);
  return <DeathRecapDialog recap={view} onContinue={dismissDeathRecap} />;
}
