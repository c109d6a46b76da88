import { useId, useState, type FormEvent } from 'react';
import { Loader2, PenLine } from 'lucide-react';
import { toast } from 'sonner';
import { HUNTER_NAME_MAX, hunterNameProblem, normalizeHunterName } from '@/content/hunter-names';
import { Button } from '@/hud/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/hud/components/ui/card';
import { Input } from '@/hud/components/ui/input';
import { Label } from '@/hud/components/ui/label';
import { useHud, type GameSession } from '@/hud/game/game-session';
import { sendWithToast } from '@/hud/game/send-with-toast';

/**
 * Renaming the hunter: the rules (content/hunter-names.ts) are checked as the player types; the core's
 * renameHunter command stores the name in the save, and the next cloud backup mirrors it to the server,
 * which checks the same rules again.
 */
export function HunterNameCard({ session }: { session: GameSession }) {
  const username = useHud(session, (snapshot) => snapshot.player.username);
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const value = draft ?? username;
  const name = normalizeHunterName(value);
  const problem = draft === null ? null : hunterNameProblem(name);
  const unchanged = name === username;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem !== null || unchanged) return;
    setBusy(true);
    try {
      const reply = await sendWithToast(session, { type: 'renameHunter', name });
      if (reply?.ok) {
        setDraft(null);
        toast.success(`Your hunter is now called ${name}`);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="gap-3 py-5">
      <CardHeader className="px-5">
        <CardTitle className="text-base">Hunter’s name</CardTitle>
        <CardDescription>
          Shown in the sidebar and on the hub. 3 to {HUNTER_NAME_MAX} characters: letters, digits, spaces, dots, hyphens
          and underscores, starting and ending with a letter or digit.
        </CardDescription>
      </CardHeader>
      <CardContent className="px-5">
        <form className="flex flex-col gap-2 sm:flex-row sm:items-start" onSubmit={(event) => void submit(event)}>
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <Label htmlFor={inputId} className="sr-only">
              Hunter’s name
            </Label>
            <Input
              id={inputId}
              value={value}
              maxLength={HUNTER_NAME_MAX + 8}
              autoComplete="nickname"
              className="h-11"
              aria-invalid={problem !== null}
              aria-describedby={problem ? errorId : undefined}
              onChange={(event) => setDraft(event.target.value)}
            />
            {problem && (
              <p id={errorId} role="alert" className="text-xs text-[#ffb4a8]">
                {problem}
              </p>
            )}
          </div>
          <Button type="submit" className="h-11" disabled={busy || problem !== null || unchanged}>
            {busy ? <Loader2 className="animate-spin" /> : <PenLine />} Rename
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
