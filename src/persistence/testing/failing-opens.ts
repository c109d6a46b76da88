/** fake-indexeddb whose opens fail the way Chromium's do on a store it finds corrupt. */
import { IDBFactory } from 'fake-indexeddb';

export interface FailingOpens {
  factory: IDBFactory;
  /** Every open asked for, failed or not. */
  opens: () => number;
}

/**
 * The first `failures` opens fail with `errorName`; with 'until-deleted', every open fails until the
 * database is deleted (as a corrupt store stays unopenable until it is wiped).
 */
export function failingOpens(
  failures: number | 'until-deleted',
  options: { errorName?: string; real?: IDBFactory } = {},
): FailingOpens {
  const real = options.real ?? new IDBFactory();
  const errorName = options.errorName ?? 'UnknownError';
  let opens = 0;
  let deleted = false;
  const factory = Object.create(real) as IDBFactory;
  factory.open = (name: string, version?: number) => {
    opens += 1;
    const fails = failures === 'until-deleted' ? !deleted : opens <= failures;
    if (!fails) return real.open(name, version);
    const request = {
      error: new DOMException('Internal error opening backing store for indexedDB.open.', errorName),
    } as unknown as IDBOpenDBRequest;
    const event = { type: 'error', target: request, preventDefault: () => undefined, stopPropagation: () => undefined };
    setTimeout(() => request.onerror?.call(request, event as unknown as Event));
    return request;
  };
  factory.deleteDatabase = (name: string) => {
    deleted = true;
    return real.deleteDatabase(name);
  };
  return { factory, opens: () => opens };
}
