import { FlaskConical } from 'lucide-react';
import { Notice } from '@/hud/components/Notice';

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
  return <Notice icon={FlaskConical} tone="arcane" headline={DEV_BUILD_TEXT.banner} detail={DEV_BUILD_TEXT.detail} />;
}
