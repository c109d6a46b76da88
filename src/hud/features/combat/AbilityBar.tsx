import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  BookOpen,
  ChevronRight,
  Crosshair,
  Droplets,
  Eye,
  Flame,
  Ghost,
  Hammer,
  HeartPulse,
  Leaf,
  Shield,
  Skull,
  Snowflake,
  Sparkles,
  Sun,
  Sword,
  Swords,
  Target,
  TrendingDown,
  TrendingUp,
  Wind,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { AbilityVisual } from '@/content/types';
import type { GameEvent } from '@/core/events';
import { useGameEvents, useHud, type GameSession } from '@/hud/game/game-session';
import { sendWithToast } from '@/hud/game/send-with-toast';
import { cn } from '@/hud/lib/cn';
import { TAP } from '@/hud/lib/tap';
import {
  cooldownSecondsLabel,
  sameAbilityBarLive,
  selectAbilityBarLive,
  slotForKeyPress,
  type AbilityBarLive,
  type AbilityBarView,
  type AbilityGlyph,
  type AbilitySlotView,
  type PoolName,
  type SlottedAbilityView,
} from '@/runtime/view-models/ability-bar';

/** How long a slot glows after its ability fires. */
const FLASH_MS = 450;

const SPELL_GLYPHS: Record<AbilityVisual, LucideIcon> = {
  steel: Sword,
  frost: Snowflake,
  fire: Flame,
  shadow: Ghost,
  holy: Sun,
  nature: Leaf,
  arcane: Sparkles,
  storm: Zap,
};

const PHYSICAL_GLYPHS: Partial<Record<AbilityGlyph['skillSource'], LucideIcon>> = {
  marksmanship: Crosshair,
  defense: Hammer,
  athleticism: Swords,
};

/** A readable picture of what the ability does: its effect first, then its school or stat. */
function glyphIcon(glyph: AbilityGlyph): LucideIcon {
  switch (glyph.kind) {
    case 'damage':
      return glyph.school === 'physical' ? (PHYSICAL_GLYPHS[glyph.skillSource] ?? Sword) : SPELL_GLYPHS[glyph.visual];
    case 'finisher':
      return Skull;
    case 'heal':
      return HeartPulse;
    case 'dot':
      return glyph.visual === 'fire' ? Flame : Droplets;
    case 'shield':
      return Shield;
    case 'buff':
      if (glyph.stat === 'haste') return Wind;
      return glyph.stat === 'crit' ? Eye : TrendingUp;
    case 'debuff':
      return glyph.stat === 'weaken' ? TrendingDown : Target;
  }
}

/** The canvas colour of each visual, as the socket's glyph and rim. */
const VISUAL_TINT: Record<AbilityVisual, string> = {
  steel: 'text-slate-200 border-slate-300/40',
  frost: 'text-sky-300 border-sky-300/50',
  fire: 'text-orange-400 border-orange-400/50',
  shadow: 'text-violet-300 border-violet-400/50',
  holy: 'text-amber-200 border-amber-200/50',
  nature: 'text-emerald-300 border-emerald-400/50',
  arcane: 'text-fuchsia-300 border-fuchsia-400/50',
  storm: 'text-cyan-300 border-cyan-300/50',
};

const POOL_LABELS: Record<PoolName, string> = { energy: 'Energy', mana: 'Mana', comboPoints: 'Combo' };
const POOL_FILLS: Record<'energy' | 'mana', string> = { energy: 'bg-amber-300', mana: 'bg-[#4f7fe0]' };

/** Where the cooldowns, costs and loadouts are set. */
const ABILITIES_PAGE = '/game/abilities';

/**
 * The 8 ability slots along the bottom of the combat canvas, the pools they spend, and the Auto / Manual
 * switch. A tap or the keys 1-8 cast (in auto mode the cast jumps the queue; refusals come back as the
 * core's toast). Cooldowns, pools and affordability are written into the DOM from a per-frame bridge
 * watcher; React renders the bar again only when its slots, mode or loadouts change.
 */
export function AbilityBar({ session }: { session: GameSession }) {
  const bar = useHud(session, (snapshot) => snapshot.abilityBar);
  if (bar.emptyHint !== null) return <EmptyBar hint={bar.emptyHint} />;
  return <SlottedBar session={session} bar={bar} />;
}

