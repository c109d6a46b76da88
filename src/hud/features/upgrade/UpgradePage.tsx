import { Crown } from 'lucide-react';
import { Badge } from '@/hud/components/ui/badge';
import { TIER_INFO } from '@/hud/game/tiers';
import { useAuth } from '@/hud/game/auth-context';
import { SiteHeader } from '@/hud/components/SiteHeader';
import { PageFrame } from '@/hud/components/PageFrame';
import { RedeemCodeCard } from '@/hud/components/redeem/RedeemCodeCard';
import { TierComparison } from './TierComparison';

/** /upgrade: the tiers side by side and the upgrade-code field. */
export function UpgradePage() {
  const { user, accountTier } = useAuth();
  return (
    <div className="min-h-svh">
      <SiteHeader />
      <main className="px-4 pt-4 pb-16 sm:px-6">
        <PageFrame
          className="max-w-6xl"
          icon={Crown}
          eyebrow="Account"
          title="Upgrade Your Hunt"
          description={
            'Every hunter starts with a free demo account. The base game opens all eight hunter ranks and raises ' +
            'your skills to level 99; the expansions and the Supporter tier go further. ' +
            'No payment happens here: upgrades come as one-use codes.'
          }
          actions={
            user && accountTier ? (
              <Badge variant={accountTier === 'demo' ? 'secondary' : 'gold'}>
                Current: {TIER_INFO[accountTier].name}
              </Badge>
            ) : undefined
          }
        >
          <TierComparison currentTier={user ? accountTier : null} />
          <div className="mx-auto w-full max-w-xl">
            <RedeemCodeCard />
          </div>
        </PageFrame>
      </main>
    </div>
  );
}
