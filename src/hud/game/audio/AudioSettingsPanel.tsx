import { useId } from 'react';
import { Volume2 } from 'lucide-react';
import { Badge } from '@/hud/components/ui/badge';
import { Button } from '@/hud/components/ui/button';
import { Switch } from '@/hud/components/ui/switch';
import { cn } from '@/hud/lib/cn';
import {
  SOUNDS,
  SOUNDS_BY_ID,
  TEST_SEQUENCE_SOUNDS,
  VOLUME_STEP_PERCENT,
  type AudioSettings,
} from '@/platform/audio/sound-catalog';
import { useAudio, useAudioSettings } from './audio-context';

const toPercent = (volume: number) => Math.round(volume * 100);

function soundNames(category: 'combat' | 'ui'): string {
  return SOUNDS.filter((sound) => sound.category === category)
    .map((sound) => sound.name.toLowerCase())
    .join(', ');
}

/** The audio settings: volumes, the sound switches and the test sequence. Settings stay on this device. */
export function AudioSettingsPanel() {
  const { engine } = useAudio();
  const settings = useAudioSettings((state) => state.settings);
  const updateSettings = useAudioSettings((state) => state.updateSettings);
  const set = (patch: Partial<AudioSettings>) => updateSettings(patch);
  const testNames = TEST_SEQUENCE_SOUNDS.map((step) => SOUNDS_BY_ID[step.id].name.toLowerCase()).join(', ');

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <section aria-labelledby="audio-volume-heading" className="flex flex-col gap-3">
        <h2 id="audio-volume-heading" className="title-display text-xl font-bold text-parchment">
          Volume
        </h2>
        <VolumeSlider
          label="Master volume"
          value={settings.masterVolume}
          onChange={(masterVolume) => set({ masterVolume })}
        />
        <VolumeSlider
          label="Sound effects volume"
          value={settings.sfxVolume}
          onChange={(sfxVolume) => set({ sfxVolume })}
        />
        <VolumeSlider
          label="Music volume"
          value={settings.musicVolume}
          disabled
          badge="Coming Soon"
          hint="The hunt has no music yet."
        />
      </section>

      <section aria-labelledby="audio-switches-heading" className="flex flex-col gap-2">
        <h2 id="audio-switches-heading" className="title-display text-xl font-bold text-parchment">
          Sounds
        </h2>
        <SwitchRow
          label="Sounds enabled"
          hint="Every sound of the game. Switching off silences what is playing."
          checked={settings.soundsEnabled}
          onChange={(soundsEnabled) => set({ soundsEnabled })}
        />
        <SwitchRow
          label="Combat sounds"
          hint={`The fight: ${soundNames('combat')}.`}
          checked={settings.combatSoundsEnabled}
          onChange={(combatSoundsEnabled) => set({ combatSoundsEnabled })}
        />
        <SwitchRow
          label="UI sounds"
          hint={`The interface: ${soundNames('ui')}.`}
          checked={settings.uiSoundsEnabled}
          onChange={(uiSoundsEnabled) => set({ uiSoundsEnabled })}
        />
      </section>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button
          className="min-h-11 w-full sm:w-auto"
          disabled={!engine || !settings.soundsEnabled}
          onClick={() => engine?.playTestSequence()}
          aria-describedby="audio-test-hint"
        >
          <Volume2 aria-hidden /> Test Sound
        </Button>
        <p id="audio-test-hint" className="text-sm text-parchment-dim">
          {settings.soundsEnabled ? `Plays ${testNames}.` : 'Sounds are switched off.'}
        </p>
      </div>
    </div>
  );
}

function VolumeSlider({
  label,
  value,
  onChange,
  disabled = false,
  badge,
  hint,
}: {
  label: string;
  value: number;
  onChange?: (volume: number) => void;
  disabled?: boolean;
  badge?: string;
  hint?: string;
}) {
  const id = useId();
  const percent = toPercent(value);
  return (
    <div
      className={cn(
        'flex min-w-0 flex-col gap-1 rounded-lg border border-shade bg-card/70 px-3 py-2',
        disabled && 'opacity-70',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex items-center gap-2">
          <label htmlFor={id} className="text-sm font-medium text-parchment">
            {label}
          </label>
          {badge && (
            <Badge id={`${id}-badge`} variant="secondary">
              {badge}
            </Badge>
          )}
        </span>
        <output htmlFor={id} className="text-sm tabular-nums text-parchment-dim">
          {percent}%
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={VOLUME_STEP_PERCENT}
        value={percent}
        disabled={disabled}
        aria-valuetext={`${percent}%`}
        aria-describedby={[badge && `${id}-badge`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onChange?.(Number(event.currentTarget.value) / 100)}
        className="h-11 w-full min-w-0 cursor-pointer accent-ember disabled:cursor-not-allowed"
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-parchment-dim">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A switch whose whole row (at least 44 px tall) is the tap target. */
function SwitchRow({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex min-h-11 cursor-pointer items-center justify-between gap-3',
        'rounded-lg border border-shade bg-card/70 px-3 py-2 text-sm text-parchment',
      )}
    >
      <span className="flex min-w-0 flex-col gap-0.5">
        <span id={`${id}-label`} className="font-medium">
          {label}
        </span>
        <span id={`${id}-hint`} className="text-xs text-parchment-dim">
          {hint}
        </span>
      </span>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
      />
    </label>
  );
}
