import { SlidersHorizontal, Music4 } from 'lucide-react';
import { PageFrame } from '@/hud/components/PageFrame';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/hud/components/ui/tabs';
import { AudioSettingsPanel } from '@/hud/game/audio/AudioSettingsPanel';
import { CustomSoundsPanel } from '@/hud/game/audio/CustomSoundsPanel';
import { GAME_PAGES } from '@/hud/game/page-catalog';

/** /game/audio-settings: volumes, sound switches, the test sequence and custom sounds (all kept on this device). */
export function AudioSettingsPage() {
  const page = GAME_PAGES['audio-settings'];
  return (
    <PageFrame icon={page.icon} title={page.title} description={page.description}>
      <Tabs defaultValue="settings">
        <TabsList aria-label="Audio settings sections">
          <TabsTrigger value="settings" className="min-h-11">
            <SlidersHorizontal aria-hidden /> Settings
          </TabsTrigger>
          <TabsTrigger value="custom" className="min-h-11">
            <Music4 aria-hidden /> Custom Sounds
          </TabsTrigger>
        </TabsList>
        <TabsContent value="settings">
          <AudioSettingsPanel />
        </TabsContent>
        <TabsContent value="custom">
          <CustomSoundsPanel />
        </TabsContent>
      </Tabs>
    </PageFrame>
  );
}
