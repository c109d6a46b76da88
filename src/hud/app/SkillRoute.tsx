import { SkillPage } from '@/hud/features/skills/SkillPage';

/**
 * /game/skills/:skillName. The lead wires the core's training view here:
 * `<SkillPage renderBody={(skill) => <SkillTraining skillId={skill.id} ... />} />`.
 */
export function SkillRoute() {
  return <SkillPage />;
}
