// GET /api/support/tickets - the signed-in person's own support tickets, newest first, each with its
// first-response target (tickets.ts) and whether it was answered.
import { firstResponseLabel } from '@piboost/events/labels';
import { defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { STATUS_LABELS } from '../decide';
import { ownTicketsResponse } from './forms.schema';

export function ownTicketsRoute(runtime: Runtime) {
  return defineRoute({
    method: 'GET',
    path: '/api/support/tickets',
    summary: 'Os chamados de suporte da pessoa, com o prazo da primeira resposta do plano',
    tags: ['Contato'],
    access: 'user',
    rateLimit: { points: 120, windowSeconds: 60, key: 'user' },
    response: ownTicketsResponse,
    async handler(_ctx, { principal }) {
      const rows = await runtime
        .db('inbox')
        .where({ user_id: principal.userId, kind: 'support' })
        .orderBy('created_at', 'desc')
        .limit(50)
        .select<{ reference: string; subject: string | null; status: string; created_at: Date; response_target_hours: number | null; response_due_at: Date | null; first_replied_at: Date | null }[]>(
          'reference',
          'subject',
          'status',
          'created_at',
          'response_target_hours',
          'response_due_at',
          'first_replied_at',
        );
      const tickets = await Promise.all(
        rows.map(async (r) => ({
          ticketNumber: r.reference,
          subject: r.subject ? await runtime.vault.decryptField(r.subject) : null,
          status: r.status,
          statusLabel: STATUS_LABELS[r.status as keyof typeof STATUS_LABELS] ?? r.status,
          createdAt: r.created_at.toISOString(),
          firstResponseHours: r.response_target_hours,
          firstResponseDueAt: r.response_due_at?.toISOString() ?? null,
          firstRepliedAt: r.first_replied_at?.toISOString() ?? null,
          target: firstResponseLabel({ hours: r.response_target_hours, dueAt: r.response_due_at?.toISOString() ?? null }),
        })),
      );
      return { success: true as const, data: { tickets } };
    },
  });
}
