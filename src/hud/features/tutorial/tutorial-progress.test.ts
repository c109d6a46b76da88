import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearTutorialProgress,
  loadTutorialProgress,
  saveTutorialProgress,
  TUTORIAL_PROGRESS_KEY,
} from './tutorial-progress';

beforeEach(() => localStorage.clear());

describe('the tutorial’s place on the device', () => {
  it('is kept per hunter and cleared', () => {
    saveTutorialProgress(localStorage, 'a', { stepId: 'combat-basics', done: ['take-quest'] });
    expect(loadTutorialProgress(localStorage, 'a')).toEqual({ stepId: 'combat-basics', done: ['take-quest'] });
    expect(loadTutorialProgress(localStorage, 'b')).toBeNull();
    clearTutorialProgress(localStorage, 'a');
    expect(loadTutorialProgress(localStorage, 'a')).toBeNull();
  });

  it('a broken value or no storage reads as none', () => {
    localStorage.setItem(`${TUTORIAL_PROGRESS_KEY}:a`, '{"stepId":');
    expect(loadTutorialProgress(localStorage, 'a')).toBeNull();
    localStorage.setItem(`${TUTORIAL_PROGRESS_KEY}:a`, JSON.stringify({ stepId: 3 }));
    expect(loadTutorialProgress(localStorage, 'a')).toBeNull();
    expect(loadTutorialProgress(null, 'a')).toBeNull();
    expect(() => saveTutorialProgress(null, 'a', { stepId: 'x', done: [] })).not.toThrow();
  });
});
