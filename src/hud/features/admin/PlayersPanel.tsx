import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Loader2, Save, Search, UserRound } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/hud/components/ui/badge';
import { Button } from '@/hud/components/ui/button';
import { Input } from '@/hud/components/ui/input';
import { Label } from '@/hud/components/ui/label';
import { NativeSelect } from '@/hud/components/ui/native-select';
import { ACCOUNT_TIERS, type AccountTier } from '@/content/ids';
import { TIER_INFO } from '@/hud/game/tiers';
import { FormMessage } from '@/hud/components/FormMessage';
import { findUserByEmail, setAccountTier, type FoundUser } from './admin-api';

function PlayerRow({ player, onChanged }: { player: FoundUser; onChanged: (tier: AccountTier) => void }) {
  const [tier, setTier] = useState<AccountTier>(player.accountTier);
  const mutation = useMutation({
    mutationFn: () => setAccountTier(player.userId, tier),
    onSuccess: () => {
      toast.success(`${player.email} is now ${TIER_INFO[tier].name}`);
      onChanged(tier);
    },
  });
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-shade bg-abyss/50 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <UserRound className="size-4 text-ember-bright" aria-hidden />
        <span className="font-semibold text-parchment">{player.email}</span>
        <Badge variant="secondary" data-testid="player-tier">
          {TIER_INFO[player.accountTier].name}
        </Badge>
      </div>
      <p className="text-xs text-muted-foreground">
        {player.username ?? 'No hunter yet'} · joined{' '}
        {player.createdAt ? new Date(player.createdAt).toLocaleDateString() : 'unknown'} ·{' '}
        <span className="font-mono">{player.userId}</span>
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor={`tier-${player.userId}`}>Account tier</Label>
          <NativeSelect
            id={`tier-${player.userId}`}
            value={tier}
            onChange={(event) => setTier(event.target.value as AccountTier)}
          >
            {ACCOUNT_TIERS.map((option) => (
              <option key={option} value={option}>
                {TIER_INFO[option].name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button onClick={() => mutation.mutate()} disabled={mutation.isPending || tier === player.accountTier}>
          {mutation.isPending ? <Loader2 className="animate-spin" /> : <Save />} Save tier
        </Button>
      </div>
      <FormMessage message={mutation.isError ? mutation.error.message : null} />
    </li>
  );
}

/** Find a player by e-mail and change their tier. */
export function PlayersPanel() {
  const [email, setEmail] = useState('');
  const [results, setResults] = useState<FoundUser[] | null>(null);
  const search = useMutation({ mutationFn: findUserByEmail, retry: false, onSuccess: setResults });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) search.mutate(email.trim());
  };

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end" aria-label="Find a player">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor="admin-find-email">Player e-mail</Label>
          <Input
            id="admin-find-email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder="hunter@example.com"
          />
        </div>
        <Button type="submit" disabled={search.isPending || !email.trim()}>
          {search.isPending ? <Loader2 className="animate-spin" /> : <Search />} Find player
        </Button>
      </form>
      <FormMessage message={search.isError ? search.error.message : null} />
      {results && results.length === 0 && <p className="text-sm text-muted-foreground">No player with that e-mail.</p>}
      {results && results.length > 0 && (
        <ul className="flex flex-col gap-3">
          {results.map((player) => (
            <PlayerRow
              key={`${player.userId}-${player.accountTier}`}
              player={player}
              onChanged={(tier) =>
                setResults(
                  (current) =>
                    current?.map((row) => (row.userId === player.userId ? { ...row, accountTier: tier } : row)) ?? null,
                )
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}
