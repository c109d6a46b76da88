/**
 * The player's save controls (src/runtime/saves/slot-controls.ts) for the Settings page: hud/app
 * creates them over the save session and provides them through SaveControlsContext.
 */
import { createContext, useContext } from 'react';
import type { SaveControls } from '@/runtime/saves/slot-controls';

export const SaveControlsContext = createContext<SaveControls | null>(null);

export function useSaveControls(): SaveControls | null {
  return useContext(SaveControlsContext);
}
