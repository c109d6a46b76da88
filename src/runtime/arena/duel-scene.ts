/**
 * An arena duel seen by the combat scene (issue 15: "a duel ... is shown on the combat scene"). The
 * server decided the duel; the client replays its blows (`DuelResult.blows`, each at its `atMs` from the
 * start) in real time on a clock, and the scene reads the replay from a feed, as a rank trial is read:
 * the player's hunter on the left with the duel's health, the opponent as the foe on the right. The
 * player's world goes on underneath; none of its events are drawn here.
 */
import type { ArenaCard, DuelBlow, DuelResult, DuelSide } from '@/core/arena/arena-types';
import { duelMaxHealth } from '@/core/arena/duel';
import type { GameEvent } from '@/core/events';
import type { ReadonlyWorld } from '@/core/readonly';
import type { Clock, TimerHandle } from '@/platform/clock';
import type {
  CombatCompanionView,
  CombatSceneAdapter,
  CombatSceneEvent,
  CombatSceneModel,
} from '@/scenes/combat/combat-model';
import {
  abilityVisualFor,
  createHunterGearReader,
  enemyKindFor,
  enemyPaletteFor,
  wraithLookFor,
} from '../core-combat-adapter';

/** A duel to replay: the result and who the player is in it. */
export interface DuelReplay {
  duelId: string;
  result: DuelResult;
  /** The player's side: 'a' when they attacked. */
  mySide: DuelSide;
  myCard: ArenaCard;
  foeCard: ArenaCard;
}

/** A replay under way: how far it has come, and both hunters' duel health at that point. */
export interface DuelPlayback {
  replay: DuelReplay;
  elapsedMs: number;
  myHealth: number;
  myMaxHealth: number;
  foeHealth: number;
  foeMaxHealth: number;
  /** Every blow has been played. */
  ended: boolean;
}

/** What the canvas draws of a duel, as it happens. */
export type DuelSceneEvent =
  /** The hunter, down from the last duel, stands again before the next one. */
  | { type: 'duelRise' }
  | { type: 'duelBegan'; duelId: string; foeName: string }
  | { type: 'duelBlow'; blow: DuelBlow }
  | { type: 'duelEnded'; duelId: string; winner: DuelSide; endedBy: DuelResult['endedBy'] };

/** What the scene's events may be while it shows a duel: the player's world still sends its own. */
export type DuelCanvasEvent = GameEvent | DuelSceneEvent;

const DUEL_EVENT_TYPES: ReadonlySet<string> = new Set<DuelSceneEvent['type']>([
  'duelRise',
  'duelBegan',
  'duelBlow',
  'duelEnded',
]);

export function isDuelSceneEvent(event: DuelCanvasEvent): event is DuelSceneEvent {
  return DUEL_EVENT_TYPES.has(event.type);
}

/** Where the canvas reads a duel: the arena controller's player is one. */
export interface DuelSceneFeed {
  /** The replay under way, or the one just ended until its verdict is closed; null otherwise. */
  scenePlayback(): Readonly<DuelPlayback> | null;
  /** Calls `listener` with the events as they happen; returns the unsubscribe function. */
  onDuelEvents(listener: (events: readonly DuelSceneEvent[]) => void): () => void;
}

/** How often the replay looks for blows that fell due (the duel's own step). */
export const DUEL_REPLAY_STEP_MS = 100;

/**
 * Plays a DuelResult in real time: every `DUEL_REPLAY_STEP_MS` on the clock, the blows whose `atMs` has
 * come are handed out in order and the health follows them; when the last blow is out and the duel's
 * time has run, `duelEnded` goes out and `onEnd` is called. `skip()` plays the rest at once.
 */
export class DuelPlayer implements DuelSceneFeed {
  private playback: DuelPlayback | null = null;
  private startedAt = 0;
  private next = 0;
  private timer: TimerHandle | null = null;
  private onEnd: (() => void) | null = null;
  /** The player fell in the last duel shown: they rise before the next. */
  private down = false;
  private readonly listeners = new Set<(events: readonly DuelSceneEvent[]) => void>();

  constructor(private readonly clock: Clock) {}

  scenePlayback(): Readonly<DuelPlayback> | null {
    return this.playback;
  }

