import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BookOpen, GraduationCap } from 'lucide-react';
import type { AccountTier, SkillId } from '@/content/ids';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/hud/components/ui/tabs';
import { skillEntry, skillPath } from '@/hud/game/skill-catalog';
import { cn } from '@/hud/lib/cn';
import type { SkillAbilitiesView, UpcomingUnlockView } from '@/runtime/view-models/abilities-page';
import { AbilityCard } from './AbilityCard';
import type { Held, PlacementHandlers } from './placement';

/** A new hunter's page: no abilities yet, and the shortest road to the first ones. */
export function FirstAbilitiesHint({ upcoming }: { upcoming: UpcomingUnlockView[] }) {
  return (
    <div
      role="note"
      className="flex flex-col gap-3 rounded-xl border border-arcane/40 bg-arcane/10 p-4 text-sm text-parchment"
      data-testid="first-abilities"
    >
      <p className="flex items-start gap-2">
        <GraduationCap className="mt-0.5 size-5 shrink-0 text-arcane" aria-hidden />
        <span>
          <strong className="font-semibold">No abilities yet.</strong>{' '}
          <span className="text-parchment-dim">
            Skills teach them as they grow, and the first come early. Until then you swing the plain way, which the dead
            find unremarkable.
          </span>
        </span>
      </p>
      {upcoming.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {upcoming.map((entry) => (
            <li key={entry.abilityId}>
              <Link
                to={skillPath(entry.skill)}
                className={cn(
                  'flex min-h-11 items-center rounded-md border border-arcane/40 bg-night/70 px-3 text-sm',
                  'text-parchment hover:border-arcane focus-visible:ring-2 focus-visible:ring-arcane/60 outline-none',
                )}
              >
                Train {entry.skillName} to {entry.level} for {entry.abilityName}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SkillGroup({
  group,
  held,
  placement,
  tier,
}: {
  group: SkillAbilitiesView;
  held: Held;
  placement: PlacementHandlers;
  tier: AccountTier;
}) {
  const Icon = skillEntry(group.skill).icon;
  const headingId = `ability-skill-${group.skill}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid={`skill-${group.skill}`}>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Icon className="size-5 text-ember-bright" aria-hidden />
        <h3 id={headingId} className="title-display text-lg font-semibold text-parchment">
          {group.name}
        </h3>
        <span className="text-sm text-parchment-dim">
          Level {group.level} · {group.learned} / {group.abilities.length} learned
        </span>
      </header>
      <ul className="grid gap-3 md:grid-cols-2">
        {group.abilities.map((card) => (
          <AbilityCard
            key={card.id}
            card={card}
            heldSlot={held?.kind === 'slot' ? held.slotIndex : null}
            isHeld={held?.kind === 'ability' && held.abilityId === card.id}
            placement={placement}
            tier={tier}
          />
        ))}
      </ul>
    </section>
  );
}

/**
 * The skill the book opens on: the first (in the skills' order) with an ability learned, else the one
 * whose next ability is the fewest levels away.
 */
export function firstShownSkill(skills: SkillAbilitiesView[]): SkillId | null {
  const learned = skills.find((group) => group.learned > 0);
  if (learned) return learned.skill;
  let best: { skill: SkillId; gap: number } | null = null;
  for (const group of skills)
    for (const card of group.abilities) {
      if (card.unlocked) continue;
      const gap = card.unlockLevel - group.level;
      if (best === null || gap < best.gap) best = { skill: group.skill, gap };
    }
  return best?.skill ?? skills[0]?.skill ?? null;
}

/**
 * Every ability, by skill, one skill to a tab (each with its learned count); dropping a slot's ability
 * anywhere here takes it off the bar.
 */
export function AbilityBook({
  skills,
  learned,
  total,
  upcoming,
  held,
  placement,
  tier,
}: {
  skills: SkillAbilitiesView[];
  learned: number;
  total: number;
  /** The closest unlocks, named in the header (empty: none to name). */
  upcoming: UpcomingUnlockView[];
  held: Held;
  placement: PlacementHandlers;
  tier: AccountTier;
}) {
  const [shown, setShown] = useState<string>(() => firstShownSkill(skills) ?? '');
  const [dropping, setDropping] = useState(false);
  return (
    <section
      aria-labelledby="ability-book-heading"
      className={cn(
        'flex flex-col gap-5 rounded-xl border border-shade bg-card/40 p-4 sm:p-5',
        dropping && 'border-spectral bg-spectral/5',
      )}
      onDragOver={(event) => {
        if (placement.dragged()?.fromSlot == null) return;
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
      }}
      onDrop={(event) => {
        setDropping(false);
        const fromSlot = placement.dragged()?.fromSlot;
        if (fromSlot == null) return;
        event.preventDefault();
        placement.unequip(fromSlot);
        placement.endDrag();
      }}
    >
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 id="ability-book-heading" className="flex items-center gap-2 text-lg font-semibold text-parchment">
            <BookOpen className="size-5 text-ember-bright" aria-hidden />
            Ability book
          </h2>
          <p className="text-sm text-parchment-dim">
            {learned} of {total} learned. Each rank comes 15 skill levels after the last.
          </p>
          {upcoming.length > 0 && (
            <p className="text-sm text-parchment-dim" data-testid="next-unlock">
              Next to learn:{' '}
              {upcoming
                .map((entry) => `${entry.abilityName} at ${entry.skillName} ${entry.level} (you: ${entry.skillLevel})`)
                .join('; ')}
              .
            </p>
          )}
        </div>
      </header>
      {/* min-w-0: the tab row scrolls inside the book instead of widening the page on a phone. */}
      <Tabs value={shown} onValueChange={setShown} className="min-w-0">
        <TabsList aria-label="Skills" className="max-w-full justify-start overflow-x-auto overflow-y-hidden">
          {skills.map((group) => (
            <TabsTrigger key={group.skill} value={group.skill} className="flex-none">
              {group.name}
              <span className="text-xs tabular-nums text-parchment-dim">
                {group.learned}/{group.abilities.length}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        {skills.map((group) => (
          <TabsContent key={group.skill} value={group.skill}>
            <SkillGroup group={group} held={held} placement={placement} tier={tier} />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
