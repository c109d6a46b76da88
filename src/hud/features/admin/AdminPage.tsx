import { Loader2, ScrollText, ShieldAlert, Ticket, Users } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/hud/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/hud/components/ui/tabs';
import { useAuth } from '@/hud/game/auth-context';
import { PageFrame } from '@/hud/components/PageFrame';
import { RestrictedPage } from '@/hud/components/RestrictedPage';
import { ErrorLogViewer } from './ErrorLogViewer';
import { PlayersPanel } from './PlayersPanel';
import { UpgradeCodesPanel } from './UpgradeCodesPanel';

/** /game/admin: players and tiers, upgrade codes, the client error log. Admins only. */
export function AdminPage() {
  const { isAdmin, adminChecked } = useAuth();
  if (!adminChecked) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-20 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden /> Checking your keeper’s seal...
      </p>
    );
  }
  if (!isAdmin) return <RestrictedPage />;
  return (
    <PageFrame
      icon={ShieldAlert}
      eyebrow="Keepers only"
      title="Admin"
      description="Look up players, change account tiers, issue upgrade codes and read this browser’s error log."
    >
      <Tabs defaultValue="players">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="players">
            <Users /> Players
          </TabsTrigger>
          <TabsTrigger value="codes">
            <Ticket /> Codes
          </TabsTrigger>
          <TabsTrigger value="errors">
            <ScrollText /> Error log
          </TabsTrigger>
        </TabsList>
        <TabsContent value="players">
          <Card>
            <CardHeader>
              <CardTitle>Players</CardTitle>
              <CardDescription>Find a player by e-mail and set their account tier.</CardDescription>
            </CardHeader>
            <CardContent>
              <PlayersPanel />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="codes">
          <Card>
            <CardHeader>
              <CardTitle>Upgrade codes</CardTitle>
              <CardDescription>Each code upgrades one account once, on the upgrade page.</CardDescription>
            </CardHeader>
            <CardContent>
              <UpgradeCodesPanel />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="errors">
          <ErrorLogViewer />
        </TabsContent>
      </Tabs>
    </PageFrame>
  );
}
