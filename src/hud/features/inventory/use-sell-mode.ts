import { useCallback, useMemo, useState } from 'react';
import type { StackView } from '@/runtime/view-models/inventory-page';

const NO_MARKS: ReadonlySet<string> = new Set();

export interface SellModeState {
  on: boolean;
  setOn: (on: boolean) => void;
  /** The marked stacks that can still be sold (present and unlocked), in marking order. */
  marked: StackView[];
  markedKeys: ReadonlySet<string>;
  /** Why the last tap did not mark (a locked stack), or null. */
  note: string | null;
  /** Marks or unmarks a stack; a locked one is refused with a note. */
  toggle: (key: string) => void;
  clear: () => void;
}

/** Sell mode's marks over the current stacks. Turning the mode on or off clears them. */
export function useSellMode(byKey: ReadonlyMap<string, StackView>): SellModeState {
  const [on, setMode] = useState(false);
  const [marks, setMarks] = useState<ReadonlySet<string>>(NO_MARKS);
  const [note, setNote] = useState<string | null>(null);
  // Marks on stacks that went away (sold, banked) or were locked since then drop out of the sale.
  const marked = useMemo(
    () => [...marks].map((key) => byKey.get(key)).filter((stack): stack is StackView => !!stack && !stack.locked),
    [marks, byKey],
  );
  const markedKeys = useMemo(
    () => (marked.length > 0 ? new Set(marked.map((stack) => stack.key)) : NO_MARKS),
    [marked],
  );
  const toggle = useCallback(
    (key: string) => {
      const stack = byKey.get(key);
      if (!stack) return;
      if (stack.locked) {
        setNote(`${stack.name} is locked: unlock it to sell`);
        return;
      }
      setNote(null);
      setMarks((current) => {
        const next = new Set(current);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      });
    },
    [byKey],
  );
  const clear = useCallback(() => {
    setMarks(NO_MARKS);
    setNote(null);
  }, []);
  const setOn = useCallback(
    (value: boolean) => {
      setMode(value);
      clear();
    },
    [clear],
  );
  return { on, setOn, marked, markedKeys, note, toggle, clear };
}
