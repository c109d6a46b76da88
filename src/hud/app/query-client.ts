import { QueryClient } from '@tanstack/react-query';

/**
 * Spec 000 §9 data fetching: fresh 5 min, cached 10 min, no refetch on focus, 3 retries backing off up to 30 s,
 * mutations retry once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        gcTime: 10 * 60 * 1000,
        refetchOnWindowFocus: false,
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
      mutations: { retry: 1 },
    },
  });
}
