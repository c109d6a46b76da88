import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Pickaxe } from 'lucide-react';
import type { GameSession } from '@/hud/game/game-session';
import { NotFoundPage } from '@/hud/components/NotFoundPage';
import { PageFrame } from '@/hud/components/PageFrame';
import { findSkillBySlug, type SkillEntry, type SkillGroup } from '@/hud/game/skill-catalog';
import { cn } from '@/hud/lib/cn';
import { SkillTrainingView } from './SkillTrainingView';

/**
 * /game/skills/:skillName: the skill's frame (name, group, description from the core's content) and,
 * once the hunter is loaded, the training view fed by the core. `renderScene` is the training
 * vignette slot: hud/app plugs the game's canvas in there (features never import scenes).
 */
export function SkillPage({
  session,
  renderScene,
}: {
  session: GameSession | null;
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
      description={skill.description}
    >
      {session ? renderScene?.(skill) : null}
      {skill.id === 'survival' && <MiningNote />}
      {session ? (
        <SkillTrainingView key={skill.id} session={session} skillId={skill.id} />
      ) : (
        <div
          className={cn(
            'rounded-xl border border-dashed border-shade bg-card/60 p-6',
            'text-center text-sm text-parchment-dim',
          )}
        >
          No player data found. Your hunter’s training record could not be loaded; reload the page to try again.
        </div>
      )}
    </PageFrame>
  );
}

/** Survival also grows by working mining nodes, which have their own page. */
function MiningNote() {
  return (
    <p className="flex items-center gap-2 rounded-lg border border-shade bg-card/80 px-4 py-3 text-sm text-parchment">
      <Pickaxe className="size-4 shrink-0 text-ember-bright" aria-hidden />
      <span>
        Mining nodes train Survival:{' '}
        <Link to="/game/mining" className="font-semibold text-ember-bright underline underline-offset-4">
          open Mining
        </Link>
      </span>
    </p>
  );
}
