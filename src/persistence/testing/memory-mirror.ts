import type { SlotRecord } from '@/persistence/db';
import { decodeMirrorRecord, encodeMirrorRecord, type SlotMirror } from '@/persistence/slot-mirror';

/** The rescue copy in memory, for tests of the save code in Node. */
export class MemorySlotMirror implements SlotMirror {
  readonly files = new Map<string, Uint8Array>();
  /** How often the writer was asked to let go of its files (a worker's would close its handles). */
  releases = 0;

  write(record: SlotRecord): Promise<void> {
    this.files.set(record.id, encodeMirrorRecord(record));
    return Promise.resolve();
  }

  readAll(): Promise<{ records: SlotRecord[]; unreadable: string[] }> {
    const records: SlotRecord[] = [];
    const unreadable: string[] = [];
    for (const [id, bytes] of this.files) {
      try {
        records.push(decodeMirrorRecord(bytes));
      } catch {
        unreadable.push(id);
      }
    }
    return Promise.resolve({ records, unreadable });
  }

  remove(recordId: string): Promise<void> {
    this.files.delete(recordId);
    return Promise.resolve();
  }

  release(): Promise<void> {
    this.releases += 1;
    return Promise.resolve();
  }
}
