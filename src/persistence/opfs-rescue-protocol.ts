/** Messages between the page (opfs-worker-mirror.ts) and the rescue-copy worker (opfs-rescue-worker.ts). */
import type { RescueFile } from '@/persistence/rescue-files';

export type RescueRequest =
  | { id: number; op: 'probe' }
  | { id: number; op: 'write'; recordId: string; payload: Uint8Array<ArrayBuffer> }
  | { id: number; op: 'readAll' }
  | { id: number; op: 'remove'; recordId: string }
  | { id: number; op: 'release' };

export type RescueReply =
  { id: number; ok: true; syncHandles?: boolean; files?: RescueFile[] } | { id: number; ok: false; error: string };

export const RESCUE_DIRECTORY = 'save-rescue';
