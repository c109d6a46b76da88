import { ShieldCheck } from 'lucide-react';
import { LoadingScreen } from '@/hud/components/LoadingScreen';
import { PageFrame } from '@/hud/components/PageFrame';
import { useOptionalGameSession, type GameSession } from '@/hud/game/game-session';
import { GAME_PAGES } from '@/hud/game/page-catalog';
import { cn } from '@/hud/lib/cn';
import { SlotCard } from './SlotCard';
import { TokenPurse } from './TokenPurse';
import { useWraithsView } from './use-wraiths-view';
import { WraithCard } from './WraithCard';

/** /game/wraiths: tokens, the three summoning slots, and every wraith kind with its bond. */
export function WraithsPage() {
  const session = useOptionalGameSession();
  if (!session) return <LoadingScreen variant="inline" />;
  return <Wraiths session={session} />;
}

function Wraiths({ session }: { session: GameSession }) {
  const page = GAME_PAGES.wraiths;
  const view = useWraithsView(session);
  return (
    <PageFrame icon={page.icon} title={page.title} description={page.description}>
      <section aria-labelledby="wraith-slots-heading" className="flex flex-col gap-3">
        <h2 id="wraith-slots-heading" className="title-display text-xl font-bold text-parchment">
          Summoned
        </h2>
        <p className="text-sm text-parchment-dim">
          Up to three fight beside you, online and away. Their gifts hold only while they are summoned.
        </p>
        <ul className="grid gap-3 md:grid-cols-3">
          {view.slots.map((slot) => (
            <SlotCard key={slot.slot} session={session} slot={slot} resting={view.resting} />
          ))}
        </ul>
      </section>
      <TokenPurse tokens={view.tokens} />
      <section aria-labelledby="wraith-kinds-heading" className="flex flex-col gap-3">
        <h2 id="wraith-kinds-heading" className="title-display text-xl font-bold text-parchment">
          Every wraith
        </h2>
        <p className="text-sm text-parchment-dim">{view.growth}</p>
        <p
          role="note"
          className={cn(
            'flex items-start gap-2 rounded-lg border border-spectral/30 bg-spectral/5 px-3 py-2',
            'text-sm text-parchment-dim',
          )}
        >
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-spectral" aria-hidden />
          <span>{view.tierNote}</span>
        </p>
        <ul className="grid gap-3 md:grid-cols-2">
          {view.kinds.map((kind) => (
            <WraithCard key={kind.wraithId} session={session} kind={kind} />
          ))}
        </ul>
      </section>
    </PageFrame>
  );
}
