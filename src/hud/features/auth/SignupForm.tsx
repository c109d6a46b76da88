import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Loader2, MailCheck, UserPlus } from 'lucide-react';
import { toast } from 'sonner';
import { FormMessage } from '@/hud/components/FormMessage';
import { Button } from '@/hud/components/ui/button';
import { Checkbox } from '@/hud/components/ui/checkbox';
import { Input } from '@/hud/components/ui/input';
import { Label } from '@/hud/components/ui/label';
import { useAuth } from '@/hud/game/auth-context';
import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH, validateSignup } from './auth-messages';

/** The note a sign-up that waits for its confirmation leaves in the form (FormMessage's shape, in ember). */
const CONFIRMATION_NOTE =
  'flex items-start gap-2 rounded-md border border-ember/40 bg-ember/10 px-3 py-2 text-sm text-foreground';

// The terms text and the dialog machinery load when the player opens them, keeping the homepage light.
const TermsDialog = lazy(async () => ({ default: (await import('./TermsDialog')).TermsDialog }));

/**
 * The Sign Up tab: e-mail, password, the terms box and the e-mail opt-in. Submit stays disabled until the terms are
 * accepted. Where the project confirms addresses by e-mail, a sign-up does not sign in: the tab tells the player to
 * check their e-mail, whose link signs them in at /game.
 */
export function SignupForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { signUp } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [emailOptIn, setEmailOptIn] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The address a confirmation e-mail was sent to, once the account waits for it. */
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSignup(email, password, termsAccepted);
    setError(problem);
    setConfirmationSentTo(null);
    if (problem) return;
    setBusy(true);
    try {
      const result = await signUp({ email, password, tosAccepted: termsAccepted, emailOptIn });
      if (result?.confirmationPending) {
        toast.success(AUTH_MESSAGES.accountCreated, { description: AUTH_MESSAGES.confirmEmail });
        setConfirmationSentTo(email.trim());
        return;
      }
      toast.success(AUTH_MESSAGES.accountCreated, { description: 'Welcome to Shadow Hunter. Your hunt begins now.' });
      onSignedUp();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : AUTH_MESSAGES.signUpFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Sign Up">
      <div className="flex flex-col gap-2">
        <Label htmlFor="signup-email">Email</Label>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          placeholder="hunter@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="signup-password">Password</Label>
        <Input
          id="signup-password"
          type="password"
          autoComplete="new-password"
          placeholder={`At least ${MIN_PASSWORD_LENGTH} characters`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-3 rounded-lg border border-shade bg-abyss/50 p-3">
        <div className="flex items-start gap-3">
          {/* The box is named by its label and the link together ("I accept the Terms of Service"): the link sits
              outside the label so that pressing it opens the terms instead of ticking the box. */}
          <Checkbox
            id="signup-terms"
            aria-labelledby="signup-terms-label signup-terms-link"
            aria-describedby="signup-terms-note"
            checked={termsAccepted}
            onCheckedChange={(checked) => setTermsAccepted(checked === true)}
            className="mt-0.5"
          />
          <div className="text-sm leading-snug">
            <Label id="signup-terms-label" htmlFor="signup-terms" className="inline cursor-pointer font-normal">
              I accept the{' '}
            </Label>
            <button
              id="signup-terms-link"
              type="button"
              onClick={() => setTermsOpen(true)}
              className="cursor-pointer font-medium text-ember-bright underline underline-offset-2 hover:text-ember"
            >
              Terms of Service
            </button>
            <span id="signup-terms-note" className="block text-xs text-muted-foreground">
              Gear can be lost for good on death (demo accounts are protected until rank D).
            </span>
          </div>
        </div>
        <div className="flex items-start gap-3">
          <Checkbox
            id="signup-opt-in"
            checked={emailOptIn}
            onCheckedChange={(checked) => setEmailOptIn(checked === true)}
            className="mt-0.5"
          />
          <Label htmlFor="signup-opt-in" className="block cursor-pointer font-normal leading-snug">
            Send me news and updates by e-mail <span className="text-muted-foreground">(optional)</span>
          </Label>
        </div>
      </div>
      {termsOpen && (
        <Suspense fallback={null}>
          <TermsDialog open={termsOpen} onOpenChange={setTermsOpen} onAccept={() => setTermsAccepted(true)} />
        </Suspense>
      )}
      <FormMessage message={error} />
      {confirmationSentTo && (
        <p role="status" className={CONFIRMATION_NOTE}>
          <MailCheck className="mt-0.5 size-4 shrink-0 text-ember-bright" aria-hidden />
          <span>
            <strong className="block font-medium">{AUTH_MESSAGES.confirmEmailTitle}</strong>
            {AUTH_MESSAGES.confirmEmailSentTo(confirmationSentTo)}
          </span>
        </p>
      )}
      <Button type="submit" size="lg" disabled={!termsAccepted || busy} className="w-full">
        {busy ? <Loader2 className="animate-spin" /> : <UserPlus />}
        {busy ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
