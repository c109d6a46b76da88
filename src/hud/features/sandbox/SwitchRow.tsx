import { Switch } from '@/hud/components/ui/switch';
import { cn } from '@/hud/lib/cn';

/** A switch whose whole row (at least 44 px tall) is the tap target. */
export function SwitchRow({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex min-h-11 cursor-pointer items-center justify-between gap-3',
        'rounded-lg border border-shade bg-card/70 px-3 text-sm text-parchment',
      )}
    >
      {label}
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </label>
  );
}
