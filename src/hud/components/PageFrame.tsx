import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/hud/lib/cn';

interface PageFrameProps {
  icon: LucideIcon;
  title: ReactNode;
  description: ReactNode;
  /** Small caps line above the title ("Hunter's Hall", "Skills · Combat"). */
  eyebrow?: string;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The frame of every game page: an ember-ringed icon, the serif title, the description, then the content. */
export function PageFrame({ icon: Icon, title, description, eyebrow, actions, children, className }: PageFrameProps) {
  return (
    <div className={cn('mx-auto flex w-full max-w-5xl flex-col gap-6', className)}>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div
          className={cn(
            'relative flex size-14 shrink-0 items-center justify-center rounded-xl border border-ember/40',
            'bg-gradient-to-br from-night to-abyss shadow-[0_0_24px_-6px_rgb(224_103_58/0.5)]',
          )}
        >
          <Icon className="size-7 text-ember-bright" aria-hidden />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          {eyebrow && <p className="text-xs font-semibold uppercase tracking-[0.2em] text-spectral/80">{eyebrow}</p>}
          <h1 className="title-display text-3xl font-bold text-parchment sm:text-4xl">{title}</h1>
          <div className="max-w-2xl text-sm leading-relaxed text-parchment-dim sm:text-base">{description}</div>
        </div>
        {actions && <div className="flex shrink-0 gap-2">{actions}</div>}
      </header>
      <div className="rune-rule" />
      {children}
    </div>
  );
}
