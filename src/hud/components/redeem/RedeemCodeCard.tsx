import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, KeyRound, Loader2, Ticket } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/hud/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/hud/components/ui/card';
import { Input } from '@/hud/components/ui/input';
import { Label } from '@/hud/components/ui/label';
import type { AccountTier } from '@/content/ids';
import { normalizeTier, TIER_INFO } from '@/hud/game/tiers';
import { useAuth } from '@/hud/game/auth-context';
import { FormMessage } from '@/hud/components/FormMessage';
import { cn } from '@/hud/lib/cn';
import { supabase } from '@/platform/supabase';

/** Ruling 8: a one-use upgrade code, redeemed through `redeem_upgrade_code`. */
async function redeem(code: string): Promise<AccountTier> {
  const { data, error } = await supabase.rpc('redeem_upgrade_code', { code });
  if (error) throw new Error(error.message || 'This code could not be redeemed.');
  return normalizeTier((data as { tier?: unknown } | null)?.tier);
}

export function RedeemCodeCard() {
  const { user, refreshAccountTier } = useAuth();
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: redeem,
    // A refused code stays refused: do not try it twice.
    retry: false,
    onSuccess: async (tier) => {
      toast.success(`Your account is now ${TIER_INFO[tier].name}!`);
      setCode('');
      await refreshAccountTier();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setLocalError('Please enter an upgrade code');
      return;
    }
    setLocalError(null);
    mutation.mutate(trimmed);
  };

  return (
    <Card className="w-full">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Ticket className="size-5 text-ember-bright" aria-hidden /> Redeem an upgrade code
        </CardTitle>
        <CardDescription>
          Each code upgrades one account once. Your progress stays as it is; the new limits apply at once.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!user ? (
          <div className="flex flex-col gap-3 rounded-lg border border-shade bg-abyss/50 p-4 text-sm">
            <p className="text-parchment-dim">
              Sign in first: the code is added to the account you are signed in with.
            </p>
            <Button asChild className="h-11 w-fit">
              <Link to="/">
                <KeyRound /> Sign in to redeem
              </Link>
            </Button>
          </div>
        ) : (
          <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Redeem an upgrade code">
            <Label htmlFor="upgrade-code">Upgrade code</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id="upgrade-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                placeholder="e.g. SH-BASE-7F3K-Q9PL"
                autoComplete="off"
                spellCheck={false}
                className="h-11 font-mono sm:flex-1"
              />
              <Button type="submit" className="h-11" disabled={mutation.isPending}>
                {mutation.isPending ? <Loader2 className="animate-spin" /> : <Ticket />}
                {mutation.isPending ? 'Redeeming...' : 'Redeem'}
              </Button>
            </div>
            <FormMessage message={localError ?? (mutation.isError ? mutation.error.message : null)} />
            {mutation.isSuccess && (
              <p
                role="status"
                className={cn(
                  'flex items-center gap-2 rounded-md border border-spectral/40 bg-spectral/10 px-3 py-2',
                  'text-sm text-spectral',
                )}
              >
                <CheckCircle2 className="size-4" aria-hidden /> Code redeemed. Your account is now{' '}
                {TIER_INFO[mutation.data].name}.
              </p>
            )}
          </form>
        )}
      </CardContent>
    </Card>
  );
}
