import { Droplet, Heart } from 'lucide-react';
import { Progress } from '@/hud/components/ui/progress';
import type { SidebarCharacter } from '@/hud/game/sidebar-data';
import { cn } from '@/hud/lib/cn';

const ATTRIBUTES = [
  ['STR', 'strength', 'Strength'],
  ['AGI', 'agility', 'Agility'],
  ['VIT', 'vitality', 'Vitality'],
  ['INT', 'intelligence', 'Intelligence'],
  ['PER', 'perception', 'Perception'],
] as const;

const percent = (value: number, max: number) => (max > 0 ? (Math.max(0, value) / max) * 100 : 0);

/** Health, mana and the five attributes. */
export function CharacterBlock({ character }: { character: SidebarCharacter }) {
  return (
    <section
      aria-label="Character"
      className={cn(
        'flex flex-col gap-2.5 rounded-lg border border-sidebar-border bg-abyss/40 p-3',
        'group-data-[collapsible=icon]:hidden',
      )}
    >
      <div className="flex flex-col gap-1">
        <div className="flex items-center justify-between text-xs">
          <span className="flex items-center gap-1.5 text-parchment-dim">
            <Heart className="size-3.5 text-blood" aria-hidden /> Health
          </span>
          <span className="tabular-nums text-parchment">
            {Math.round(character.health)} / {Math.round(character.maxHealth)}
          </span>
        </div>
        <Progress
          aria-label="Health"
          value={percent(character.health, character.maxHealth)}
          indicatorClassName="from-[#7f1d1d] via-blood to-[#f07167]"
        />
      </div>
      <div className="flex flex-col gap-1">
        <div className="flex items-center justify-between text-xs">
          <span className="flex items-center gap-1.5 text-parchment-dim">
            <Droplet className="size-3.5 text-arcane" aria-hidden /> Mana
          </span>
          <span className="tabular-nums text-parchment">
            {Math.round(character.mana)} / {Math.round(character.maxMana)}
          </span>
        </div>
        <Progress
          aria-label="Mana"
          value={percent(character.mana, character.maxMana)}
          indicatorClassName="from-[#3b2a7a] via-arcane to-[#b9a6ff]"
        />
      </div>
      <dl className="grid grid-cols-5 gap-1 pt-1 text-center">
        {ATTRIBUTES.map(([short, key, name]) => (
          <div key={key} className="flex flex-col rounded-md bg-night/70 py-1" title={name}>
            <dt className="text-[0.65rem] font-semibold tracking-wider text-muted-foreground">{short}</dt>
            <dd className="text-sm font-semibold tabular-nums text-parchment">{character[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
