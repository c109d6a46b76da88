import { FlaskConical } from 'lucide-react';
import { cn } from '@/hud/lib/cn';

/** Development builds open the keeper pages (debug pages, the sandbox) to everyone (ruling 9). */
export const IS_DEVELOPMENT_BUILD = import.meta.env.DEV;

export const DEV_BUILD_TEXT = {
  eyebrow: 'Development build',
  banner: 'Development build: keeper pages are open to everyone here.',
  detail: 'In a production build only administrators (the keepers) may open this page.',
} as const;

/** The eyebrow of a keeper page: "Keepers only" where that holds (production), else what this build is. */
export function keeperEyebrow(): string {
  return IS_DEVELOPMENT_BUILD ? DEV_BUILD_TEXT.eyebrow : 'Keepers only';
}

/** Says plainly, on a keeper page of a development build, that the page is open to all here. */
export function DevBuildBanner() {
  if (!IS_DEVELOPMENT_BUILD) return null;
  return (
    <p
      role="note"
      className={cn(
        'flex items-start gap-2 rounded-lg border px-4 py-3 text-sm text-parchment',
        'border-arcane/40 bg-arcane/10',
      )}
    >
      <FlaskConical className="mt-0.5 size-4 shrink-0 text-arcane" aria-hidden />
      <span>
        <strong className="font-semibold">{DEV_BUILD_TEXT.banner}</strong>{' '}
        <span className="text-parchment-dim">{DEV_BUILD_TEXT.detail}</span>
      </span>
    </p>
  );
}
