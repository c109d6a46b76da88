import { useState } from 'react';
import { Square, Swords } from 'lucide-react';
import { Button } from '@/hud/components/ui/button';
import type { GameSession } from '@/hud/game/game-session';
import { sendWithToast } from '@/hud/game/send-with-toast';
import type { CombatAreaView } from '@/runtime/view-models/combat-page';
import { AddToQueue } from '@/hud/game/AddToQueue';
import { TAP } from '@/hud/lib/tap';

/** Start a fight in the chosen area (or move there), or leave the fight. The core answers; refusals are toasts. */
export function FightControls({
  session,
  area,
  fightingIn,
  onStarted,
}: {
  session: GameSession;
  area: CombatAreaView | null;
  fightingIn: string | null;
  onStarted?: () => void;
}) {
  const [pending, setPending] = useState(false);
  const run = async (command: Parameters<GameSession['send']>[0]) => {
    setPending(true);
    const reply = await sendWithToast(session, command);
    setPending(false);
    if (reply?.ok && command.type === 'startCombat') onStarted?.();
  };
  const here = area !== null && fightingIn === area.id;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        className={`${TAP} flex-1`}
        size="lg"
        variant={here ? 'secondary' : 'default'}
        disabled={pending || !area || here}
        onClick={() => area && void run({ type: 'startCombat', areaId: area.id })}
        data-tutorial="start-fight"
      >
        <Swords aria-hidden /> {here ? 'Fighting here' : fightingIn ? 'Move and fight' : 'Start fight'}
      </Button>
      <Button
        className={`${TAP} flex-1`}
        size="lg"
        variant="outline"
        disabled={pending || fightingIn === null}
        onClick={() => void run({ type: 'stopCombat' })}
      >
        <Square aria-hidden /> Stop fight
      </Button>
      {/* Its own row: three buttons side by side clip "Fighting here" in the narrow side column. */}
      {area && (
        <AddToQueue
          session={session}
          activityType="combat"
          targetId={area.id}
          name={area.name}
          className="basis-full"
        />
      )}
    </div>
  );
}
