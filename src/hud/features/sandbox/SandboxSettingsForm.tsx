import type { ReactNode } from 'react';
import { Shuffle } from 'lucide-react';
import { AREAS as ALL_AREAS } from '@/content/areas';
import { BOSSES as ALL_BOSSES } from '@/content/bosses';
import { ENEMIES as ALL_ENEMIES } from '@/content/enemies';
import { SKILLS as ALL_SKILLS } from '@/content/skills';
import type { SkillId } from '@/content/ids';
import { Button } from '@/hud/components/ui/button';
import { NativeSelect } from '@/hud/components/ui/native-select';
import { GEAR_PRESETS, SANDBOX_RUN_AREAS, type GearPreset, type SandboxSettings } from '@/runtime/core-sandbox';
import { cn } from '@/hud/lib/cn';
import { SandboxMiningFields } from './SandboxMiningFields';
import { SwitchRow } from './SwitchRow';

export type SandboxScene = 'combat' | 'rift' | 'training' | 'mining';

const SCENES: { id: SandboxScene; label: string }[] = [
  { id: 'combat', label: 'Combat' },
  { id: 'rift', label: 'Rift run' },
  { id: 'training', label: 'Training vignette' },
  { id: 'mining', label: 'Mining node' },
];

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold uppercase tracking-[0.14em] text-parchment-dim">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * The scene and its data: area, enemy, boss (for the mining scene: the node and its wear), hunter
 * gear, trained skill, seed. Every change builds a new world.
 */
export function SandboxSettingsForm({
  scene,
  onSceneChange,
  settings,
  onChange,
}: {
  scene: SandboxScene;
  onSceneChange: (scene: SandboxScene) => void;
  settings: SandboxSettings;
  onChange: (next: SandboxSettings) => void;
}) {
  const set = <K extends keyof SandboxSettings>(key: K, value: SandboxSettings[K]) =>
    onChange({ ...settings, [key]: value });
  return (
    <div className="flex flex-col gap-3">
      <div
        role="radiogroup"
        aria-label="Scene"
        className="grid grid-cols-2 gap-1 rounded-lg border border-shade bg-card/70 p-1"
      >
        {SCENES.map((entry) => (
          <button
            key={entry.id}
            type="button"
            role="radio"
            aria-checked={scene === entry.id}
            onClick={() => onSceneChange(entry.id)}
            className={cn(
              'min-h-11 rounded-md px-2 text-sm font-medium leading-tight',
              scene === entry.id ? 'bg-ember text-primary-foreground' : 'text-parchment-dim hover:bg-accent',
            )}
          >
            {entry.label}
          </button>
        ))}
      </div>
      {scene === 'mining' && <SandboxMiningFields settings={settings} onChange={onChange} />}
      {scene !== 'mining' && (
        <>
          <Field id="sandbox-area" label="Area">
            <NativeSelect
              id="sandbox-area"
              value={settings.areaId}
              onChange={(event) => set('areaId', event.target.value)}
            >
              {(scene === 'rift' ? SANDBOX_RUN_AREAS : ALL_AREAS).map((area) => (
                <option key={area.id} value={area.id}>
                  {area.name} (Rank {area.band})
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="sandbox-enemy" label="Enemy">
            <NativeSelect
              id="sandbox-enemy"
              value={settings.enemyId ?? ''}
              onChange={(event) => set('enemyId', event.target.value || null)}
            >
              <option value="">The area’s own mix</option>
              <optgroup label="Enemies">
                {ALL_ENEMIES.map((enemy) => (
                  <option key={enemy.id} value={enemy.id}>
                    {enemy.name} (Lv {enemy.level})
                  </option>
                ))}
              </optgroup>
              <optgroup label="Bosses">
                {ALL_BOSSES.map((boss) => (
                  <option key={boss.id} value={boss.id}>
                    {boss.name} (Lv {boss.level})
                  </option>
                ))}
              </optgroup>
            </NativeSelect>
          </Field>
          <SwitchRow
            id="sandbox-boss"
            label="Always the area’s boss"
            checked={settings.boss}
            onChange={(checked) => set('boss', checked)}
          />
        </>
      )}
      <Field id="sandbox-gear" label="Hunter gear">
        <NativeSelect
          id="sandbox-gear"
          value={settings.gear}
          onChange={(event) => set('gear', event.target.value as GearPreset)}
        >
          {GEAR_PRESETS.map((preset) => (
            <option key={preset.id} value={preset.id}>
              {preset.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="sandbox-skill" label="Training">
        <NativeSelect
          id="sandbox-skill"
          value={settings.trainingSkill ?? ''}
          onChange={(event) => set('trainingSkill', (event.target.value || null) as SkillId | null)}
        >
          <option value="">Nothing (the vignette rests)</option>
          {ALL_SKILLS.map((skill) => (
            <option key={skill.id} value={skill.id}>
              {skill.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="sandbox-seed" label="Seed">
        <div className="flex gap-2">
          <input
            id="sandbox-seed"
            type="number"
            min={1}
            inputMode="numeric"
            value={settings.seed}
            onChange={(event) => {
              const seed = Math.floor(Number(event.target.value));
              if (Number.isFinite(seed) && seed > 0) set('seed', seed);
            }}
            className="h-11 min-w-0 flex-1 rounded-md border border-input bg-abyss/70 px-3 text-sm text-parchment"
          />
          <Button
            className="min-h-11"
            variant="outline"
            onClick={() => set('seed', 1 + Math.floor(Math.random() * 99_999))}
            aria-label="Random seed"
          >
            <Shuffle aria-hidden />
          </Button>
        </div>
      </Field>
    </div>
  );
}
