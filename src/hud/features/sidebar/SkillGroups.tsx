import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/hud/components/ui/collapsible';
import { Progress } from '@/hud/components/ui/progress';
import { SidebarGroup } from '@/hud/components/ui/sidebar';
import { useSidebar } from '@/hud/components/ui/sidebar-context';
import {
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarMenuSub,
  SidebarMenuSubButton,
  SidebarMenuSubItem,
} from '@/hud/components/ui/sidebar-menu';
import { SKILL_GROUPS, skillPath, type SkillGroupId } from '@/hud/game/skill-catalog';
import { cn } from '@/hud/lib/cn';
import type { SidebarSkill } from '@/hud/game/sidebar-data';

/**
 * The four skill groups of ruling 1, each skill with its level and progress, linking to its page. They stand under
 * the Skills & Progression heading, after its Mining, Crafting and Abilities links (GameSidebar.tsx).
 */
export function SkillGroups({ skills }: { skills: SidebarSkill[] }) {
  const { pathname } = useLocation();
  const { state, isMobile, setOpen, setOpenMobile } = useSidebar();
  const [openGroups, setOpenGroups] = useState<Record<SkillGroupId, boolean>>({
    combat: true,
    gathering: false,
    production: false,
    leadership: false,
  });
  const byId = new Map(skills.map((skill) => [skill.id, skill]));

  return (
    <SidebarGroup className="pt-0">
      <SidebarMenu>
        {SKILL_GROUPS.map((group) => {
          const open = openGroups[group.id];
          const levels = group.skills.map((skill) => byId.get(skill.id)?.level ?? 1);
          const GroupIcon = group.icon;
          return (
            <Collapsible
              key={group.id}
              asChild
              open={open}
              onOpenChange={(next) => setOpenGroups((current) => ({ ...current, [group.id]: next }))}
            >
              <SidebarMenuItem>
                <CollapsibleTrigger asChild>
                  <SidebarMenuButton
                    tooltip={group.name}
                    onClick={() => {
                      // In the icon rail, a group icon opens the panel on that group.
                      if (state === 'collapsed' && !isMobile) {
                        setOpen(true);
                        setOpenGroups((current) => ({ ...current, [group.id]: true }));
                      }
                    }}
                  >
                    <GroupIcon />
                    <span className="flex-1">{group.name}</span>
                    <span className="text-xs tabular-nums text-muted-foreground group-data-[collapsible=icon]:hidden">
                      {levels.reduce((sum, level) => sum + level, 0)}
                    </span>
                    <ChevronRight className={cn('size-4 transition-transform', open && 'rotate-90')} aria-hidden />
                  </SidebarMenuButton>
                </CollapsibleTrigger>
                <CollapsibleContent>
                  <SidebarMenuSub>
                    {group.skills.map((entry) => {
                      const skill = byId.get(entry.id);
                      const path = skillPath(entry.id);
                      const SkillIcon = entry.icon;
                      // Named by what it shows; the hidden words spell out "Lv" and the pulse dot (in training).
                      const spoken = `, level ${skill?.level ?? 1}${skill?.isTraining ? ', training' : ''}`;
                      return (
                        <SidebarMenuSubItem key={entry.id}>
                          <SidebarMenuSubButton asChild isActive={pathname === path}>
                            <Link
                              to={path}
                              title={entry.description}
                              onClick={() => isMobile && setOpenMobile(false)}
                              // The tutorial's skill step points at the first skill of the list.
                              data-tutorial={entry.id === 'bladework' ? 'first-skill' : undefined}
                            >
                              <span className="flex items-center gap-2 text-sm">
                                <SkillIcon className="size-3.5 text-ember-bright/80" aria-hidden />
                                <span className="flex-1 truncate">
                                  {entry.name}
                                  <span className="sr-only">{spoken}</span>
                                </span>
                                {skill?.isTraining && (
                                  <span className="size-1.5 animate-ember-pulse rounded-full bg-spectral" aria-hidden />
                                )}
                                <span className="text-xs tabular-nums text-parchment-dim" aria-hidden>
                                  Lv {skill?.level ?? 1}
                                </span>
                              </span>
                              <Progress aria-hidden value={(skill?.progress ?? 0) * 100} className="h-1" />
                            </Link>
                          </SidebarMenuSubButton>
                        </SidebarMenuSubItem>
                      );
                    })}
                  </SidebarMenuSub>
                </CollapsibleContent>
              </SidebarMenuItem>
            </Collapsible>
          );
        })}
      </SidebarMenu>
    </SidebarGroup>
  );
}
