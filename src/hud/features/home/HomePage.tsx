import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Check, Flame, ShieldCheck } from 'lucide-react';
import { SiteHeader } from '@/hud/components/SiteHeader';
import { Button } from '@/hud/components/ui/button';
import { ACCOUNT_TIERS } from '@/content/ids';
import { TIER_INFO } from '@/hud/game/tiers';
import { cn } from '@/hud/lib/cn';
import { HOME_FEATURES } from './home-content';

const multiplier = (value: number) => `${value}x`;

/**
 * The public homepage: what the game is, its features, the five tiers and the Login / Sign Up card.
 * The card is the auth feature's; hud/app hands it in, since one feature never imports another.
 */
export function HomePage({ authCard }: { authCard: ReactNode }) {
  return (
    <div className="min-h-svh">
      <SiteHeader showSectionLinks />

      <main>
        <section
          className={cn(
            'mx-auto grid w-full max-w-6xl items-start gap-10 px-4 pt-6 pb-16',
            'sm:px-6 lg:grid-cols-[1.15fr_1fr] lg:pt-14',
          )}
        >
          <div className="flex flex-col gap-6">
            <p
              className={cn(
                'flex w-fit items-center gap-2 rounded-full border border-ember/40 bg-ember/10 px-3 py-1',
                'text-xs font-semibold uppercase tracking-[0.18em] text-ember-bright',
              )}
            >
              <Flame className="size-3.5" aria-hidden /> A dark-fantasy idle RPG
            </p>
            <h1 className="title-display text-5xl font-bold leading-[1.05] text-parchment sm:text-6xl">
              Shadow Hunter
            </h1>
            <p className="max-w-xl text-lg leading-relaxed text-parchment-dim">
              The rifts are open and the things behind them are hungry. Become a Shadow Hunter: train ten skills, fight
              through the first rifts on an animated battlefield, and keep progressing while you are away.
            </p>
            <ul className="grid max-w-xl gap-2 text-sm text-parchment sm:grid-cols-2">
              {[
                'Free demo account, no card needed',
                'Saved on your device and in the cloud',
                'Plays on desktop and phone',
                'No loot boxes, no pay-for-power',
              ].map((point) => (
                <li key={point} className="flex items-center gap-2">
                  <Check className="size-4 shrink-0 text-spectral" aria-hidden /> {point}
                </li>
              ))}
            </ul>
          </div>
          <div id="play" className="w-full lg:sticky lg:top-6">
            {authCard}
          </div>
        </section>

        <section id="features" className="border-y border-border bg-dusk/50">
          <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-16 sm:px-6">
            <div className="flex flex-col gap-2">
              <h2 className="title-display text-3xl font-bold text-parchment">The hunt</h2>
              <p className="max-w-2xl text-parchment-dim">What a hunter can do today.</p>
            </div>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {HOME_FEATURES.map(({ icon: Icon, title, text }) => (
                <article key={title} className="flex flex-col gap-3 rounded-xl border border-shade bg-card/80 p-5">
                  <Icon className="size-6 text-ember-bright" aria-hidden />
                  <h3 className="title-display text-lg font-semibold text-parchment">{title}</h3>
                  <p className="text-sm leading-relaxed text-parchment-dim">{text}</p>
                </article>
              ))}
            </div>
          </div>
        </section>

        <section id="tiers" className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-16 sm:px-6">
          <div className="flex flex-col gap-2">
            <h2 className="title-display text-3xl font-bold text-parchment">Five ways to hunt</h2>
            <p className="max-w-2xl text-parchment-dim">
              Start free as a demo hunter. One purchase opens the whole game; expansions add more. Upgrades are redeemed
              with a code on the upgrade page.
            </p>
          </div>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
            {ACCOUNT_TIERS.map((tier) => {
              const info = TIER_INFO[tier];
              return (
                <article
                  key={tier}
                  className={cn(
                    'flex flex-col gap-3 rounded-xl border bg-card/80 p-4',
                    tier === 'supporter' ? 'border-gold/50' : tier === 'demo' ? 'border-shade' : 'border-ember/30',
                  )}
                >
                  <h3
                    className={cn(
                      'title-display text-lg font-semibold',
                      tier === 'supporter' ? 'text-gold' : 'text-parchment',
                    )}
                  >
                    {info.name}
                  </h3>
                  <p className="text-xs text-muted-foreground">{info.tagline}</p>
                  <dl className="grid grid-cols-2 gap-x-2 gap-y-1 text-xs">
                    <dt className="text-muted-foreground">Skill cap</dt>
                    <dd className="text-right text-parchment">{info.maxSkillLevel}</dd>
                    <dt className="text-muted-foreground">Rank cap</dt>
                    <dd className="text-right text-parchment">{info.maxRank}</dd>
                    <dt className="text-muted-foreground">XP &amp; gold</dt>
                    <dd className="text-right text-parchment">{multiplier(info.multiplier)}</dd>
                  </dl>
                </article>
              );
            })}
          </div>
          <Button asChild variant="outline" className="w-fit">
            <Link to="/upgrade">Compare tiers in detail</Link>
          </Button>
        </section>
      </main>

      <footer className="border-t border-border">
        <div
          className={cn(
            'mx-auto flex w-full max-w-6xl flex-col gap-2 px-4 py-8 text-sm text-muted-foreground',
            'sm:flex-row sm:items-center sm:justify-between sm:px-6',
          )}
        >
          <p className="flex items-center gap-2">
            <ShieldCheck className="size-4 text-spectral" aria-hidden /> One purchase, optional expansions. No loot
            boxes, no premium currency, no pay-for-power.
          </p>
          <p>© Shadow Hunter</p>
        </div>
      </footer>
    </div>
  );
}
