import { useEffect, useState } from 'react';
import { LayoutTemplate, Pause, Play, StepForward } from 'lucide-react';
import { Button } from '@/hud/components/ui/button';
import { DevBuildBanner, keeperEyebrow } from '@/hud/components/DevBuildBanner';
import { PageFrame } from '@/hud/components/PageFrame';
import type { CoreRuntime } from '@/runtime/core-runtime';
import { SceneViewport, useSceneStage } from '@/hud/game/scene-stage';
import { DEFAULT_SANDBOX_NODE, SANDBOX_RUN_AREAS, type SandboxSettings } from '@/runtime/core-sandbox';
import type { GameSceneRequest } from '@/hud/game/scene-stage';
import { enemyName } from '@/runtime/view-models/content-names';
import { SandboxSettingsForm, type SandboxScene } from './SandboxSettingsForm';
import { SwitchRow } from './SwitchRow';

const TIME_SCALES = [0.25, 0.5, 1, 2, 4, 8, 16, 64] as const;

interface Readout {
  ticks: number;
  simSeconds: number;
  enemy: string;
  hunter: string;
}

/** The mined node's state, short enough for its cell: mining or idle and how worn, or depleted. */
function nodeState(runtime: CoreRuntime, nodeId: string): string {
  const world = runtime.world;
  const worn = Math.round((world.mining.nodeProgress[nodeId]?.personalDepletion ?? 0) * 100);
  if (worn >= 100) return 'depleted';
  return `${world.mining.currentActivity?.nodeId === nodeId ? 'mining' : 'idle'} · ${worn}%`;
}

function read(runtime: CoreRuntime, miningNodeId: string | null): Readout {
  const world = runtime.world;
  const enemy = world.combat.enemy;
  return {
    ticks: runtime.stats.ticks,
    simSeconds: runtime.stats.simulatedMs / 1000,
    enemy: miningNodeId
      ? nodeState(runtime, miningNodeId)
      : enemy
        ? `${enemyName(enemy.id)} ${Math.ceil(world.combat.enemyHealth)}/${enemy.maxHealth}`
        : world.combat.currentAreaId
          ? 'between enemies'
          : 'none (fight over)',
    hunter: `${Math.ceil(world.player.health)}/${world.player.maxHealth} HP`,
  };
}

const SCENE_LABELS: Record<SandboxScene, string> = {
  combat: 'Sandbox: the combat scene',
  rift: 'Sandbox: a rift run, its portal and waves',
  training: 'Sandbox: the training vignette',
  mining: 'Sandbox: the mining node',
};

function sceneRequest(scene: SandboxScene, settings: SandboxSettings): GameSceneRequest {
  if (scene === 'combat' || scene === 'rift') return { scene, seed: settings.seed };
  if (scene === 'mining')
    return { scene: 'mining', nodeId: settings.miningNodeId ?? DEFAULT_SANDBOX_NODE, seed: settings.seed };
  return { scene: 'training', skill: settings.trainingSkill ?? 'bladework', seed: settings.seed };
}

/**
 * /game/templates: pick a scene, set its data, and watch it on the game's canvas driven by a real core
 * world; play, pause, step one tick, change the time scale, outline tap targets, graph frame times.
 */
