import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Volume2 } from 'lucide-react';
import { Button } from '@/hud/components/ui/button';
import { Separator } from '@/hud/components/ui/separator';
import { SidebarTrigger } from '@/hud/components/ui/sidebar';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/hud/components/ui/tooltip';
import { cn } from '@/hud/lib/cn';

/** The game's top bar: the sidebar toggle, the page title, the cloud-save status slot and the audio-settings button. */
export function TopBar({ title, cloudStatus }: { title: string; cloudStatus?: ReactNode }) {
  return (
    <header
      className={cn(
        'sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2',
        'border-b border-border bg-abyss/80 px-2 backdrop-blur-md sm:px-4',
      )}
      data-testid="top-bar"
    >
      <SidebarTrigger data-tutorial="sidebar-toggle" />
      <Separator orientation="vertical" className="mx-1 h-5!" />
      <h2 className="title-display min-w-0 flex-1 truncate text-base font-semibold text-parchment sm:text-lg">
        {title}
      </h2>
      <div className="flex items-center gap-1.5">
        {cloudStatus}
        <Tooltip>
          <TooltipTrigger asChild>
            <Button asChild variant="ghost" size="icon" aria-label="Audio settings">
              <Link to="/game/audio-settings">
                <Volume2 />
              </Link>
            </Button>
          </TooltipTrigger>
          <TooltipContent>Audio settings</TooltipContent>
        </Tooltip>
      </div>
    </header>
  );
}
