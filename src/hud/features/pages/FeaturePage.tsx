import { useAuth } from '@/hud/game/auth-context';
import { PageFrame } from '@/hud/components/PageFrame';
import { RestrictedPage } from '@/hud/components/RestrictedPage';
import { DevBuildBanner, keeperEyebrow } from '@/hud/components/DevBuildBanner';
import { COMING_UPDATE_TEXT, GAME_PAGES, type GamePageId } from '@/hud/game/page-catalog';
import { Hammer } from 'lucide-react';
import { Notice } from '@/hud/components/Notice';

/**
 * A game page whose system is described by the page catalog: the frame, the description and three highlights;
 * a system still to come says so first.
 */
export function FeaturePage({ page }: { page: GamePageId }) {
  const info = GAME_PAGES[page];
  const { isAdmin } = useAuth();
  if (info.restricted && !isAdmin && !import.meta.env.DEV) return <RestrictedPage />;
  return (
    <PageFrame
      icon={info.icon}
      title={info.title}
      description={info.description}
      eyebrow={info.restricted ? keeperEyebrow() : undefined}
    >
      {info.restricted && <DevBuildBanner />}
      {info.comingUpdate && (
        <Notice
          icon={Hammer}
          tone="gold"
          headline={COMING_UPDATE_TEXT.banner}
          detail={COMING_UPDATE_TEXT.detail}
          testId="coming-update"
        />
      )}
      {info.comingUpdate && (
        <h2 className="text-xs font-semibold uppercase tracking-[0.2em] text-muted-foreground">
          {COMING_UPDATE_TEXT.highlights}
        </h2>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        {info.highlights.map((highlight, index) => (
          <article key={highlight.title} className="flex flex-col gap-2 rounded-xl border border-shade bg-card/80 p-5">
            <span className="title-display text-sm font-semibold text-ember/70">{['I', 'II', 'III'][index]}</span>
            <h2 className="title-display text-lg font-semibold text-parchment">{highlight.title}</h2>
            <p className="text-sm leading-relaxed text-parchment-dim">{highlight.text}</p>
          </article>
        ))}
      </div>
    </PageFrame>
  );
}

export const AudioSettingsPage = () => <FeaturePage page="audio-settings" />;
export const DebugActivityPage = () => <FeaturePage page="debug-activity" />;
