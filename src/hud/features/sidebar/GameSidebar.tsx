/**
 * The game sidebar of spec 000 §2. It is fed entirely through props (see hud/game/sidebar-data.ts):
 *
 *   <GameSidebar data={SidebarData | null} loading={boolean} onStartRankTrial={() => ...} />
 *
 * loading → the Loading state; data null → "No player data found"; otherwise the player header
 * (rank dialog), character block, then every page a player uses in groups (nav-links.ts): The Hunt;
 * Skills & Progression (Mining, Crafting, Abilities, then the skill groups); Items; achievements with
 * Combat Statistics; Account; and the Settings / Logout footer. The links and the footer are always
 * there, so a player can move around and log out whatever the state. On a phone it is the hunter
 * menu's sheet: its rows are 44 px and its middle scrolls between the header and the footer.
 */
import { Link, useLocation } from 'react-router-dom';
import { BarChart3, Loader2, LogOut, Settings, ShieldAlert, UserX, type LucideIcon } from 'lucide-react';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarRail,
  SidebarSeparator,
} from '@/hud/components/ui/sidebar';
import { useSidebar } from '@/hud/components/ui/sidebar-context';
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem, SidebarMenuSkeleton } from '@/hud/components/ui/sidebar-menu';
import { Skeleton } from '@/hud/components/ui/skeleton';
import { useAuth } from '@/hud/game/auth-context';
import { ComponentErrorBoundary } from '@/hud/components/boundaries';
import type { SidebarData } from '@/hud/game/sidebar-data';
import { cn } from '@/hud/lib/cn';
import { AchievementsPanel } from './AchievementsPanel';
import { CharacterBlock } from './CharacterBlock';
import { PlayerHeader } from './PlayerHeader';
import { NAV_GROUPS, SETTINGS_PATH, type NavGroup } from './nav-links';
import { SkillGroups } from './SkillGroups';

export interface GameSidebarProps {
  data: SidebarData | null;
  loading: boolean;
  onStartRankTrial?: () => void;
}

function NavLink({ to, label, icon: Icon }: { to: string; label: string; icon: LucideIcon }) {
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  // The Hall is /game itself: only there, not on every page under it.
  const active =
    to === '/game' ? pathname === to || pathname === `${to}/` : pathname === to || pathname.startsWith(`${to}/`);
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild tooltip={label} isActive={active}>
        <Link
          to={to}
          onClick={() => isMobile && setOpenMobile(false)}
          data-tutorial={to === '/game/inventory' ? 'inventory-link' : undefined}
        >
          <Icon />
          <span>{label}</span>
        </Link>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}

function NavGroupLinks({ group }: { group: NavGroup }) {
  return (
    <SidebarGroup>
      <SidebarGroupLabel>{group.label}</SidebarGroupLabel>
      <SidebarMenu>
        {group.links.map((link) => (
          <NavLink key={link.to} {...link} />
        ))}
      </SidebarMenu>
    </SidebarGroup>
  );
}

const groupOf = (id: NavGroup['id']): NavGroup => NAV_GROUPS.find((group) => group.id === id)!;

function LoadingState() {
  return (
    <div className="flex flex-col gap-3 p-2" role="status" aria-label="Loading">
      <div className="flex items-center gap-3 rounded-lg border border-sidebar-border p-2">
        <Skeleton className="size-9" />
        <div className="flex flex-1 flex-col gap-1.5">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      </div>
      <p className="flex items-center gap-2 px-1 text-sm text-muted-foreground group-data-[collapsible=icon]:hidden">
        <Loader2 className="size-4 animate-spin text-ember" aria-hidden /> Loading...
      </p>
      <SidebarMenuSkeleton />
      <SidebarMenuSkeleton />
    </div>
  );
}

function NoPlayerState() {
  return (
    <div
      className={cn(
        'm-2 flex flex-col items-center gap-2 rounded-lg border border-dashed border-sidebar-border p-4 text-center',
        'group-data-[collapsible=icon]:hidden',
      )}
    >
      <UserX className="size-6 text-muted-foreground" aria-hidden />
      <p className="text-sm font-medium text-parchment">No player data found</p>
      <p className="text-xs text-muted-foreground">Your hunter could not be loaded. Reload the page to try again.</p>
    </div>
  );
}

export function GameSidebar({ data, loading, onStartRankTrial }: GameSidebarProps) {
  const { isAdmin, signOut } = useAuth();
  const { isMobile, setOpenMobile } = useSidebar();
  return (
    <Sidebar>
      <SidebarHeader>
        <Link
          to="/game"
          className="flex items-center gap-2 px-1 py-1 group-data-[collapsible=icon]:justify-center touch:min-h-11"
          onClick={() => isMobile && setOpenMobile(false)}
        >
          <span
            className={cn(
              'flex size-7 shrink-0 items-center justify-center rounded-md',
              'bg-gradient-to-br from-ember to-ember-deep text-sm font-bold text-abyss',
            )}
          >
            SH
          </span>
          <span
            className={cn(
              'title-display truncate text-base font-bold text-parchment',
              'group-data-[collapsible=icon]:hidden',
            )}
          >
            Shadow Hunter
          </span>
        </Link>
        {data && !loading && (
          <ComponentErrorBoundary component="Player header">
            <PlayerHeader player={data.player} rank={data.rank} onStartRankTrial={onStartRankTrial} />
          </ComponentErrorBoundary>
        )}
      </SidebarHeader>
      <SidebarContent>
        {loading && <LoadingState />}
        {!loading && !data && <NoPlayerState />}
        {!loading && data && (
          <div className="px-2">
            <ComponentErrorBoundary component="Character">
              <CharacterBlock character={data.character} />
            </ComponentErrorBoundary>
          </div>
        )}
        <NavGroupLinks group={groupOf('hunt')} />
        <SidebarSeparator />
        <NavGroupLinks group={groupOf('skills')} />
        {!loading && data && (
          <ComponentErrorBoundary component="Skills & Progression">
            <SkillGroups skills={data.skills} />
          </ComponentErrorBoundary>
        )}
        <SidebarSeparator />
        <NavGroupLinks group={groupOf('items')} />
        <SidebarSeparator />
        {!loading && data && (
          <ComponentErrorBoundary component="Achievements">
            <AchievementsPanel achievements={data.achievements} />
          </ComponentErrorBoundary>
        )}
        <SidebarGroup>
          <SidebarMenu>
            <NavLink to="/game/combat-stats" label="Combat Statistics" icon={BarChart3} />
          </SidebarMenu>
        </SidebarGroup>
        <SidebarSeparator />
        <NavGroupLinks group={groupOf('account')} />
      </SidebarContent>
      <SidebarFooter>
        <SidebarMenu>
          {isAdmin && <NavLink to="/game/admin" label="Admin" icon={ShieldAlert} />}
          <NavLink to={SETTINGS_PATH} label="Settings" icon={Settings} />
          <SidebarMenuItem>
            <SidebarMenuButton tooltip="Logout" onClick={() => void signOut()}>
              <LogOut />
              <span>Logout</span>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarFooter>
      <SidebarRail />
    </Sidebar>
  );
}
