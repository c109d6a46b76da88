import { useMemo, useState } from 'react';
import { CircleHelp, RotateCcw } from 'lucide-react';
import { Button } from '@/hud/components/ui/button';
import { InDock } from '@/hud/components/ui/dock';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/hud/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/hud/components/ui/tabs';
import { openTutorial } from '@/hud/game/tutorial-state';
import { cn } from '@/hud/lib/cn';
import { TAP } from '@/hud/lib/tap';
import { selectGameHelpFacts } from '@/runtime/view-models/game-help';
import { HelpCards } from './HelpCards';
import { buildHelpSections, HELP_CARD_TABS } from './help-sections';
import { HelpSettingsTab } from './HelpSettingsTab';

/**
 * The help button, at the right end of the dock across the bottom of the game (ui/dock.tsx): the spot of spec 000's
 * floating button, bottom right, without lying over the page. 44 px, under dialogs (z-50).
 */
export function HelpButton({ onOpen }: { onOpen: () => void }) {
  return (
    <InDock slot="help">
      <Button size="icon" aria-label="Game Help" onClick={onOpen} className={cn(TAP, 'size-11 rounded-full shadow-lg')}>
        <CircleHelp className="size-6" aria-hidden />
      </Button>
    </InDock>
  );
}

function HelpPanel({ onReplayTutorial }: { onReplayTutorial: () => void }) {
  const sections = useMemo(() => buildHelpSections(selectGameHelpFacts()), []);
  return (
    <>
      <DialogHeader>
        <DialogTitle>Game Help</DialogTitle>
        <DialogDescription>The rules of the hunt, and your sound settings.</DialogDescription>
      </DialogHeader>
      <Button variant="outline" className={cn(TAP, 'justify-self-start')} onClick={onReplayTutorial}>
        <RotateCcw aria-hidden />
        Replay Tutorial
      </Button>
      <Tabs defaultValue="basics" className="min-w-0 gap-3">
        <TabsList aria-label="Help topics" className="grid h-auto grid-cols-3 gap-1 sm:grid-cols-6">
          {HELP_CARD_TABS.map((tab) => (
            <TabsTrigger key={tab.id} value={tab.id} className="min-h-11 px-2">
              {tab.label}
            </TabsTrigger>
          ))}
          <TabsTrigger value="settings" className="min-h-11 px-2">
            Settings
          </TabsTrigger>
        </TabsList>
        {HELP_CARD_TABS.map((tab) => (
          <TabsContent key={tab.id} value={tab.id}>
            <HelpCards cards={sections[tab.id]} />
          </TabsContent>
        ))}
        <TabsContent value="settings">
          <HelpSettingsTab />
        </TabsContent>
      </Tabs>
    </>
  );
}

/**
 * Game Help (spec 000 §2): the floating button and its modal, with Replay Tutorial and the Basics,
 * Combat, Progression, Systems, Premium and Settings tabs. Self-contained: mount it once in the game's overlays.
 */
export function GameHelp() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <HelpButton onOpen={() => setOpen(true)} />
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-2xl p-4 sm:p-6">
          <HelpPanel
            onReplayTutorial={() => {
              setOpen(false);
              openTutorial();
            }}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