function EmptyBar({ hint }: { hint: string }) {
  return (
    <Link
      to={ABILITIES_PAGE}
      className={cn(
        TAP,
        'mt-2 flex items-center gap-2 rounded-lg border border-dashed border-shade bg-card/60 px-3 py-2 text-sm',
        'text-parchment-dim transition-colors hover:border-ember/50 hover:text-parchment',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ember/50',
      )}
      data-testid="ability-bar-empty"
    >
      <BookOpen className="size-4 shrink-0 text-ember-bright" aria-hidden />
      <span className="min-w-0 flex-1">{hint}</span>
      <ChevronRight className="size-4 shrink-0" aria-hidden />
    </Link>
  );
}

/** Typing into a field, or working inside a dialog: the digit keys are not the bar's there. */
function keysBelongElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return (
    target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="alertdialog"]') !== null
  );
}

function SlottedBar({ session, bar }: { session: GameSession; bar: AbilityBarView }) {
  const root = useRef<HTMLElement>(null);
  const slots = useRef(bar.slots);
  useEffect(() => {
    slots.current = bar.slots;
  });

  // One cast at a time: a second tap before the core answers would only earn "Already casting".
  const casting = useRef(false);
  const cast = useCallback(
    async (abilityId: string) => {
      if (casting.current) return;
      casting.current = true;
      try {
        await sendWithToast(session, { type: 'castAbility', abilityId });
      } finally {
        casting.current = false;
      }
    },
    [session],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
      if (keysBelongElsewhere(event.target)) return;
      const index = slotForKeyPress(event);
      const ability = index === null ? null : (slots.current[index]?.ability ?? null);
      if (!ability) return;
      event.preventDefault();
      void cast(ability.id);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [cast]);

  // Cooldowns and pools move every tick: painted straight into the DOM, never through React state.
  // Subscribing again when the slots change repaints the new sockets at once.
  useEffect(() => {
    return session.runtime.bridge.watch(
      selectAbilityBarLive,
      (live) => {
        if (root.current) paintLive(root.current, live);
      },
      sameAbilityBarLive,
    );
  }, [session, bar.slots, bar.poolsInUse, bar.poolMax]);

  const flashTimers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const timers = flashTimers.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    };
  }, []);
  useGameEvents(
    session,
    useCallback((event: GameEvent) => {
      if (event.type !== 'abilityUsed') return;
      const index = slots.current.findIndex((slot) => slot.ability?.id === event.abilityId);
      const button = index < 0 ? null : root.current?.querySelector<HTMLElement>(`[data-slot="${index}"]`);
      if (!button) return;
      button.dataset.flash = 'on';
      const timers = flashTimers.current;
      clearTimeout(timers.get(index));
      timers.set(
        index,
        setTimeout(() => {
          button.dataset.flash = 'off';
          timers.delete(index);
        }, FLASH_MS),
      );
    }, []),
  );

  return (
    <section
      ref={root}
      aria-label="Abilities"
      // Half of the slot row hangs over the canvas's bottom edge, below the hunter's bars and the flask.
      className="pointer-events-none relative z-10 -mt-[22px] flex flex-col gap-1.5 sm:-mt-[26px]"
      data-testid="ability-bar"
      data-mode={bar.manualMode ? 'manual' : 'auto'}
    >
      <div className="grid grid-cols-8 sm:flex sm:justify-center sm:gap-1.5">
        {bar.slots.map((slot) =>
          slot.ability ? (
            <AbilitySlot key={slot.index} slot={slot} ability={slot.ability} onCast={cast} />
          ) : (
            <EmptySlot key={slot.index} slot={slot} />
          ),
        )}
      </div>
      <div className="pointer-events-auto flex items-center gap-3 sm:mx-auto sm:w-full sm:max-w-xl">
        <PoolReadout pools={bar.poolsInUse} poolMax={bar.poolMax} />
        <CastingModeToggle session={session} manualMode={bar.manualMode} />
      </div>
    </section>
  );
}

const SOCKET = cn(
  'relative flex size-full items-center justify-center overflow-hidden rounded-lg border bg-abyss/90',
  'shadow-[0_2px_10px_rgba(0,0,0,0.65)]',
);

