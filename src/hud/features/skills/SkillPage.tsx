import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '@/hud/features/layout/NotFoundPage';
import { PageFrame } from '@/hud/features/layout/PageFrame';
import { findSkillBySlug, type SkillEntry, type SkillGroup } from './skill-catalog';

/**
 * /game/skills/:skillName. The frame (name, group, description) is here; `renderBody` is where
 * hud/app plugs in the training view fed by the core (level, XP, activities, sessions). Without it
 * the page says the hunter's data is not loaded.
 */
export function SkillPage({
  renderBody,
  renderScene,
}: {
  renderBody?: (skill: SkillEntry & { group: SkillGroup }) => ReactNode;
  /** The training vignette slot (hud/app plugs the canvas scene in here), above the body. */
  renderScene?: (skill: SkillEntry & { group: SkillGroup }) => ReactNode;
}) {
  const { skillName } = useParams();
  const skill = findSkillBySlug(skillName);
  if (!skill) return <NotFoundPage />;
  return (
    <PageFrame
      icon={skill.icon}
      eyebrow={`Skills · ${skill.group.name}`}
      title={skill.name}
      description={skill.blurb}
    >
      {renderScene?.(skill)}
      {renderBody ? (
        renderBody(skill)
      ) : (
        <div className="rounded-xl border border-dashed border-shade bg-card/60 p-6 text-center text-sm text-parchment-dim">
          No player data found. Your hunter’s training record could not be loaded; reload the page to try again.
        </div>
      )}
    </PageFrame>
  );
}
