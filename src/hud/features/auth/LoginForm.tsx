import { useState, type FormEvent } from 'react';
import { Loader2, LogIn } from 'lucide-react';
import { toast } from 'sonner';
import { FormMessage } from '@/hud/components/FormMessage';
import { Button } from '@/hud/components/ui/button';
import { Input } from '@/hud/components/ui/input';
import { Label } from '@/hud/components/ui/label';
import { useAuth } from '@/hud/game/auth-context';
import { AUTH_MESSAGES, validateLogin } from './auth-messages';

/** The Login tab: e-mail and password; the welcome toast, then `onSignedIn`. */
export function LoginForm({ onSignedIn, idPrefix = 'login' }: { onSignedIn: () => void; idPrefix?: string }) {
  const { signIn } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateLogin(email, password);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await signIn(email, password);
      toast.success(AUTH_MESSAGES.welcomeBack);
      onSignedIn();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : AUTH_MESSAGES.signInFailed);
    } finally {
      setBusy(false);
    }
  };

  const errorId = `${idPrefix}-error`;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Login">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${idPrefix}-email`}>Email</Label>
        <Input
          id={`${idPrefix}-email`}
          type="email"
          autoComplete="email"
          placeholder="hunter@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error !== null && !email.trim()}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${idPrefix}-password`}>Password</Label>
        <Input
          id={`${idPrefix}-password`}
          type="password"
          autoComplete="current-password"
          placeholder="••••••••"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error !== null && !password}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <FormMessage id={errorId} message={error} />
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? <Loader2 className="animate-spin" /> : <LogIn />}
        {busy ? 'Signing in...' : 'Login'}
      </Button>
    </form>
  );
}
