import type { DefaultOptions } from '@tanstack/react-query';

// The console's single React Query configuration (bulletproof-react): no refetch storms on tab
// focus, and failures surface at once - the API answers with a message worth showing.
export const queryConfig = {
  queries: {
    refetchOnWindowFocus: false,
    retry: false,
    staleTime: 60_000,
  },
} satisfies DefaultOptions;
