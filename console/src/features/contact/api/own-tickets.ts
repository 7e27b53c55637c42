// "Meus chamados" (issue 21 item 3, issue 29 item 5): the person's tickets with their plan's
// first-response target, one ticket's conversation, and their answer from the console.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnTicket, OwnTicketDetail } from '@piboost/backend/contract';
import { api } from '../../../lib/api-client';

export const OWN_TICKETS_KEY = ['support', 'tickets'] as const;

export const useOwnTickets = (enabled: boolean) =>
  useQuery({
    queryKey: OWN_TICKETS_KEY,
    queryFn: ({ signal }) => api.get<{ success: true; data: { tickets: OwnTicket[] } }>('/support/tickets', { signal }).then((r) => r.data.tickets),
    enabled,
  });

const ticketKey = (id: string) => [...OWN_TICKETS_KEY, id] as const;

export const useOwnTicket = (id: string) =>
  useQuery({
    queryKey: ticketKey(id),
    queryFn: ({ signal }) => api.get<{ success: true; data: OwnTicketDetail }>(`/support/tickets/${encodeURIComponent(id)}`, { signal }).then((r) => r.data),
    // A reply from the team shows up while the page is open.
    refetchInterval: 30_000,
  });

/** The person's answer: the server appends it to the conversation and answers with the ticket. */
export function useReplyToTicket(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => api.post<{ success: true; data: OwnTicketDetail }>(`/support/tickets/${encodeURIComponent(id)}/replies`, { message }).then((r) => r.data),
    onSuccess: (ticket) => {
      client.setQueryData(ticketKey(id), ticket);
      void client.invalidateQueries({ queryKey: OWN_TICKETS_KEY, exact: true });
    },
  });
}
