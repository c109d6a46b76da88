import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Copy, Loader2, Ticket } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/hud/components/ui/badge';
import { Button } from '@/hud/components/ui/button';
import { Label } from '@/hud/components/ui/label';
import { NativeSelect } from '@/hud/components/ui/native-select';
import { ACCOUNT_TIERS, type AccountTier } from '@/content/ids';
import { TIER_INFO } from '@/hud/game/tiers';
import { FormMessage } from '@/hud/components/FormMessage';
import { cn } from '@/hud/lib/cn';
import { createUpgradeCode } from './admin-api';

const UPGRADE_TIERS = ACCOUNT_TIERS.filter((tier) => tier !== 'demo');

async function copy(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    toast.success('Code copied');
  } catch {
    toast.error('Could not copy: select the code and copy it by hand');
  }
}

/** Create one-use upgrade codes (ruling 8), show them and copy them. */
export function UpgradeCodesPanel() {
  const [tier, setTier] = useState<AccountTier>('base');
  const [created, setCreated] = useState<{ code: string; tier: AccountTier }[]>([]);
  const mutation = useMutation({
    mutationFn: createUpgradeCode,
    onSuccess: (code, forTier) => setCreated((current) => [{ code, tier: forTier }, ...current]),
  });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor="code-tier">Tier the code grants</Label>
          <NativeSelect id="code-tier" value={tier} onChange={(event) => setTier(event.target.value as AccountTier)}>
            {UPGRADE_TIERS.map((option) => (
              <option key={option} value={option}>
                {TIER_INFO[option].name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button onClick={() => mutation.mutate(tier)} disabled={mutation.isPending}>
          {mutation.isPending ? <Loader2 className="animate-spin" /> : <Ticket />} Create code
        </Button>
      </div>
      <FormMessage message={mutation.isError ? mutation.error.message : null} />
      {created.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Created codes">
          {created.map(({ code, tier: codeTier }) => (
            <li
              key={code}
              className={cn(
                'flex flex-col gap-2 rounded-lg border border-shade bg-abyss/50 p-3',
                'sm:flex-row sm:items-center sm:gap-3',
              )}
            >
              <code
                className="min-w-0 break-all font-mono text-base text-parchment sm:flex-1"
                data-testid="upgrade-code"
              >
                {code}
              </code>
              <div className="flex items-center gap-2">
                <Badge variant="gold">{TIER_INFO[codeTier].name}</Badge>
                <Button size="sm" variant="outline" onClick={() => void copy(code)} className="ml-auto sm:ml-0">
                  <Copy /> Copy
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
