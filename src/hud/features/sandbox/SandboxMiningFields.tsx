import { useState } from 'react';
import { MINING_NODES } from '@/content/mining-nodes';
import { NativeSelect } from '@/hud/components/ui/native-select';
import { DEFAULT_SANDBOX_NODE, type SandboxSettings } from '@/runtime/core-sandbox';

/** The node list grouped by category, in content order ("ore_veins" reads "Ore veins"). */
const NODE_GROUPS: { label: string; nodes: (typeof MINING_NODES)[number][] }[] = [];
for (const node of MINING_NODES) {
  const label = node.category.replace(/_/g, ' ').replace(/^./, (letter) => letter.toUpperCase());
  const group = NODE_GROUPS.find((entry) => entry.label === label);
  if (group) group.nodes.push(node);
  else NODE_GROUPS.push({ label, nodes: [node] });
}

const LABEL = 'text-xs font-semibold uppercase tracking-[0.14em] text-parchment-dim';

/**
 * The mining scene's data: which node the hunter works and how worn it starts (100 %: depleted, so the
 * collapse and the return can be watched). The wear applies when the slider is let go, since every
 * change builds a new world.
 */
export function SandboxMiningFields({
  settings,
  onChange,
}: {
  settings: SandboxSettings;
  onChange: (next: SandboxSettings) => void;
}) {
  const [depletion, setDepletion] = useState(settings.miningDepletion);
  const nodeId = settings.miningNodeId ?? DEFAULT_SANDBOX_NODE;
  const commit = (): void => {
    if (depletion !== settings.miningDepletion)
      onChange({ ...settings, miningNodeId: nodeId, miningDepletion: depletion });
  };
  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor="sandbox-node" className={LABEL}>
          Mining node
        </label>
        <NativeSelect
          id="sandbox-node"
          value={nodeId}
          onChange={(event) => onChange({ ...settings, miningNodeId: event.target.value })}
        >
          {NODE_GROUPS.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.nodes.map((node) => (
                <option key={node.id} value={node.id}>
                  {node.name} (Lv {node.levelRequirement}, {node.work})
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1">
        <div className="flex items-baseline justify-between">
          <label htmlFor="sandbox-depletion" className={LABEL}>
            Node depletion
          </label>
          <span className="text-sm tabular-nums text-parchment">{Math.round(depletion * 100)}%</span>
        </div>
        <input
          id="sandbox-depletion"
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={depletion}
          onChange={(event) => setDepletion(Number(event.target.value))}
          onPointerUp={commit}
          onKeyUp={commit}
          onBlur={commit}
          className="h-11 w-full accent-ember"
        />
      </div>
    </>
  );
}
