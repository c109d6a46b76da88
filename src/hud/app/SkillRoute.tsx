import { SkillPage } from '@/hud/features/skills/SkillPage';
import { GameCanvasVignette } from './GameCanvasVignette';

/**
 * /game/skills/:skillName. The lead wires the core's training view here:
 * `<SkillPage renderBody={(skill) => <SkillTraining skillId={skill.id} ... />} />`.
 * The training vignette (the canvas) goes in the page's scene slot.
 */
export function SkillRoute() {
  return <SkillPage renderScene={(skill) => <GameCanvasVignette skillId={skill.id} skillName={skill.name} />} />;
}
