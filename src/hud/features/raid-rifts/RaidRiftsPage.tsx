import { CheckCircle2, Flame, Gem, Skull } from 'lucide-react';
import { LoadingScreen } from '@/hud/components/LoadingScreen';
import { PageFrame } from '@/hud/components/PageFrame';
import { ItemIcon } from '@/hud/components/item-icon/ItemIcon';
import { RARITY_COLORS, rarityLabel } from '@/hud/components/item-icon/glyphs';
import { Badge } from '@/hud/components/ui/badge';
import { useOptionalGameSession, type GameSession } from '@/hud/game/game-session';
import { GAME_PAGES } from '@/hud/game/page-catalog';
import { formatLongDuration, formatSeconds } from '@/hud/lib/format';
import type { FlagshipRiftView, RaidView, RiftState } from '@/runtime/view-models/raid-rifts-page';
import { FightHereButton } from './FightHereButton';
import { RiftRecordLine } from './RiftRecordLine';
import { useRaidRiftsView } from './use-raid-rifts-view';

/** /game/raid-rifts: the raids (paid tiers, from rank S), then each rank's flagship rift. */
export function RaidRiftsPage() {
  const session = useOptionalGameSession();
  if (!session) return <LoadingScreen variant="inline" />;
  return <RaidRifts session={session} />;
}

