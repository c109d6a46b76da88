/**
 * Tabs of the game tell each other which save format they run (BroadcastChannel). A tab running an
 * older format than another must reload, or it would read saves it cannot understand (and the newer
 * tab would meet saves the old one keeps writing). Works with the database's versionchange handling.
 */
import { consoleLogger, type Logger } from '@/persistence/deps';

export const UPGRADE_CHANNEL_NAME = 'shadow-hunter-saves';

export interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

interface VersionMessage {
  type: 'save-format';
  saveVersion: number;
}

export interface UpgradeChannelDeps {
  saveVersion: number;
  /** Called once when a newer format runs in another tab: stop saving and reload the page. */
  onReloadRequired: (reason: string) => void;
  createChannel?: ((name: string) => BroadcastChannelLike) | undefined;
  logger?: Logger;
}

export class UpgradeChannel {
  private channel: BroadcastChannelLike | null = null;
  private reloadRequested = false;
  private readonly logger: Logger;
  private readonly onMessage = (event: MessageEvent): void => {
    const message = event.data as Partial<VersionMessage> | null;
    if (message?.type !== 'save-format' || typeof message.saveVersion !== 'number') return;
    if (message.saveVersion > this.deps.saveVersion)
      this.requestReload(`Another tab runs save format ${message.saveVersion}; this tab runs ${this.deps.saveVersion}`);
    // An older tab announced itself: answer so it learns it must reload.
    else if (message.saveVersion < this.deps.saveVersion) this.announce();
  };

  constructor(private readonly deps: UpgradeChannelDeps) {
    this.logger = deps.logger ?? consoleLogger;
  }

  start(): void {
    if (this.channel) return;
    const create =
      'createChannel' in this.deps
        ? this.deps.createChannel
        : typeof BroadcastChannel === 'undefined'
          ? undefined
          : (name: string) => new BroadcastChannel(name);
    if (!create) {
      this.logger.info('BroadcastChannel is not available; other tabs will not be told about save upgrades');
      return;
    }
    this.channel = create(UPGRADE_CHANNEL_NAME);
    this.channel.addEventListener('message', this.onMessage);
    this.announce();
  }

  /** Tells other tabs which save format this tab runs (call again after migrating saves). */
  announce(): void {
    this.channel?.postMessage({ type: 'save-format', saveVersion: this.deps.saveVersion } satisfies VersionMessage);
  }

  /** Also called by the database when another tab upgrades its schema. */
  requestReload(reason: string): void {
    if (this.reloadRequested) return;
    this.reloadRequested = true;
    this.logger.warn(`Reload required: ${reason}`);
    this.deps.onReloadRequired(reason);
  }

  stop(): void {
    this.channel?.removeEventListener('message', this.onMessage);
    this.channel?.close();
    this.channel = null;
  }
}
