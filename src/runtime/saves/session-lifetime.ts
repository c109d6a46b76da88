/**
 * When a save session ends. React may run an owner's effects twice (mount, unmount, mount), so a
 * released session is disposed only if nobody holds it again at once; and a new session of the same
 * player waits until the old one has written its last save and let go of the writer lock.
 */

const disposals = new Map<string, Promise<void>>();

/** Resolves once the player's previous session (if any) is fully disposed. */
export function previousSessionGone(userId: string): Promise<void> {
  return disposals.get(userId) ?? Promise.resolve();
}

export class SessionLifetime {
  private holders = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly userId: string,
    private readonly dispose: () => Promise<void>,
  ) {}

  retain(): void {
    this.holders += 1;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  release(): void {
    this.holders -= 1;
    if (this.holders > 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      const disposal = this.dispose();
      disposals.set(this.userId, disposal);
      void disposal.finally(() => {
        if (disposals.get(this.userId) === disposal) disposals.delete(this.userId);
      });
    }, 0);
  }
}
