import { Crown } from 'lucide-react';
import { Badge } from '@/hud/components/ui/badge';
import { Button } from '@/hud/components/ui/button';
import type { GameSession } from '@/hud/game/game-session';
import { cn } from '@/hud/lib/cn';
import type { TitleView } from '@/runtime/view-models/achievements-page';
import { chooseTitle } from './achievement-actions';

/** Every title the hunter holds, one of them worn beside the name. */
export function TitlesSection({
  session,
  titles,
  wornTitle,
}: {
  session: GameSession;
  titles: TitleView[];
  wornTitle: string | null;
}) {
  return (
    <section aria-labelledby="titles-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="titles-heading" className="title-display text-xl font-bold text-parchment">
          Titles
        </h2>
        <Button
          variant="outline"
          className="min-h-11"
          disabled={wornTitle === null}
          onClick={() => void chooseTitle(session, null, null)}
        >
          Wear none
        </Button>
      </div>
      <p className="text-sm text-parchment-dim">
        {wornTitle ? (
          <>
            You wear <span className="font-semibold text-gold">{wornTitle}</span>: it shows under your name.
          </>
        ) : (
          'Wear one title and it shows under your name in the sidebar.'
        )}
      </p>
      {titles.length === 0 ? (
        <p className="text-sm text-parchment-dim">
          No titles yet. Skill levels (10, 25, 50, ...) and some achievements grant them.
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Your titles">
          {titles.map((title) => (
            <li
              key={title.id}
              data-testid="title-row"
              className={cn(
                'flex min-w-0 items-center justify-between gap-2 rounded-lg border bg-card/80 px-3 py-1.5',
                title.worn ? 'border-gold/60' : 'border-shade',
              )}
            >
              <span className="flex min-w-0 flex-col">
                <span className="flex items-center gap-1.5 font-semibold text-parchment">
                  {title.worn && <Crown className="size-4 shrink-0 text-gold" aria-hidden />}
                  <span className="min-w-0 break-words">{title.name}</span>
                </span>
                <span className="text-xs text-parchment-dim">
                  {title.source === 'achievement' ? 'Achievement title' : 'Skill title'}
                </span>
              </span>
              {title.worn ? (
                <Badge variant="gold">Worn</Badge>
              ) : (
                <Button
                  variant="outline"
                  className="min-h-11 shrink-0"
                  onClick={() => void chooseTitle(session, title.id, title.name)}
                >
                  Wear <span className="sr-only">{title.name}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
