import { useEffect, useState } from 'react';

/** Spec 000 §2 "Loading screen": the steps and their target percentages, one every 400 ms. */
export const LOADING_STEPS = [
  { label: 'Initializing game engine...', progress: 20 },
  { label: 'Loading player data...', progress: 40 },
  { label: 'Preparing combat systems...', progress: 60 },
  { label: 'Loading game world...', progress: 80 },
  { label: 'Almost ready...', progress: 95 },
] as const;
export const LOADING_STEP_INTERVAL_MS = 400;
export const LOADING_TIP = 'Higher hunter ranks unlock more powerful areas and abilities.';

/** The current step index: advances every 400 ms and stops at the last step. */
export function useLoadingStep(intervalMs: number = LOADING_STEP_INTERVAL_MS): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (step >= LOADING_STEPS.length - 1) return;
    const timer = setTimeout(() => setStep((current) => Math.min(current + 1, LOADING_STEPS.length - 1)), intervalMs);
    return () => clearTimeout(timer);
  }, [step, intervalMs]);
  return step;
}