  onDuelEvents(listener: (events: readonly DuelSceneEvent[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get playing(): boolean {
    return this.playback !== null && !this.playback.ended;
  }

  play(replay: DuelReplay, onEnd?: () => void): void {
    this.stopTimer();
    const myMaxHealth = duelMaxHealth(replay.myCard);
    const foeMaxHealth = duelMaxHealth(replay.foeCard);
    this.playback = {
      replay,
      elapsedMs: 0,
      myHealth: myMaxHealth,
      myMaxHealth,
      foeHealth: foeMaxHealth,
      foeMaxHealth,
      ended: false,
    };
    this.next = 0;
    this.onEnd = onEnd ?? null;
    this.startedAt = this.clock.now();
    const opening: DuelSceneEvent[] = [];
    if (this.down) opening.push({ type: 'duelRise' });
    this.down = false;
    opening.push({ type: 'duelBegan', duelId: replay.duelId, foeName: replay.foeCard.name });
    this.emit(opening);
    this.timer = this.clock.setInterval(() => this.advance(this.clock.now() - this.startedAt), DUEL_REPLAY_STEP_MS);
  }

  /**
   * Ends the replay now: the bars jump to the end and only the last blow is drawn (every blow left at
   * once would pile their numbers on the figures).
   */
  skip(): void {
    const playback = this.playback;
    if (!playback || playback.ended) return;
    const { blows } = playback.replay.result;
    const last = blows.length - 1;
    if (this.next < last) {
      const before = blows[last - 1]!;
      playback.myHealth = playback.replay.mySide === 'a' ? before.healthA : before.healthB;
      playback.foeHealth = playback.replay.mySide === 'a' ? before.healthB : before.healthA;
      this.next = last;
    }
    this.advance(Number.POSITIVE_INFINITY);
  }

  /** Forgets the replay (the verdict was closed): the scene shows no duel. */
  clear(): void {
    this.stopTimer();
    this.playback = null;
    this.onEnd = null;
  }

  dispose(): void {
    this.clear();
    this.listeners.clear();
  }

  private advance(elapsedMs: number): void {
    const playback = this.playback;
    if (!playback || playback.ended) return;
    const { result, mySide, duelId } = playback.replay;
    playback.elapsedMs = Math.min(elapsedMs, result.durationMs);
    const events: DuelSceneEvent[] = [];
    while (this.next < result.blows.length && result.blows[this.next]!.atMs <= elapsedMs) {
      const blow = result.blows[this.next]!;
      this.next += 1;
      playback.myHealth = mySide === 'a' ? blow.healthA : blow.healthB;
      playback.foeHealth = mySide === 'a' ? blow.healthB : blow.healthA;
      events.push({ type: 'duelBlow', blow });
    }
    if (this.next >= result.blows.length && elapsedMs >= result.durationMs) {
      playback.ended = true;
      playback.elapsedMs = result.durationMs;
      this.down = result.endedBy === 'knockout' && result.winner !== mySide;
      events.push({ type: 'duelEnded', duelId, winner: result.winner, endedBy: result.endedBy });
      this.stopTimer();
    }
    if (events.length > 0) this.emit(events);
    if (playback.ended) {
      const onEnd = this.onEnd;
      this.onEnd = null;
      onEnd?.();
    }
  }

  private emit(events: readonly DuelSceneEvent[]): void {
    for (const listener of this.listeners) listener(events);
  }

  private stopTimer(): void {
    if (this.timer === null) return;
    this.clock.clearInterval(this.timer);
    this.timer = null;
  }
}

/**
 * The opponent is drawn as a rival figure: a hunter's card carries no look, so the scene borrows a
 * humanoid silhouette from the bestiary (the Grave Warden's armoured knight), the opponent's name over it.
 */
export const DUEL_RIVAL_LOOK_ENEMY = 'grave_warden';

/** The scene's id for the opponent of a duel: each duel a new figure. */
export const duelFoeId = (duelId: string): string => `duel:${duelId}`;

/** The player's wraiths as the card names them, in order, as the scene draws companions. */
function companionsOf(card: ArenaCard): CombatCompanionView[] {
  const companions: CombatCompanionView[] = [];
  card.wraiths.forEach((wraith, slot) => {
    const look = wraithLookFor(wraith.wraithId);
    if (look) companions.push({ slot, wraithId: wraith.wraithId, shape: look.shape, glow: look.glow });
  });
  return companions;
}

/**
 * The duel as the combat scene draws it: the player's hunter (their look and gear read from their own
 * world, as the combat adapter does) on the left with the duel's health (shares of `duelMaxHealth`), the
 * opponent on the right, the blows as the scene's attacks (hits, crits, dodges), the wraiths' blows as
 * the player's companions acting, and a knockout as the loser falling.
 */
export function createDuelCombatAdapter(
  feed: () => DuelSceneFeed | null,
): CombatSceneAdapter<ReadonlyWorld, DuelCanvasEvent> {
  const readHunterGear = createHunterGearReader();
  let seen: DuelReplay | null = null;
  const none: readonly CombatCompanionView[] = [];
  let companions = none;
  const foe = {
    id: '',
    kind: enemyKindFor(DUEL_RIVAL_LOOK_ENEMY) as string,
    palette: enemyPaletteFor(DUEL_RIVAL_LOOK_ENEMY) as string,
    name: '',
    hp: 0,
    maxHp: 1,
    isBoss: false,
  };

  const readModel = (world: ReadonlyWorld, into: CombatSceneModel): void => {
    readHunterGear(world, into.hunter);
    into.potions = null;
    // A duel knows no pools: the scene shows no mana bar.
    into.hunter.mana = into.hunter.maxMana = 0;
    const playback = feed()?.scenePlayback() ?? null;
    if (!playback) {
      into.hunter.hp = into.hunter.maxHp = 1;
      into.enemy = null;
      into.companions = none;
      return;
    }
    const { replay } = playback;
    if (replay !== seen) {
      seen = replay;
      foe.id = duelFoeId(replay.duelId);
      foe.name = replay.foeCard.name;
      companions = companionsOf(replay.myCard);
      into.area = 'crypt';
      into.riftSky = null;
    }
    into.companions = companions;
    into.hunter.hp = Math.max(0, playback.myHealth);
    into.hunter.maxHp = playback.myMaxHealth;
    foe.hp = Math.max(0, playback.foeHealth);
    foe.maxHp = playback.foeMaxHealth;
    into.enemy = foe;
  };

  const blowEvent = (blow: DuelBlow, mySide: DuelSide): CombatSceneEvent | null => {
    const mine = blow.attacker === mySide;
    if (blow.source === 'wraith') {
      // The opponent's wraiths are not drawn: their blows land as the rival's own.
      if (!mine)
        return { type: 'attack', attacker: 'enemy', damage: blow.damage, outcome: blow.outcome, abilityId: null };
      // A dodged wraith bolt is not drawn (the scene's bolt always lands).
      if (blow.outcome === 'dodge') return null;
      const slot = seen?.myCard.wraiths.findIndex((wraith) => wraith.wraithId === blow.wraithId) ?? -1;
      const look = blow.wraithId ? wraithLookFor(blow.wraithId) : null;
      if (slot < 0 || !look) return null;
      return { type: 'wraithActed', slot, action: 'attack', amount: blow.damage, glow: look.glow };
    }
    return {
      type: 'attack',
      attacker: mine ? 'hunter' : 'enemy',
      damage: blow.damage,
      outcome: blow.outcome,
      abilityId: mine ? blow.abilityId : null,
      visual: mine ? abilityVisualFor(blow.abilityId) : null,
    };
  };

  const toSceneEvent = (event: DuelCanvasEvent): CombatSceneEvent | null => {
    // The player's world fights on elsewhere: nothing of it is drawn on the duel's canvas.
    if (!isDuelSceneEvent(event)) return null;
    const playback = feed()?.scenePlayback() ?? null;
    switch (event.type) {
      case 'duelRise':
        return { type: 'respawned' };
      case 'duelBegan':
        return { type: 'enemySpawned', enemyId: duelFoeId(event.duelId), isBoss: false, name: event.foeName };
      case 'duelBlow':
        return playback ? blowEvent(event.blow, playback.replay.mySide) : null;
      case 'duelEnded':
        if (event.endedBy !== 'knockout' || !playback) return null;
        return event.winner === playback.replay.mySide
          ? { type: 'enemyKilled', enemyId: duelFoeId(event.duelId), loot: [] }
          : { type: 'playerDied' };
    }
  };

  return { readModel, toSceneEvent };
}
