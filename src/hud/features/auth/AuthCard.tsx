import { useNavigate } from 'react-router-dom';
import { DoorOpen, LogOut, Swords } from 'lucide-react';
import { Button } from '@/hud/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/hud/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/hud/components/ui/tabs';
import { useAuth } from '@/hud/game/auth-context';
import { greetingFor } from './greeting';
import { LoginForm } from './LoginForm';
import { SignupForm } from './SignupForm';

/** The Login / Sign Up card of the homepage; a signed-in visitor gets the way into the game instead. */
export function AuthCard({ defaultTab = 'login' }: { defaultTab?: 'login' | 'signup' }) {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const enterGame = () => navigate('/game');

  if (user) {
    return (
      <Card className="w-full">
        <CardHeader>
          <CardTitle>{greetingFor(user, Date.now())}</CardTitle>
          <CardDescription>Signed in as {user.email}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <Button size="lg" onClick={enterGame}>
            <Swords /> Enter the Game
          </Button>
          <Button variant="outline" onClick={() => void signOut()}>
            <LogOut /> Log out
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card className="w-full" data-testid="auth-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <DoorOpen className="size-5 text-ember-bright" aria-hidden /> Enter the Rift
        </CardTitle>
        <CardDescription>Sign in to continue your hunt, or create a free demo account.</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue={defaultTab}>
          <TabsList>
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="signup">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginForm onSignedIn={enterGame} />
          </TabsContent>
          <TabsContent value="signup">
            <SignupForm onSignedUp={enterGame} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
