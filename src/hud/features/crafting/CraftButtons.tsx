import { useId, useState } from 'react';
import { Hammer } from 'lucide-react';
import type { ItemQuantity } from '@/content/types';
import { TAP } from '@/hud/components/items/page-style';
import { Button } from '@/hud/components/ui/button';
import type { GameSession } from '@/hud/game/game-session';
import { cn } from '@/hud/lib/cn';
import { formatCount } from '@/hud/lib/format';
import type { RecipeView } from '@/runtime/view-models/crafting-page';
import { AddToQueue } from '@/hud/game/AddToQueue';
import { send } from './crafting-actions';
import { inWords } from './crafting-text';

/** The core's largest order (CRAFTING.maxBatch in core/systems/crafting-rules.ts): 'max' asks no more. */
const MAX_ORDER = 999;

/**
 * Craft 1, Craft 10 and Craft all: disabled, with the reason shown, while the core would refuse. A recipe
 * beyond the account tier (`beyondId`: the card's note saying so) keeps Craft 1 disabled and described by
 * that note, with no queue control: nothing will ever let it start.
 */
export function CraftButtons({
  session,
  recipe,
  catalysts,
  blocked,
  beyondId = null,
}: {
  session: GameSession;
  recipe: RecipeView;
  catalysts: ItemQuantity[];
  blocked: string | null;
  beyondId?: string | null;
}) {
  const [sending, setSending] = useState(false);
  const ownReasonId = useId();
  const reason = beyondId
    ? null
    : recipe.missing.length > 0
      ? `Missing: ${recipe.missing.map(inWords).join('; ')}`
      : blocked;
  const reasonId = beyondId ?? (reason ? ownReasonId : undefined);
  const disabled = sending || reason !== null || beyondId !== null;
  // A start's success shows in the header; a refusal is toasted by send.
  const craft = async (quantity: number | 'max') => {
    setSending(true);
    await send(session, {
      type: 'startCraft',
      recipeId: recipe.id,
      quantity,
      ...(catalysts.length > 0 ? { catalysts } : {}),
    });
    setSending(false);
  };
  const all = Math.min(recipe.affordable, MAX_ORDER);
  const button = (label: string, quantity: number | 'max') => (
    <Button
      key={label}
      className={cn(TAP, 'flex-1')}
      variant={quantity === 1 ? 'default' : 'outline'}
      disabled={disabled}
      aria-label={`${label} ${recipe.name}`}
      aria-describedby={reasonId}
      onClick={() => void craft(quantity)}
    >
      {quantity === 1 && <Hammer aria-hidden />}
      {label}
    </Button>
  );
  return (
    <div className="mt-auto flex flex-col gap-1.5 pt-1">
      <div className="flex flex-wrap gap-2">
        {button('Craft 1', 1)}
        {!beyondId && recipe.affordable >= 10 && button('Craft 10', 10)}
        {!beyondId && recipe.affordable >= 2 && button(`Craft all (${formatCount(all)})`, 'max')}
        {!beyondId && (
          <AddToQueue
            session={session}
            activityType="crafting"
            targetId={recipe.id}
            name={recipe.name}
            className="flex-1"
          />
        )}
      </div>
      {reason && (
        <p id={ownReasonId} className="text-sm text-blood">
          {reason}
        </p>
      )}
    </div>
  );
}
