import { SkillPage } from '@/hud/features/skills/SkillPage';
import { useOptionalGameSession } from '@/hud/game/game-session';
import { GameCanvasVignette } from './GameCanvasVignette';

/** /game/skills/:skillName, fed by the running game session, with the training vignette on the game's canvas. */
export function SkillRoute() {
  return (
    <SkillPage
      session={useOptionalGameSession()}
      renderScene={(skill) => <GameCanvasVignette skillId={skill.id} skillName={skill.name} />}
    />
  );
}
