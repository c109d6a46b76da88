import type { ReactNode } from 'react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

let client: QueryClient | null = null;

/**
 * The app's one react-query client. Only pages that talk to the server through queries (the game,
 * the upgrade page) mount it, so react-query is not part of the homepage's bundle.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  client ??= createQueryClient();
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
