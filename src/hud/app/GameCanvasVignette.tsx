import { useHud, useOptionalGameSession, type GameSession } from '@/hud/game/game-session';
import { SceneViewport } from '@/hud/game/scene-stage';

/**
 * The skill page's training vignette: the game's canvas shows the hunter at this skill's station,
 * working while a session of it runs, resting otherwise.
 */
export function GameCanvasVignette({ skillId, skillName }: { skillId: string; skillName: string }) {
  const session = useOptionalGameSession();
  if (!session) return null;
  return <Vignette session={session} skillId={skillId} skillName={skillName} />;
}

function Vignette({ session, skillId, skillName }: { session: GameSession; skillId: string; skillName: string }) {
  const training = useHud(session, (snapshot) =>
    snapshot.training?.skill === skillId ? snapshot.training.activityName : null,
  );
  const label = training
    ? `The hunter training ${skillName}: ${training}`
    : `The hunter resting by the ${skillName} station`;
  return <SceneViewport request={{ scene: 'training', skill: skillId }} label={label} className="h-44 sm:h-52" />;
}
