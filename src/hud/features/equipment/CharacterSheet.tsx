import { useState } from 'react';
import { Plus, RotateCcw } from 'lucide-react';
import { ATTRIBUTE_IDS, type AttributeId } from '@/content/ids';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/hud/components/ui/alert-dialog';
import { Button } from '@/hud/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/hud/components/ui/card';
import type { GameSession } from '@/hud/game/game-session';
import { sendWithToast } from '@/hud/game/send-with-toast';
import { formatCount } from '@/hud/lib/format';
import { cn } from '@/hud/lib/cn';
import { ATTRIBUTE_INFO, type EquipmentScreenView } from '@/runtime/view-models/equipment-page-view';

function ResetPoints({ session, view }: { session: GameSession; view: EquipmentScreenView }) {
  const { resetCost } = view.character;
  const allocated = ATTRIBUTE_IDS.reduce((sum, attribute) => sum + view.character.allocated[attribute], 0);
  const affordable = view.gold >= resetCost;
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" className="h-11 w-full sm:w-fit" disabled={resetCost === 0}>
          <RotateCcw aria-hidden /> Reset points ({formatCount(resetCost)} gold)
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Reset attribute points?</AlertDialogTitle>
          <AlertDialogDescription>
            All {formatCount(allocated)} allocated {allocated === 1 ? 'point returns' : 'points return'} to your pool
            for {formatCount(resetCost)} gold. You have {formatCount(view.gold)} gold.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {!affordable && (
          <p className="text-sm text-blood" role="alert">
            You need {formatCount(resetCost - view.gold)} more gold.
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel className="h-11">Keep them</AlertDialogCancel>
          <AlertDialogAction
            className="h-11"
            disabled={!affordable}
            onClick={() => void sendWithToast(session, { type: 'resetAttributes' })}
          >
            Reset for {formatCount(resetCost)} gold
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Attribute points (+1 each), the reset for gold, and the derived stats the sheet lists. */
export function CharacterSheet({ session, view }: { session: GameSession; view: EquipmentScreenView }) {
  const { character } = view;
  const [pending, setPending] = useState<AttributeId | null>(null);
  const allocate = async (attribute: AttributeId) => {
    setPending(attribute);
    try {
      await sendWithToast(session, { type: 'allocateAttribute', attribute, points: 1 });
    } finally {
      setPending(null);
    }
  };
  const points = character.available;
  const perLevel = view.pointsPerLevel;
  return (
    <Card className="gap-4 py-5" role="region" aria-label="Character">
      <CardHeader className="flex-row items-baseline justify-between gap-3 px-5">
        <CardTitle className="text-base">Character</CardTitle>
        <span className="text-sm text-parchment-dim">Level {formatCount(character.level)}</span>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 px-5">
        <div className="flex flex-col gap-1">
          <p className="text-sm text-parchment">
            <span className="title-display text-2xl font-semibold tabular-nums text-ember-bright" data-testid="points">
              {formatCount(points)}
            </span>{' '}
            attribute {points === 1 ? 'point' : 'points'} to spend
          </p>
          <p className="text-xs text-muted-foreground">
            You earn {perLevel} attribute {perLevel === 1 ? 'point' : 'points'} each time your hunter level rises; your
            level grows with your skill levels.
          </p>
        </div>
        <ul className="flex flex-col divide-y divide-shade rounded-lg border border-shade" aria-label="Attributes">
          {ATTRIBUTE_IDS.map((attribute) => {
            const info = ATTRIBUTE_INFO[attribute];
            const allocated = character.allocated[attribute];
            return (
              <li key={attribute} className="flex items-center gap-3 px-3 py-1.5" aria-label={info.label}>
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="font-semibold text-parchment">{info.label}</span>
                  <span className="text-xs text-muted-foreground">{info.effect}</span>
                </div>
                <span
                  className={cn('tabular-nums text-sm', allocated > 0 ? 'text-spectral' : 'text-muted-foreground')}
                  data-testid={`allocated-${attribute}`}
                >
                  +{formatCount(allocated)}
                </span>
                <Button
                  variant="outline"
                  size="icon"
                  className="size-11"
                  aria-label={`Add a point to ${info.label}`}
                  disabled={points <= 0 || pending !== null}
                  onClick={() => void allocate(attribute)}
                >
                  <Plus aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
        <ResetPoints session={session} view={view} />
        <div className="flex flex-col gap-2">
          <h3 className="text-xs font-semibold uppercase tracking-[0.16em] text-muted-foreground">Derived stats</h3>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-[13px] sm:text-sm" aria-label="Derived stats">
            {character.stats.map((stat) => (
              <div key={stat.label} className="flex justify-between gap-2">
                <dt className="text-muted-foreground">{stat.label}</dt>
                <dd className="whitespace-nowrap tabular-nums text-parchment">{stat.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      </CardContent>
    </Card>
  );
}
