import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/hud/lib/cn';

interface ErrorPanelProps {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** The thrown message, shown small so players can report it. */
  detail?: string;
  actions: ReactNode;
  tone?: 'ember' | 'blood' | 'arcane';
  className?: string;
}

const toneClasses = {
  ember: 'border-ember/40 text-ember-bright bg-ember/10',
  blood: 'border-blood/50 text-[#ff9b95] bg-blood/10',
  arcane: 'border-arcane/50 text-[#c4b5ff] bg-arcane/10',
} as const;

/** The shared look of every error screen: a rune-ringed icon, a serif title, the message and the actions. */
export function ErrorPanel({
  icon: Icon,
  title,
  description,
  detail,
  actions,
  tone = 'ember',
  className,
}: ErrorPanelProps) {
  return (
    <div
      role="alert"
      className={cn(
        'mx-auto flex w-full max-w-lg flex-col items-center gap-4',
        'rounded-xl border border-shade bg-card/95 p-6 text-center shadow-2xl sm:p-8',
        className,
      )}
    >
      <div className={cn('flex size-14 items-center justify-center rounded-full border', toneClasses[tone])}>
        <Icon className="size-7" aria-hidden />
      </div>
      <h2 className="title-display text-2xl font-semibold text-parchment">{title}</h2>
      <div className="text-sm leading-relaxed text-muted-foreground">{description}</div>
      {detail && (
        <p
          className={cn(
            'w-full break-words rounded-md border border-shade bg-abyss/80 px-3 py-2',
            'font-mono text-xs text-parchment-dim',
          )}
        >
          {detail}
        </p>
      )}
      <div className="flex w-full flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-center">{actions}</div>
    </div>
  );
}
