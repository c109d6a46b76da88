import { SkillPage } from '@/hud/features/skills/SkillPage';
import { useOptionalGameSession } from '@/hud/game/game-session';

/** /game/skills/:skillName, fed by the running game session. */
export function SkillRoute() {
  return <SkillPage session={useOptionalGameSession()} />;
}