export function SandboxPage({
  runtime,
  settings,
  onChange,
}: {
  runtime: CoreRuntime;
  settings: SandboxSettings;
  onChange: (next: SandboxSettings) => void;
}) {
  const stage = useSceneStage();
  const [scene, setScene] = useState<SandboxScene>('combat');
  const [paused, setPaused] = useState(runtime.isPaused);
  const [timeScale, setTimeScale] = useState(runtime.timeScale);
  const [hitboxes, setHitboxes] = useState(false);
  const [frameGraph, setFrameGraph] = useState(false);
  const [readout, setReadout] = useState(() => read(runtime, settings.miningNodeId));
  // The mining scene's world mines instead of fighting: picking it (or leaving it) builds a new world.
  const [lastNode, setLastNode] = useState(settings.miningNodeId ?? DEFAULT_SANDBOX_NODE);
  const chooseScene = (next: SandboxScene): void => {
    setScene(next);
    const mining = next === 'mining';
    // The rift scene needs a run: a zone picked for combat gives way to the first rift.
    const areaId =
      next === 'rift' && !SANDBOX_RUN_AREAS.some((area) => area.id === settings.areaId)
        ? (SANDBOX_RUN_AREAS[0]?.id ?? settings.areaId)
        : settings.areaId;
    if (mining !== (settings.miningNodeId !== null) || areaId !== settings.areaId)
      onChange({ ...settings, areaId, miningNodeId: mining ? lastNode : null });
  };
  const change = (next: SandboxSettings): void => {
    if (next.miningNodeId !== null) setLastNode(next.miningNodeId);
    onChange(next);
  };

  useEffect(() => {
    const timer = setInterval(() => setReadout(read(runtime, settings.miningNodeId)), 200);
    return () => clearInterval(timer);
  }, [runtime, settings.miningNodeId]);

  useEffect(() => {
    stage?.setOverlays({ hitboxes, frameGraph });
  }, [stage, hitboxes, frameGraph]);
  // Overlays belong to the sandbox: off again when the page closes.
  useEffect(() => () => stage?.setOverlays({ hitboxes: false, frameGraph: false }), [stage]);

  const togglePlay = (): void => {
    if (runtime.isPaused) runtime.resume();
    else runtime.pause();
    setPaused(runtime.isPaused);
    // Paused: the tick shown is final at once (the readout otherwise refreshes five times a second).
    setReadout(read(runtime, settings.miningNodeId));
  };
  const step = (): void => {
    if (!runtime.isPaused) runtime.pause();
    setPaused(true);
    runtime.stepOnce();
    setReadout(read(runtime, settings.miningNodeId));
  };

  return (
    <PageFrame
      icon={LayoutTemplate}
      eyebrow={keeperEyebrow()}
      title="Scene Sandbox"
      description={
        'Preview any scene with the data you choose, driven by the real rules. ' +
        'Changes to scene code reload here while the dev server runs.'
      }
      className="max-w-6xl"
    >
      <DevBuildBanner />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-3">
          <SceneViewport
            runtime={runtime}
            request={sceneRequest(scene, settings)}
            label={SCENE_LABELS[scene]}
            className={
              scene === 'combat' || scene === 'rift'
                ? 'aspect-[4/5] sm:aspect-[16/10]'
                : scene === 'mining'
                  ? 'h-72 sm:h-80'
                  : 'h-56 sm:h-64'
            }
          />
          <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Playback">
            <Button
              className="min-h-11 min-w-11"
              variant="outline"
              onClick={togglePlay}
              aria-label={paused ? 'Play' : 'Pause'}
            >
              {paused ? <Play aria-hidden /> : <Pause aria-hidden />} {paused ? 'Play' : 'Pause'}
            </Button>
            <Button className="min-h-11" variant="outline" onClick={step}>
              <StepForward aria-hidden /> Step one tick
            </Button>
            <label className="flex min-h-11 items-center gap-2 text-sm text-parchment-dim">
              Time scale
              <select
                className="h-10 rounded-md border border-input bg-abyss/70 px-2 text-parchment"
                value={timeScale}
                onChange={(event) => setTimeScale(runtime.setTimeScale(Number(event.target.value)))}
              >
                {TIME_SCALES.map((scale) => (
                  <option key={scale} value={scale}>
                    {scale}×
                  </option>
                ))}
              </select>
            </label>
          </div>
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" aria-label="Sandbox state">
            <div className="rounded-lg bg-card/80 px-3 py-2">
              <dt className="text-xs text-parchment-dim">Tick</dt>
              <dd className="font-semibold tabular-nums text-parchment" data-testid="sandbox-tick">
                {readout.ticks}
              </dd>
            </div>
            <div className="rounded-lg bg-card/80 px-3 py-2">
              <dt className="text-xs text-parchment-dim">Simulated</dt>
              <dd className="font-semibold tabular-nums text-parchment">{readout.simSeconds.toFixed(1)} s</dd>
            </div>
            <div className="rounded-lg bg-card/80 px-3 py-2">
              <dt className="text-xs text-parchment-dim">{scene === 'mining' ? 'Node' : 'Enemy'}</dt>
              <dd className="truncate font-semibold tabular-nums text-parchment">{readout.enemy}</dd>
            </div>
            <div className="rounded-lg bg-card/80 px-3 py-2">
              <dt className="text-xs text-parchment-dim">Hunter</dt>
              <dd className="font-semibold tabular-nums text-parchment">{readout.hunter}</dd>
            </div>
          </dl>
        </div>
        <aside className="flex flex-col gap-3" aria-label="Scene data">
          <SandboxSettingsForm scene={scene} onSceneChange={chooseScene} settings={settings} onChange={change} />
          <SwitchRow id="sandbox-hitboxes" label="Show hitboxes" checked={hitboxes} onChange={setHitboxes} />
          <SwitchRow id="sandbox-frame-graph" label="Frame-time graph" checked={frameGraph} onChange={setFrameGraph} />
        </aside>
      </div>
    </PageFrame>
  );
}
