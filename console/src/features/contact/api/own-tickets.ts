// The signed-in person's support tickets with their plan's first-response target (issue 21 item 3).
import { useQuery } from '@tanstack/react-query';
import type { OwnTicket } from '@piboost/backend/contract';
import { api } from '../../../lib/api-client';

export const OWN_TICKETS_KEY = ['support', 'tickets'] as const;

export const useOwnTickets = (enabled: boolean) =>
  useQuery({
    queryKey: OWN_TICKETS_KEY,
    queryFn: ({ signal }) => api.get<{ success: true; data: { tickets: OwnTicket[] } }>('/support/tickets', { signal }).then((r) => r.data.tickets),
    enabled,
  });
