/** Asks the browser once to keep this site's storage under pressure (`navigator.storage.persist()`). */
import { consoleLogger, errorMessage, type Logger } from '@/persistence/deps';

export interface StoragePersistenceApi {
  persisted?: () => Promise<boolean>;
  persist?: () => Promise<boolean>;
}

export type PersistResult = 'granted' | 'denied' | 'already' | 'unavailable' | 'failed';

let request: Promise<PersistResult> | null = null;

export function requestPersistentStorage(
  storage: StoragePersistenceApi | undefined = typeof navigator === 'undefined' ? undefined : navigator.storage,
  logger: Logger = consoleLogger,
): Promise<PersistResult> {
  request ??= ask(storage, logger);
  return request;
}

/** For tests: forget that the request was made. */
export function resetPersistentStorageRequest(): void {
  request = null;
}

async function ask(storage: StoragePersistenceApi | undefined, logger: Logger): Promise<PersistResult> {
  if (!storage?.persist) {
    logger.info('Persistent storage is not available in this browser');
    return 'unavailable';
  }
  try {
    if (storage.persisted && (await storage.persisted())) return 'already';
    const granted = await storage.persist();
    if (!granted)
      logger.warn('The browser did not grant persistent storage; saves may be evicted under storage pressure');
    return granted ? 'granted' : 'denied';
  } catch (error) {
    logger.warn('Requesting persistent storage failed', errorMessage(error));
    return 'failed';
  }
}
