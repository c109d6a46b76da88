import { UpgradePage } from '@/hud/features/upgrade/UpgradePage';
import { QueryProvider } from './query-provider';

export function UpgradeRoute() {
  return (
    <QueryProvider>
      <UpgradePage />
    </QueryProvider>
  );
}
