import { Link } from 'react-router-dom';
import { ArrowRight, Crown, Flame } from 'lucide-react';
import { Badge } from '@/hud/components/ui/badge';
import { TIER_INFO } from '@/hud/game/tiers';
import { useAuth } from '@/hud/game/auth-context';
import { PageFrame } from '@/hud/components/PageFrame';
import { GAME_PAGES, type GamePageId } from '@/hud/game/page-catalog';
import { SKILL_GROUPS, skillPath } from '@/hud/game/skill-catalog';
import { useHud, useOptionalGameSession, type GameSession } from '@/hud/game/game-session';
import { cn } from '@/hud/lib/cn';
import { AtAGlance } from './AtAGlance';

const DESTINATIONS: { heading: string; pages: GamePageId[] }[] = [
  { heading: 'Into the rifts', pages: ['combat', 'mining', 'crafting', 'raid-rifts', 'arena', 'quests', 'events'] },
  { heading: 'Your hunter', pages: ['equipment', 'inventory', 'abilities', 'wraiths'] },
  { heading: 'The guild hall', pages: ['bank', 'store', 'premium-store', 'achievements', 'activity', 'combat-stats'] },
];

function Welcome({ session }: { session: GameSession }) {
  const username = useHud(session, (snapshot) => snapshot.player.username);
  return <>Welcome, {username}</>;
}

/**
 * The main game page (/game): the Hunter's Hall, what the hunter is doing now, and a map of every place in the
 * game.
 */
export function GameHomePage() {
  const { accountTier } = useAuth();
  const session = useOptionalGameSession();
  const tier = accountTier ? TIER_INFO[accountTier] : null;
  return (
    <PageFrame
      icon={Flame}
      eyebrow="Hunter’s Hall"
      title={session ? <Welcome session={session} /> : 'Welcome, hunter'}
      description={
        'The guild hall is quiet between hunts. Choose where to go next: fight in the rifts or train a skill.'
      }
      actions={tier && <Badge variant={accountTier === 'demo' ? 'secondary' : 'gold'}>{tier.name} account</Badge>}
    >
      {session && <AtAGlance session={session} />}
      {DESTINATIONS.map((section) => (
        <section key={section.heading} className="flex flex-col gap-3">
          <h2 className="text-xs font-semibold uppercase tracking-[0.2em] text-muted-foreground">{section.heading}</h2>
          <div
            className={
              section.pages.length === 4
                ? 'grid gap-3 sm:grid-cols-2 xl:grid-cols-4'
                : 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3'
            }
          >
            {section.pages.map((id) => {
              const page = GAME_PAGES[id];
              const Icon = page.icon;
              return (
                <Link
                  key={id}
                  to={`/game/${id}`}
                  className={cn(
                    'group flex items-start gap-3 rounded-xl border border-shade bg-card/80 p-4',
                    'transition-colors hover:border-ember/50 hover:bg-night',
                  )}
                >
                  <Icon className="mt-0.5 size-5 shrink-0 text-ember-bright" aria-hidden />
                  <span className="flex min-w-0 flex-col gap-1">
                    <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-parchment">
                      {page.title}
                      <ArrowRight
                        className="size-3.5 opacity-0 transition-opacity group-hover:opacity-100"
                        aria-hidden
                      />
                    </span>
                    <span className="line-clamp-2 text-sm text-parchment-dim">{page.description}</span>
                  </span>
                </Link>
              );
            })}
          </div>
        </section>
      ))}
      <section className="flex flex-col gap-3">
        <h2 className="text-xs font-semibold uppercase tracking-[0.2em] text-muted-foreground">Skills</h2>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {SKILL_GROUPS.map((group) => (
            <div key={group.id} className="flex flex-col gap-2 rounded-xl border border-shade bg-card/80 p-4">
              <p className="flex items-center gap-2 font-semibold text-parchment">
                <group.icon className="size-4 text-ember-bright" aria-hidden /> {group.name}
              </p>
              <ul className="flex flex-wrap gap-1.5">
                {group.skills.map((skill) => (
                  <li key={skill.id}>
                    <Link
                      to={skillPath(skill.id)}
                      className={cn(
                        'inline-flex items-center gap-1 rounded-md border border-shade bg-abyss/60 px-2 py-1',
                        // 44 px tall on a phone (index.css's touch variant).
                        'touch:min-h-11',
                        'text-xs text-parchment-dim hover:border-ember/50 hover:text-parchment',
                      )}
                    >
                      <skill.icon className="size-3" aria-hidden /> {skill.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
      {accountTier === 'demo' && (
        <Link
          to="/upgrade"
          className={cn(
            'flex items-center gap-3 rounded-xl border border-gold/40 bg-gold/10 p-4',
            'text-sm text-gold hover:bg-gold/15',
          )}
        >
          <Crown className="size-5 shrink-0" aria-hidden />
          <span className="flex-1">
            Demo accounts reach skill level 15 and rank D. Redeem an upgrade code to open the full hunt.
          </span>
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      )}
    </PageFrame>
  );
}
