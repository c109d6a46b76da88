/**
 * Stands in for @supabase/storage-js in the browser build (vite.config.ts aliases it here): the game keeps
 * no files in Supabase Storage (saves are rows, custom sounds stay on the device), and the Storage client
 * would add about 6 KB gzip before sign-in.
 */
const UNUSED = 'Shadow Hunter uses no Supabase Storage buckets';

export class StorageApiError extends Error {}

export class StorageClient {
  from(): never {
    throw new Error(UNUSED);
  }
}
