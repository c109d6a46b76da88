import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Lock, Swords } from 'lucide-react';
import { Button } from '@/hud/components/ui/button';
import type { GameSession } from '@/hud/game/game-session';
import { sendWithToast } from '@/hud/game/send-with-toast';
import { TAP } from '@/hud/lib/tap';
import { cn } from '@/hud/lib/cn';

/** Enter a rift or raid and go to the combat page; a locked one shows what opens it instead. */
export function FightHereButton({
  session,
  areaId,
  name,
  opensWhen,
  fightingHere,
  className,
}: {
  session: GameSession;
  areaId: string;
  name: string;
  opensWhen: string | null;
  fightingHere: boolean;
  className?: string;
}) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  if (opensWhen !== null)
    return (
      <p className={cn('flex items-center gap-2 text-sm text-parchment-dim', className)}>
        <Lock className="size-4 shrink-0 text-parchment-dim" aria-hidden />
        {opensWhen}
      </p>
    );
  const fight = async () => {
    if (!fightingHere) {
      setPending(true);
      const reply = await sendWithToast(session, { type: 'startCombat', areaId });
      setPending(false);
      if (!reply?.ok) return;
    }
    void navigate('/game/combat');
  };
  return (
    <Button
      className={cn(TAP, className)}
      size="lg"
      disabled={pending}
      aria-label={fightingHere ? `Fighting here: ${name}, watch the fight` : `Fight here: ${name}`}
      onClick={() => void fight()}
    >
      <Swords aria-hidden /> {fightingHere ? 'Fighting here' : 'Fight here'}
    </Button>
  );
}