/** The key number in the socket's top-left corner. */
const KEY_CORNER = 'absolute top-0 left-0.5 text-[10px] leading-none font-semibold sm:text-[11px]';

/** The slot's hit area: 44 px on a phone (no gaps between, the socket inset draws them), 52 px beside. */
const SLOT_HIT = 'pointer-events-auto h-11 min-w-11 p-0.5 sm:size-13';

function AbilitySlot({
  slot,
  ability,
  onCast,
}: {
  slot: AbilitySlotView;
  ability: SlottedAbilityView;
  onCast: (abilityId: string) => Promise<void>;
}) {
  const Icon = glyphIcon(ability.glyph);
  const cooldownSeconds = Math.round(ability.cooldownMs / 1000);
  const title = [
    ability.name,
    `rank ${ability.rank}/${ability.maxRank}`,
    ability.costLabel,
    `${cooldownSeconds} s cooldown`,
    ability.minComboPoints > 0 ? `needs ${ability.minComboPoints} combo points` : null,
  ]
    .filter((part) => part !== null)
    .join(' · ');
  return (
    <button
      type="button"
      data-slot={slot.index}
      data-ability={ability.id}
      aria-label={`Cast ${ability.name} (key ${slot.key}): ${ability.costLabel}`}
      title={title}
      onClick={() => void onCast(ability.id)}
      className={cn(SLOT_HIT, 'group rounded-lg focus-visible:outline-none')}
    >
      <span
        className={cn(
          SOCKET,
          VISUAL_TINT[ability.glyph.visual],
          'transition-[filter,opacity] group-hover:brightness-125',
          'group-focus-visible:ring-2 group-focus-visible:ring-ember',
          'group-data-[short=true]:opacity-45 group-data-[short=true]:grayscale',
        )}
      >
        <Icon className="size-5 transition-opacity group-data-[cooling=true]:opacity-30 sm:size-6" aria-hidden />
        {/* The cooldown: an arc of what is left, sweeping down to ready, and the seconds over the glyph. */}
        <svg
          viewBox="0 0 36 36"
          className="pointer-events-none absolute inset-0.5 hidden -rotate-90 group-data-[cooling=true]:block"
          aria-hidden
        >
          <circle
            data-ring
            cx="18"
            cy="18"
            r="15.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            pathLength={100}
            strokeDasharray="100"
            strokeDashoffset="100"
            className="transition-[stroke-dashoffset] duration-100 ease-linear"
          />
        </svg>
        <span
          data-seconds
          className={cn(
            'absolute inset-0 hidden items-center justify-center text-sm font-bold text-parchment tabular-nums',
            '[text-shadow:0_1px_2px_#000] group-data-[cooling=true]:flex sm:text-base',
          )}
          aria-hidden
        />
        {/* The glow when it fires: instant on, a slower fade. */}
        <span
          className={cn(
            'pointer-events-none absolute inset-0 rounded-lg bg-current opacity-0 transition-opacity duration-500',
            'group-data-[flash=on]:opacity-40 group-data-[flash=on]:duration-0',
          )}
          aria-hidden
        />
        <span className={cn(KEY_CORNER, 'text-parchment-dim')}>
          {/* The button's name, "Cast Frost Bolt (key 2): 15 mana", holds the key shown here. */}
          {slot.key}
        </span>
      </span>
    </button>
  );
}

function EmptySlot({ slot }: { slot: AbilitySlotView }) {
  return (
    <Link
      to={ABILITIES_PAGE}
      data-slot={slot.index}
      title="Empty slot: choose an ability"
      className={cn(SLOT_HIT, 'group rounded-lg focus-visible:outline-none')}
    >
      <span
        className={cn(
          SOCKET,
          'border-dashed border-shade bg-abyss/70 text-parchment-dim/60 group-hover:border-ember/50',
          'group-focus-visible:ring-2 group-focus-visible:ring-ember',
        )}
      >
        <span className={KEY_CORNER}>
          <span className="sr-only">Empty slot</span> {slot.key}
          <span className="sr-only">: choose an ability</span>
        </span>
      </span>
    </Link>
  );
}