function RaidRifts({ session }: { session: GameSession }) {
  const page = GAME_PAGES['raid-rifts'];
  const { view, nowMs } = useRaidRiftsView(session);
  const lockoutHours = Math.round((view.raids[0]?.lockoutMs ?? 0) / 3_600_000);
  return (
    <PageFrame icon={page.icon} title={page.title} description={page.description}>
      <section aria-labelledby="raids-heading" className="flex flex-col gap-3">
        <h2 id="raids-heading" className="title-display text-xl font-bold text-parchment">
          Raids
        </h2>
        <p className="text-sm text-parchment-dim">
          Each raid boss fights in phases and enrages when its time runs out. Its chest holds gear found nowhere else:
          one piece per kill, then the chest stays empty for {lockoutHours} hours.
        </p>
        <ul className="grid gap-4 lg:grid-cols-3">
          {view.raids.map((raid) => (
            <RaidCard key={raid.areaId} session={session} raid={raid} nowMs={nowMs} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="flagships-heading" className="flex flex-col gap-3">
        <h2 id="flagships-heading" className="title-display text-xl font-bold text-parchment">
          Flagship rifts
        </h2>
        <p className="text-sm text-parchment-dim">
          Every rank asks for its flagship rift’s boss to fall, with the skills, experience and trial below.
        </p>
        <ul className="flex flex-col gap-3">
          {view.flagships.map((rift) => (
            <FlagshipRow key={rift.areaId} session={session} rift={rift} />
          ))}
        </ul>
      </section>
    </PageFrame>
  );
}

const STATE_LABEL: Record<RiftState, string> = { locked: 'Locked', open: 'Open', cleared: 'Cleared' };

function StateBadge({ state }: { state: RiftState }) {
  const variant = state === 'cleared' ? 'spectral' : state === 'open' ? 'default' : 'secondary';
  return (
    <Badge variant={variant} data-testid="rift-state">
      {state === 'cleared' && <CheckCircle2 aria-hidden />}
      {STATE_LABEL[state]}
    </Badge>
  );
}

function RaidCard({ session, raid, nowMs }: { session: GameSession; raid: RaidView; nowMs: number }) {
  const headingId = `raid-${raid.areaId}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-shade bg-night/70 p-4"
      data-testid="raid-card"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wider text-gold/80">Rank {raid.band} raid</p>
          <h3 id={headingId} className="text-lg font-bold text-parchment">
            {raid.name}
          </h3>
        </div>
        <StateBadge state={raid.state} />
      </div>
      <p className="text-sm text-parchment-dim">{raid.description}</p>
      <div className="flex flex-col gap-1 rounded-lg border border-ember/30 bg-ember/5 p-3">
        <p className="flex items-center gap-1.5 font-semibold text-parchment">
          <Skull className="size-4 text-ember-bright" aria-hidden />
          {raid.boss.name}
          <span className="text-xs font-normal text-parchment-dim">level {raid.boss.level}</span>
        </p>
        <p className="text-xs italic text-parchment-dim">{raid.boss.description}</p>
        <ol className="mt-2 flex flex-col gap-2" aria-label={`${raid.boss.name}’s phases`}>
          {raid.phases.map((phase) => (
            <li key={phase.name} className="text-sm">
              <span className="font-semibold text-parchment">
                {phase.name} <span className="font-normal text-parchment-dim">at {phase.atHealthPercent}% health</span>
              </span>
              <span className="block text-xs text-ember-bright">{phase.changes}</span>
            </li>
          ))}
          <li className="text-sm" data-testid="raid-enrage">
            <span className="flex items-center gap-1 font-semibold text-[#ff9b95]">
              <Flame className="size-4" aria-hidden />
              Enrage after {formatSeconds(raid.enrage.afterMs)}
            </span>
            <span className="block text-xs text-parchment-dim">
              Its blows hit {raid.enrage.damageMultiplier} times as hard. {raid.enrage.text}
            </span>
          </li>
        </ol>
      </div>
      <div className="flex flex-col gap-2">
        <p className="flex items-center gap-1.5 text-sm font-semibold text-parchment">
          <Gem className="size-4 text-gold" aria-hidden />
          Raid chest
        </p>
        <ul className="flex flex-col gap-2" aria-label={`${raid.name} chest`}>
          {raid.rewards.map((reward) => (
            <li key={reward.itemId} className="flex items-center gap-2">
              <ItemIcon itemId={reward.itemId} size={40} />
              <span className="min-w-0 text-sm">
                <span className="block font-semibold" style={{ color: RARITY_COLORS[reward.rarity] }}>
                  {reward.name}
                </span>
                <span className="block text-xs text-parchment-dim">{rarityLabel(reward.rarity)}</span>
              </span>
            </li>
          ))}
        </ul>
        <p className="text-xs text-parchment-dim" data-testid="raid-lockout">
          {raid.chestLockedUntil === null
            ? 'The chest is full: the next kill opens it.'
            : `Chest claimed. It fills again in ${formatLongDuration(raid.chestLockedUntil - nowMs)}; ` +
              'until then the boss drops its ordinary loot.'}
        </p>
      </div>
      <RiftRecordLine record={raid.record} />
      <FightHereButton
        session={session}
        areaId={raid.areaId}
        name={raid.name}
        opensWhen={raid.opensWhen}
        fightingHere={raid.fightingHere}
        className="mt-auto w-full"
      />
    </li>
  );
}

function FlagshipRow({ session, rift }: { session: GameSession; rift: FlagshipRiftView }) {
  const headingId = `flagship-${rift.areaId}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-shade bg-night/70 p-4 sm:flex-row sm:items-start"
      data-testid="flagship-row"
    >
      <div
        className="flex size-12 shrink-0 items-center justify-center rounded-lg border text-lg font-bold"
        style={{ borderColor: rift.color, color: rift.color }}
        aria-hidden
      >
        {rift.forRank}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="font-bold text-parchment">
            {rift.name}
          </h3>
          <StateBadge state={rift.state} />
        </div>
        <p className="text-sm text-parchment-dim">
          <span className="font-semibold text-parchment">{rift.boss.name}</span>, {rift.boss.title} (level{' '}
          {rift.boss.level}). Opens at Hunter Rank {rift.band}.
        </p>
        <div className="text-sm">
          <p className="text-parchment">
            For Hunter Rank {rift.forRank} {rift.emoji}: clear it, and
          </p>
          <ul className="ml-4 list-disc text-parchment-dim">
            {rift.requirements.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <RiftRecordLine record={rift.record} />
      </div>
      <FightHereButton
        session={session}
        areaId={rift.areaId}
        name={rift.name}
        opensWhen={rift.opensWhen}
        fightingHere={rift.fightingHere}
        className="sm:w-44 sm:shrink-0"
      />
    </li>
  );
}
