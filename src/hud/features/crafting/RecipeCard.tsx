import { useId, useState, type ReactNode } from 'react';
import type { AccountTier } from '@/content/ids';
import { ItemIcon } from '@/hud/components/item-icon/ItemIcon';
import { Badge } from '@/hud/components/ui/badge';
import { BeyondTierNote } from '@/hud/game/beyond-tier';
import type { GameSession } from '@/hud/game/game-session';
import { skillEntry } from '@/hud/game/skill-catalog';
import { cn } from '@/hud/lib/cn';
import { formatCount, formatSeconds } from '@/hud/lib/format';
import { craftPreview, TIER_LABELS, type RecipeView } from '@/runtime/view-models/crafting-page';
import { recipeBeyondTier } from '@/runtime/view-models/tier-reach';
import { CatalystPicker, chosenLines, type Chosen } from './CatalystPicker';
import { enoughClass, inWords, TIER_BADGE, wholePercent } from './crafting-text';
import { CraftButtons } from './CraftButtons';

/**
 * One recipe as a crafter weighs it: tier, what it makes, skills and materials as have/need, time,
 * success and XP (with the chosen catalysts' preview), and the Craft buttons. A recipe the account
 * tier can never craft says so under its name, and offers no Craft.
 */
export function RecipeCard({
  session,
  recipe,
  blocked,
  tier,
}: {
  session: GameSession;
  recipe: RecipeView;
  /** Why no craft can start now (a craft under way, a fight, a harvest), or null. */
  blocked: string | null;
  tier: AccountTier;
}) {
  const [chosen, setChosen] = useState<Chosen>({});
  const beyond = recipeBeyondTier(tier, recipe.id);
  const beyondId = useId();
  const lines = chosenLines(recipe.catalysts, chosen);
  const preview =
    lines.length > 0
      ? craftPreview(session.runtime.world, recipe.id, lines)
      : { durationMs: recipe.durationMs, successChance: recipe.successChance };
  return (
    <li
      aria-label={recipe.name}
      data-beyond-tier={beyond ? true : undefined}
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-xl border p-4',
        beyond ? 'border-dashed border-shade bg-card/50' : 'border-shade bg-card/80',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold leading-snug text-parchment">{recipe.name}</h3>
        <Badge variant="outline" className={TIER_BADGE[recipe.tier]}>
          {TIER_LABELS[recipe.tier]}
        </Badge>
      </div>
      <p className="flex items-center gap-2 text-sm">
        <span aria-hidden className="shrink-0">
          <ItemIcon itemId={recipe.output.itemId} size={32} />
        </span>
        <span className="text-parchment">{recipe.output.name}</span>
        <span className="tabular-nums text-gold">×{formatCount(recipe.output.quantity)}</span>
      </p>
      {beyond && <BeyondTierNote id={beyondId} note={beyond} />}
      <p className="text-sm italic text-muted-foreground">{recipe.description}</p>
      {recipe.unlockNote && !beyond && <p className="text-sm text-arcane">{inWords(recipe.unlockNote)}</p>}
      <Needs label="Skills">
        {recipe.skills.map((skill) => (
          <Need key={skill.skill} name={skillEntry(skill.skill).name} have={skill.have} need={skill.need} />
        ))}
      </Needs>
      <Needs label="Materials">
        {recipe.materials.map((line) => (
          <Need key={line.itemId} name={line.name} have={line.have} need={line.need} itemId={line.itemId} />
        ))}
      </Needs>
      {/* No catalysts to weigh for a recipe the tier never crafts. */}
      {recipe.catalystSlots > 0 && !beyond && (
        <CatalystPicker
          recipeName={recipe.name}
          slots={recipe.catalystSlots}
          catalysts={recipe.catalysts}
          chosen={chosen}
          onChange={setChosen}
        />
      )}
      <dl className="grid grid-cols-3 gap-2 text-sm" data-testid={`recipe-stats-${recipe.id}`}>
        <Stat label="Time">{formatSeconds(preview.durationMs)}</Stat>
        <Stat label="Success">{wholePercent(preview.successChance)}</Stat>
        <Stat label="XP">
          {recipe.xp.map((line) => `+${formatCount(line.amount)} ${skillEntry(line.skill).name}`).join(', ')}
        </Stat>
      </dl>
      <CraftButtons
        session={session}
        recipe={recipe}
        catalysts={lines}
        blocked={blocked}
        beyondId={beyond ? beyondId : null}
      />
    </li>
  );
}

function Needs({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="text-xs uppercase tracking-wider text-muted-foreground">{label}</p>
      <ul className="flex flex-col gap-1">{children}</ul>
    </div>
  );
}

function Need({ name, have, need, itemId }: { name: string; have: number; need: number; itemId?: string }) {
  return (
    <li className="flex items-center justify-between gap-2">
      <span className="flex min-w-0 items-center gap-2 text-parchment">
        {itemId && (
          <span aria-hidden className="shrink-0">
            <ItemIcon itemId={itemId} size={24} />
          </span>
        )}
        <span className="truncate">{name}</span>
      </span>
      <span className={cn('shrink-0 tabular-nums', enoughClass(have, need))}>
        {formatCount(have)} / {formatCount(need)}
      </span>
    </li>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wider text-muted-foreground">{label}</dt>
      <dd className="tabular-nums text-parchment">{children}</dd>
    </div>
  );
}
