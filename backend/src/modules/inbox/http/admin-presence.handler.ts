// POST /api/admin/inbox/:id/presence - the ticket page's beat (every ~15 s): what its agent is doing
// there ("viewing", "replying", or "left" when the page closes), answered with the others present,
// by name (presence.ts: Redis with a TTL, no events).
import { defineRoute, NotFound } from '../../../platform/http';
import type { InboxAdmin } from '../admin-queries';
import { ACTIVITY_LABELS, presenceOf } from '../presence';
import { itemParams, presenceAnswer, presenceBody } from './admin.schema';
import { staff } from './shared';

export function presenceRoute(admin: InboxAdmin) {
  return defineRoute({
    ...staff,
    method: 'POST',
    path: '/api/admin/inbox/:id/presence',
    summary: 'Avisa que o agente está vendo ou respondendo o item e diz quem mais está nele',
    description: 'Enviado pela página do item a cada ~15 s; uma presença vale 40 s. "left" tira o agente da lista.',
    input: { params: itemParams, body: presenceBody },
    response: presenceAnswer,
    async handler(_ctx, { params, body, principal }) {
      const exists = await admin.db('inbox').where({ id: params.id }).first<{ id: string } | undefined>('id');
      if (!exists) throw new NotFound('Item não encontrado.');
      const beats = await presenceOf(admin.runtime).beat(params.id, principal.userId, body.activity === 'left' ? null : body.activity);
      const others = beats.filter((b) => b.staffId !== principal.userId);
      const names = await admin.staffNames(others.map((b) => b.staffId));
      return {
        others: others.map((b) => ({ staff_id: b.staffId, name: names.get(b.staffId) ?? null, activity: b.activity, label: ACTIVITY_LABELS[b.activity] })),
      };
    },
  });
}
