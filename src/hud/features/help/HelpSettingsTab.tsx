import { lazy, Suspense } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/hud/components/ui/tabs';

// Lazy, so the audio library stays out of the help chunk until the Settings tab is opened.
const AudioSettingsPanel = lazy(() =>
  import('@/hud/game/audio/AudioSettingsPanel').then((module) => ({ default: module.AudioSettingsPanel })),
);
const CustomSoundsPanel = lazy(() =>
  import('@/hud/game/audio/CustomSoundsPanel').then((module) => ({ default: module.CustomSoundsPanel })),
);

function Loading() {
  return (
    <p className="py-6 text-center text-sm text-muted-foreground" role="status">
      Loading sound settings...
    </p>
  );
}

/** The Settings tab of Game Help: the audio settings and custom sounds (spec 000 §2). */
export function HelpSettingsTab() {
  return (
    <Tabs defaultValue="settings" className="gap-3">
      <TabsList aria-label="Settings sections">
        <TabsTrigger value="settings">Settings</TabsTrigger>
        <TabsTrigger value="custom-sounds">Custom Sounds</TabsTrigger>
      </TabsList>
      <TabsContent value="settings">
        <Suspense fallback={<Loading />}>
          <AudioSettingsPanel />
        </Suspense>
      </TabsContent>
      <TabsContent value="custom-sounds">
        <Suspense fallback={<Loading />}>
          <CustomSoundsPanel />
        </Suspense>
      </TabsContent>
    </Tabs>
  );
}
