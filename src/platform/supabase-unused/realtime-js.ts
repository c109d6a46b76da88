/**
 * Stands in for @supabase/realtime-js in the browser build (vite.config.ts aliases it here). The game
 * opens no Realtime channel, yet supabase-js constructs a Realtime client and its Phoenix socket code
 * (about 14 KB gzip) would load before sign-in; the budget is 200 KB (DESIGN.md). Auth keeps calling
 * `setAuth` on token changes, which is all this has to accept.
 */
const UNUSED = 'Shadow Hunter uses no Supabase Realtime channels';

export class RealtimeClient {
  setAuth(_token?: string | null): Promise<void> {
    return Promise.resolve();
  }
  channel(): never {
    throw new Error(UNUSED);
  }
  getChannels(): never[] {
    return [];
  }
  removeChannel(): Promise<'ok'> {
    return Promise.resolve('ok');
  }
  removeAllChannels(): Promise<'ok'[]> {
    return Promise.resolve([]);
  }
}