/** The pools the slotted abilities spend or build: bars for energy and mana, pips for combo points. */
function PoolReadout({ pools, poolMax }: { pools: PoolName[]; poolMax: AbilityBarView['poolMax'] }) {
  if (pools.length === 0) return <div className="flex-1" />;
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1 text-[11px] leading-none" data-testid="ability-pools">
      {pools.map((pool) => (
        <div key={pool} className="flex items-center gap-2" data-pool={pool} data-max={poolMax[pool]}>
          <span className="w-12 shrink-0 text-parchment-dim">{POOL_LABELS[pool]}</span>
          {pool === 'comboPoints' ? (
            <span className="flex flex-1 gap-1">
              {Array.from({ length: poolMax.comboPoints }, (_, index) => (
                <span
                  key={index}
                  data-pip={index}
                  className="size-2 rounded-full border border-ember/60 data-[lit=true]:bg-ember-bright"
                />
              ))}
            </span>
          ) : (
            <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-shade/80">
              <span data-fill className={cn('block h-full w-0 rounded-full', POOL_FILLS[pool])} />
            </span>
          )}
          <span data-amount className="w-14 shrink-0 text-right text-parchment tabular-nums" />
        </div>
      ))}
    </div>
  );
}

/** Writes one live reading into the bar: each slot's cooldown and affordability, and the pools. */
function paintLive(root: HTMLElement, live: AbilityBarLive): void {
  live.slots.forEach((slot, index) => {
    const button = root.querySelector<HTMLElement>(`button[data-slot="${index}"]`);
    if (!button) return;
    const cooling = slot.cooldownLeftMs > 0;
    button.dataset.cooling = String(cooling);
    button.dataset.short = String(slot.shortfall !== null);
    const left = cooling ? (slot.cooldownLeftMs / slot.cooldownTotalMs) * 100 : 0;
    button.querySelector('[data-ring]')?.setAttribute('stroke-dashoffset', (100 - left).toFixed(1));
    const seconds = button.querySelector('[data-seconds]');
    if (seconds) seconds.textContent = cooldownSecondsLabel(slot.cooldownLeftMs);
  });
  for (const row of root.querySelectorAll<HTMLElement>('[data-pool]')) {
    const pool = row.dataset.pool as PoolName;
    const current = live.pools[pool];
    const max = Number(row.dataset.max ?? 0);
    const amount = row.querySelector('[data-amount]');
    if (amount) amount.textContent = `${current} / ${max}`;
    for (const pip of row.querySelectorAll<HTMLElement>('[data-pip]'))
      pip.dataset.lit = String(Number(pip.dataset.pip) < current);
    const fill = row.querySelector<HTMLElement>('[data-fill]');
    if (fill) fill.style.width = `${max > 0 ? Math.min(100, (current / max) * 100) : 0}%`;
  }
}

/** Auto: abilities fire on their own (a tap jumps the queue). Manual: only taps and keys cast them. */
function CastingModeToggle({ session, manualMode }: { session: GameSession; manualMode: boolean }) {
  const [pending, setPending] = useState(false);
  const choose = async (manual: boolean) => {
    if (manual === manualMode) return;
    setPending(true);
    await sendWithToast(session, { type: 'setAbilityManualMode', manualMode: manual });
    setPending(false);
  };
  const option = (manual: boolean, label: string, hint: string) => (
    <button
      type="button"
      aria-pressed={manual === manualMode}
      disabled={pending}
      title={hint}
      onClick={() => void choose(manual)}
      className={cn(
        TAP,
        'px-3 text-sm font-semibold transition-colors disabled:opacity-60',
        'focus-visible:relative focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ember/60',
        'aria-pressed:bg-ember/20 aria-pressed:text-ember-bright',
        'text-parchment-dim hover:text-parchment',
      )}
    >
      {label}
    </button>
  );
  return (
    <div
      role="group"
      aria-label="Casting mode"
      className="flex shrink-0 divide-x divide-shade overflow-hidden rounded-lg border border-shade bg-card/90"
    >
      {option(false, 'Auto', 'Abilities fire on their own; a tap casts one now')}
      {option(true, 'Manual', 'Abilities fire only when you tap them or press 1-8')}
    </div>
  );
}
