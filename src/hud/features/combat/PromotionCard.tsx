import { Link } from 'react-router-dom';
import { ArrowRight, Crown } from 'lucide-react';
import { Badge } from '@/hud/components/ui/badge';
import { Button } from '@/hud/components/ui/button';
import type { PromotionView } from '@/runtime/view-models/promotion';

/**
 * The promotion moment in the HUD: the new rank's emblem in its colour, what the rank gives (its
 * benefits row, health and damage among them), and the areas it opens, with the way to them.
 */
export function PromotionCard({ promotion, onGo }: { promotion: PromotionView; onGo: () => void }) {
  return (
    <section
      aria-label={`Promoted to Hunter Rank ${promotion.rank}`}
      className="flex flex-col items-center gap-3 rounded-lg border border-gold/50 bg-gold/10 p-4 text-center"
      data-testid="promotion-card"
    >
      <div
        className="flex size-20 animate-rank-rise items-center justify-center rounded-full text-5xl"
        style={{
          boxShadow: `0 0 0 2px ${promotion.color}, 0 0 28px 6px ${promotion.color}80`,
          background: `radial-gradient(circle, ${promotion.color}40, transparent 70%)`,
        }}
        aria-hidden
      >
        {promotion.emoji}
      </div>
      <p className="title-display flex items-center gap-2 text-xl font-semibold" style={{ color: promotion.color }}>
        <Crown className="size-5" aria-hidden /> Hunter Rank {promotion.rank}
      </p>
      <ul className="flex flex-col gap-1 text-sm text-parchment">
        {promotion.benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      {promotion.areas.length > 0 && (
        <div className="flex flex-wrap justify-center gap-1.5" aria-label="Areas now open">
          {promotion.areas.map((area) => (
            <Badge
              key={area.id}
              variant={area.kind === 'raid' ? 'default' : area.kind === 'rift' ? 'arcane' : 'outline'}
            >
              {area.name}
              {area.paidOnly ? ' (paid tiers)' : ''}
            </Badge>
          ))}
        </div>
      )}
      <Button asChild className="min-h-11">
        <Link to="/game/combat" onClick={onGo}>
          To the new areas <ArrowRight aria-hidden />
        </Link>
      </Button>
    </section>
  );
}
