import { useId, useRef, type ChangeEvent } from 'react';
import { Play, Trash2, Upload } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/hud/components/ui/badge';
import { Button } from '@/hud/components/ui/button';
import { readFileAsDataUrl, validateCustomSoundFile } from '@/platform/audio/custom-sound-file';
import {
  CUSTOM_SOUND_MAX_BYTES,
  CUSTOM_SOUND_MESSAGES,
  CUSTOM_SOUND_TYPES,
  SOUNDS,
  type SoundDefinition,
} from '@/platform/audio/sound-catalog';
import { useAudio, useAudioSettings } from './audio-context';

const ACCEPTED_TYPES = CUSTOM_SOUND_TYPES.join(',');
const MAX_MEGABYTES = CUSTOM_SOUND_MAX_BYTES / (1024 * 1024);
const CATEGORY_LABEL = { combat: 'Combat', ui: 'UI' } as const;

/** Every sound of the game, each with its own file from this device or the default. */
export function CustomSoundsPanel() {
  return (
    <section aria-labelledby="custom-sounds-heading" className="flex min-w-0 flex-col gap-3">
      <h2 id="custom-sounds-heading" className="title-display text-xl font-bold text-parchment">
        Custom Sounds
      </h2>
      <p className="text-sm text-parchment-dim">
        Give any sound your own file: MP3, WAV, OGG or WebM, under {MAX_MEGABYTES} MB. Custom sounds stay on this
        device.
      </p>
      <ul className="flex flex-col gap-2">
        {SOUNDS.map((sound) => (
          <CustomSoundRow key={sound.id} sound={sound} />
        ))}
      </ul>
    </section>
  );
}

function CustomSoundRow({ sound }: { sound: SoundDefinition }) {
  const { engine } = useAudio();
  const isCustom = useAudioSettings((state) => state.customSounds[sound.id] !== undefined);
  const setCustomSound = useAudioSettings((state) => state.setCustomSound);
  const removeCustomSound = useAudioSettings((state) => state.removeCustomSound);
  const input = useRef<HTMLInputElement>(null);
  const nameId = useId();

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const field = event.currentTarget;
    const file = field.files?.[0];
    if (!file) return;
    const refusal = validateCustomSoundFile(file);
    if (refusal) {
      toast.error(refusal);
    } else {
      try {
        setCustomSound(sound.id, await readFileAsDataUrl(file));
        toast.success(CUSTOM_SOUND_MESSAGES.uploaded(sound.name));
      } catch {
        toast.error(CUSTOM_SOUND_MESSAGES.failed);
      }
    }
    // The same file may be chosen again later.
    field.value = '';
  };

  const remove = () => {
    removeCustomSound(sound.id);
    toast.success(CUSTOM_SOUND_MESSAGES.removed);
  };

  return (
    <li
      aria-labelledby={nameId}
      data-testid="custom-sound"
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-shade bg-card/70 p-3 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
        <span id={nameId} className="font-medium text-parchment">
          {sound.name}
        </span>
        <Badge variant="outline">{CATEGORY_LABEL[sound.category]}</Badge>
        <Badge variant={isCustom ? 'gold' : 'secondary'} data-testid="custom-sound-state">
          {isCustom ? 'Custom' : 'Default'}
        </Badge>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="icon"
          className="size-11"
          disabled={!engine}
          aria-label={`Play ${sound.name}`}
          onClick={() => engine?.preview(sound.id)}
        >
          <Play aria-hidden />
        </Button>
        <Button variant="outline" className="min-h-11" onClick={() => input.current?.click()}>
          <Upload aria-hidden /> Upload <span className="sr-only">a custom sound for {sound.name}</span>
        </Button>
        {isCustom && (
          <Button variant="ghost" className="min-h-11" onClick={remove}>
            <Trash2 aria-hidden /> Remove <span className="sr-only">the custom sound for {sound.name}</span>
          </Button>
        )}
        <input
          ref={input}
          type="file"
          accept={ACCEPTED_TYPES}
          aria-label={`Custom sound file for ${sound.name}`}
          className="hidden"
          onChange={(event) => void upload(event)}
        />
      </div>
    </li>
  );
}
