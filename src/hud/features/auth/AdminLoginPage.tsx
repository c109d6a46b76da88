import { Link, useNavigate } from 'react-router-dom';
import { ArrowRight, ShieldAlert } from 'lucide-react';
import { Button } from '@/hud/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/hud/components/ui/card';
import { useAuth } from '@/hud/game/auth-context';
import { LoginForm } from '@/hud/features/auth/LoginForm';
import { SiteHeader } from '@/hud/components/SiteHeader';

/** /admin-login: the keepers' sign-in, leading to /game/admin. */
export function AdminLoginPage() {
  const { user, isAdmin, adminChecked } = useAuth();
  const navigate = useNavigate();
  return (
    <div className="min-h-svh">
      <SiteHeader />
      <main className="flex justify-center px-4 pt-10 pb-16">
        <Card className="w-full max-w-md">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <ShieldAlert className="size-5 text-ember-bright" aria-hidden /> Keeper’s Gate
            </CardTitle>
            <CardDescription>Administrator sign-in. Player accounts sign in on the homepage.</CardDescription>
          </CardHeader>
          <CardContent>
            {!user && <LoginForm idPrefix="admin-login" onSignedIn={() => navigate('/game/admin')} />}
            {user && (
              <div className="flex flex-col gap-3 text-sm">
                <p className="text-parchment-dim">Signed in as {user.email}.</p>
                {adminChecked && !isAdmin && (
                  <p className="rounded-md border border-blood/40 bg-blood/10 p-3 text-[#ffb4ae]">
                    This account has no administrator rights.
                  </p>
                )}
                <Button asChild disabled={!isAdmin}>
                  <Link to={isAdmin ? '/game/admin' : '/game'}>
                    {isAdmin ? 'Open the admin page' : 'Go to the game'} <ArrowRight />
                  </Link>
                </Button>
              </div>
            )}
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
