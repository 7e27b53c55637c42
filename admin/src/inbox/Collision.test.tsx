// The ticket page's collision notice (issue 29 item 3) over canned answers of our API: the others on
// the ticket by name and activity, the reply that carries the newest message seen, the 409 with what
// is new shown in a dialog, and "Enviar mesmo assim" sending it again with force.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeApp, openAt } from '../testing/open-app';
import { listOf, serveApi } from '../testing/serve-api';

afterEach(closeApp);

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const item = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'support',
  reference: 'SUP-12345678',
  subject: 'Saque travado',
  category: null,
  priority: 'high',
  status: 'in_progress',
  assignee_id: null,
  assignee_name: null,
  user_id: null,
  name: 'Carla Dias',
  email: 'carla@exemplo.com.br',
  message: 'Meu saque não saiu.',
  details: {},
  resume_path: null,
  created_at: '2026-11-25T13:00:00.000Z',
  updated_at: '2026-11-25T13:00:00.000Z',
  replied_at: null,
  response_target_hours: 24,
  response_due_at: '2026-11-27T19:00:00.000Z',
  first_replied_at: null,
  queue_due_at: '2026-11-27T19:00:00.000Z',
  response_minutes_left: 100,
  response_met: null,
  allowed_statuses: ['waiting_customer', 'resolved', 'closed'],
  last_message_id: '22222222-2222-4222-8222-222222222222',
  replies: [{ id: '22222222-2222-4222-8222-222222222222', staff_id: 's2', staff_name: 'Bruno Suporte', message: 'Estamos vendo.', created_at: '2026-11-25T14:00:00.000Z' }],
  notes: [],
  last_customer_message_at: null,
  customer_messages: [],
};

describe('Caixa de entrada: colisão no chamado', () => {
  it('names who else is on the ticket, and a reply over a newer message asks "Enviar mesmo assim?"', async () => {
    const replies: Record<string, unknown>[] = [];
    const presence: Record<string, unknown>[] = [];
    const api = serveApi('support', {
      [`GET /api/admin/inbox/${item.id}`]: item,
      'GET /api/admin/inbox-assignees': listOf('inbox-assignees', [{ id: 's2', name: 'Bruno Suporte', role: 'support' }]),
      [`POST /api/admin/inbox/${item.id}/presence`]: (_u: URL, init: RequestInit) => {
        presence.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return json({ others: [{ staff_id: 's2', name: 'Bruno Suporte', activity: 'replying', label: 'respondendo' }] });
      },
      [`POST /api/admin/inbox/${item.id}/replies`]: (_u: URL, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        replies.push(body);
        if (!body.force) {
          return json(
            {
              success: false,
              code: 'NEWER_MESSAGES',
              message: 'Chegaram mensagens novas neste chamado desde que você o abriu. Leia antes de enviar.',
              details: { newer: [{ id: '33333333-3333-4333-8333-333333333333', kind: 'staff', author: 'Bruno Suporte', message: 'Já estornamos o saque.', created_at: '2026-11-25T15:00:00.000Z' }] },
            },
            409,
          );
        }
        return json(item, 201);
      },
    });
    const view = openAt(`/inbox/${item.id}/show`);

    const notice = await screen.findByRole('status', { name: 'Outros agentes neste chamado' });
    expect(notice.textContent).toBe('Bruno Suporte está respondendo este chamado.');
    expect(presence[0]).toEqual({ activity: 'viewing' });

    fireEvent.change(screen.getByLabelText('Resposta'), { target: { value: 'Olá! Vou verificar.' } });
    // Writing a draft is "respondendo" for the others.
    await vi.waitFor(() => expect(presence.at(-1)).toEqual({ activity: 'replying' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar resposta' }));

    const dialog = await screen.findByRole('dialog', { name: 'Chegaram mensagens novas' });
    expect(within(dialog).getByText('Já estornamos o saque.')).toBeTruthy();
    expect(within(dialog).getByText('Enviar mesmo assim?')).toBeTruthy();
    // The first try said the newest message on screen: the one reply.
    expect(replies[0]).toEqual({ message: 'Olá! Vou verificar.', seen: item.replies[0]!.id });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar mesmo assim' }));
    await vi.waitFor(() => expect(replies).toHaveLength(2));
    expect(replies[1]).toEqual({ message: 'Olá! Vou verificar.', seen: item.replies[0]!.id, force: true });
    expect(await screen.findByText('Resposta enviada por e-mail para carla@exemplo.com.br.')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'POST' && r.url.pathname.endsWith('/replies'))).toHaveLength(2);

    // Leaving the page takes the agent off the others' notice.
    view.unmount();
    await vi.waitFor(() => expect(presence.at(-1)).toEqual({ activity: 'left' }));
  });
});
