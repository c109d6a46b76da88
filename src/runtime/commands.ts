/** Why a command never reached the simulation. */
export class CommandDroppedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'CommandDroppedError';
  }
}

type ReplyHandler<Reply> = {
  resolve: (reply: Reply) => void;
  reject: (error: Error) => void;
};

const ignore = (): void => undefined;

/**
 * Commands from the HUD and the canvas wait here and are applied together, in arrival order, at the
 * start of the next tick. The simulation answers each with a reply (an acknowledgement or a refusal
 * carrying the core's message), routed back to whoever sent it.
 */
export class CommandQueue<Command, Reply> {
  private pending: Command[] = [];
  private pendingHandlers: ReplyHandler<Reply>[] = [];
  // The batch being applied; swapped with `pending` so draining allocates nothing.
  private inFlight: Command[] = [];
  private inFlightHandlers: ReplyHandler<Reply>[] = [];
  private closedReason: string | null = null;

  /** Queues a command; the promise settles with the simulation's reply after the next tick. */
  enqueue(command: Command): Promise<Reply> {
    return new Promise<Reply>((resolve, reject) => this.push(command, { resolve, reject }));
  }

  /** Fire and forget, with an optional callback for the reply; never rejects. */
  send(command: Command, onReply?: (reply: Reply) => void): void {
    this.push(command, { resolve: onReply ?? ignore, reject: ignore });
  }

  get size(): number {
    return this.pending.length;
  }

  /** Hands the waiting commands to the tick about to run. The array is valid until `settle`. */
  drain(): readonly Command[] {
    const batch = this.pending;
    this.pending = this.inFlight;
    this.inFlight = batch;
    const handlers = this.pendingHandlers;
    this.pendingHandlers = this.inFlightHandlers;
    this.inFlightHandlers = handlers;
    return batch;
  }

  /**
   * Routes `replies[i]` to the sender of the i-th drained command. A missing reply rejects its
   * sender's promise rather than leaving it pending forever.
   */
  settle(replies: readonly Reply[] | undefined): void {
    const handlers = this.inFlightHandlers;
    for (let index = 0; index < handlers.length; index += 1) {
      const handler = handlers[index]!;
      if (replies !== undefined && index < replies.length) handler.resolve(replies[index] as Reply);
      else handler.reject(new CommandDroppedError('The simulation gave no reply to this command.'));
    }
    handlers.length = 0;
    this.inFlight.length = 0;
  }

  /** Rejects every waiting command (the game is shutting down) and refuses new ones. */
  close(reason: string): void {
    this.closedReason = reason;
    const handlers = this.pendingHandlers.concat(this.inFlightHandlers);
    this.pending.length = 0;
    this.pendingHandlers.length = 0;
    this.inFlight.length = 0;
    this.inFlightHandlers.length = 0;
    for (const handler of handlers) handler.reject(new CommandDroppedError(reason));
  }

  private push(command: Command, handler: ReplyHandler<Reply>): void {
    if (this.closedReason !== null) {
      handler.reject(new CommandDroppedError(this.closedReason));
      return;
    }
    this.pending.push(command);
    this.pendingHandlers.push(handler);
  }
}
