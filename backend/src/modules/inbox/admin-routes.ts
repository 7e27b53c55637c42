// The back office's inbox (issue 6): every form the public channels file, worked by support staff -
// status, assignee and replies mailed to the sender - and the newsletter's subscribers. Personal
// fields stay sealed in the read model; these routes open them for the rows they answer with.
import { inboxStatus, inboxStream, type NewEvent } from '@piboost/events';
import { z } from 'zod';
import {
  Conflict,
  defineListResource,
  defineRoute,
  listQuerySchema,
  listRows,
  NotFound,
  ValidationError,
  type AppContext,
  type ListQuery,
  type Principal,
  type RateLimitRule,
  type RouteModule,
} from '../../platform/http';
import { waitForProjection } from '../../platform/read-your-writes';
import { handleCommand, loadStream } from '../../platform/command';
import type { Runtime } from '../../platform/runtime';
import { assignItem, changeStatus, inboxItemState, InboxItemMissing, InboxRuleViolation, replyToItem, STATUS_TRANSITIONS, type InboxStatus } from './decide';
import { normaliseEmail } from './routes';

/** Staff work in bursts (a list, a filter, an export): generous, but a runaway script still stops. */
const STAFF_LIMIT: RateLimitRule = { points: 600, windowSeconds: 60, key: 'user' };
const STAFF_ROLES = ['support', 'admin'];

const inboxList = defineListResource({
  name: 'inbox',
  columns: ['id', 'kind', 'reference', 'subject', 'category', 'priority', 'status', 'assignee_id', 'email_hash', 'created_at', 'updated_at', 'replied_at'],
  // Only what is stored in the clear can be searched; an e-mail address is matched by its keyed hash.
  search: ['reference', 'subject'],
  defaultSort: ['created_at', 'DESC'],
  maxPageSize: 1000,
});

const assigneeList = defineListResource({
  name: 'inbox-assignees',
  columns: ['id', 'role', 'created_at'],
  defaultSort: ['created_at', 'ASC'],
  maxPageSize: 200,
});

const newsletterList = defineListResource({
  name: 'newsletter',
  columns: { id: 'email_hash', status: 'status', requested_at: 'requested_at', confirmed_at: 'confirmed_at', updated_at: 'updated_at' },
  defaultSort: ['updated_at', 'DESC'],
  maxPageSize: 5000,
});

const LIST_FIELDS = ['id', 'kind', 'reference', 'subject', 'category', 'priority', 'status', 'assignee_id', 'subject_id', 'name', 'email', 'created_at', 'updated_at', 'replied_at'];

interface InboxRow {
  id: string;
  kind: string;
  reference: string;
  subject: string;
  category: string | null;
  priority: string | null;
  status: InboxStatus;
  assignee_id: string | null;
  subject_id: string;
  user_id: string | null;
  email_hash: string;
  name: string | null;
  email: string | null;
  message: string | null;
  details: Record<string, string | null>;
  created_at: Date;
  updated_at: Date;
  replied_at: Date | null;
}

const itemParams = z.object({ id: z.uuid('Item inválido.') });
const updateBody = z.object({
  status: z.enum(inboxStatus.options, 'Status inválido.').optional(),
  assignee_id: z.uuid('Responsável inválido.').nullable().optional(),
});
const replyBody = z.object({
  message: z
    .string({ error: 'Escreva a resposta.' })
    .trim()
    .min(1, 'Escreva a resposta.')
    .max(10_000, 'Resposta muito longa (máximo 10.000 caracteres).'),
});

/** `q` with an "@" is an e-mail address: sealed in the read model, found by its keyed hash instead. */
function emailSearch(runtime: Runtime, query: ListQuery, field: string): ListQuery {
  if (!query.filter) return query;
  let filter: Record<string, unknown>;
  try {
    filter = JSON.parse(query.filter) as Record<string, unknown>;
  } catch {
    return query;
  }
  if (typeof filter !== 'object' || filter === null || typeof filter.q !== 'string' || !filter.q.includes('@')) return query;
  const { q, ...rest } = filter;
  return { ...query, filter: JSON.stringify({ ...rest, [field]: runtime.keyedHash(normaliseEmail(q as string)) }) };
}

export function inboxAdminRoutes(runtime: Runtime): RouteModule {
  const db = runtime.db;
  const open = async (value: string | null | undefined): Promise<string | null> =>
    typeof value === 'string' && value.startsWith('pii:') ? runtime.vault.decryptField(value) : (value ?? null);

  async function staffNames(ids: readonly (string | null)[]): Promise<Map<string, string | null>> {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
    const rows = wanted.length ? await db('users').whereIn('id', wanted).select<{ id: string; name: string | null }[]>('id', 'name') : [];
    return new Map(await Promise.all(rows.map(async (r) => [r.id, await open(r.name)] as const)));
  }

  async function showItem(id: string) {
    const row = await db<InboxRow>('inbox').where({ id }).first();
    if (!row) throw new NotFound('Item não encontrado.');
    const replies = await db('inbox_replies')
      .where({ item_id: id })
      .orderBy('created_at', 'asc')
      .select<{ id: string; staff_id: string; message: string | null; created_at: Date }[]>('id', 'staff_id', 'message', 'created_at');
    const names = await staffNames([row.assignee_id, ...replies.map((r) => r.staff_id)]);
    const details: Record<string, string | null> = {};
    for (const [key, value] of Object.entries(row.details)) details[key] = await open(value);
    const { subject_id: _subject, email_hash: _hash, ...visible } = row;
    return {
      ...visible,
      name: await open(row.name),
      email: await open(row.email),
      message: await open(row.message),
      details,
      // The résumé is served to staff only, with the bearer token: the page downloads it by path.
      resume_path: details.resumeUrl ? new URL(details.resumeUrl).pathname : null,
      assignee_name: row.assignee_id ? (names.get(row.assignee_id) ?? null) : null,
      allowed_statuses: STATUS_TRANSITIONS[row.status],
      replies: await Promise.all(
        replies.map(async (r) => ({ id: r.id, staff_id: r.staff_id, staff_name: names.get(r.staff_id) ?? null, message: await open(r.message), created_at: r.created_at })),
      ),
    };
  }

  /** Load -> decide -> append on the item's stream (platform/command.ts), answered once the read model shows it. */
  async function act(ctx: AppContext, principal: Principal, id: string, decide: (state: ReturnType<typeof inboxItemState>) => NewEvent[]) {
    const stream = inboxStream(id);
    let appended;
    try {
      ({ appended } = await handleCommand(runtime.events, stream, loadStream(runtime.store, stream, inboxItemState), (state) => ({ events: decide(state) }), {
        metadata: { requestId: ctx.state.requestId, actorId: principal.userId },
      }));
    } catch (err) {
      if (err instanceof InboxItemMissing) throw new NotFound('Item não encontrado.');
      if (err instanceof InboxRuleViolation) throw new Conflict(err.message, 'INVALID_TRANSITION');
      throw err;
    }
    if (appended) await waitForProjection(db, 'inbox', appended.position);
    return showItem(id);
  }

  return {
    routes: [
      defineRoute({
        method: 'GET',
        path: '/api/admin/inbox',
        summary: 'Lista os itens da caixa de entrada (chamados, dúvidas, contatos, propostas, imprensa)',
        tags: ['Back office'],
        access: 'support',
        rateLimit: STAFF_LIMIT,
        input: { query: listQuerySchema },
        async handler(ctx, { query }) {
          const rows = await listRows<InboxRow>(ctx, db, db('inbox').select(LIST_FIELDS), inboxList, emailSearch(runtime, query, 'email_hash'));
          await runtime.vault.preload(rows.map((r) => r.subject_id));
          return Promise.all(rows.map(async ({ subject_id: _subject, ...r }) => ({ ...r, name: await open(r.name), email: await open(r.email) })));
        },
      }),
      defineRoute({
        method: 'GET',
        path: '/api/admin/inbox/:id',
        summary: 'Mostra um item da caixa de entrada com a mensagem completa e as respostas',
        tags: ['Back office'],
        access: 'support',
        rateLimit: STAFF_LIMIT,
        input: { params: itemParams },
        handler: (_ctx, { params }) => showItem(params.id),
      }),
      defineRoute({
        method: 'PUT',
        path: '/api/admin/inbox/:id',
        summary: 'Muda o status e/ou o responsável de um item',
        description: 'Campos ausentes ficam como estão. Transições de status não permitidas respondem 409.',
        tags: ['Back office'],
        access: 'support',
        rateLimit: STAFF_LIMIT,
        input: { params: itemParams, body: updateBody },
        async handler(ctx, { params, body, principal }) {
          const assigneeId = body.assignee_id;
          if (assigneeId) {
            const staff = await db('users').where({ id: assigneeId }).whereIn('role', STAFF_ROLES).first('id');
            if (!staff) throw new ValidationError({ assignee_id: 'Escolha um membro da equipe (suporte ou administrador).' });
          }
          return act(ctx, principal, params.id, (state) => [
            ...(assigneeId !== undefined ? assignItem(state, { itemId: params.id, assigneeId, staffId: principal.userId }) : []),
            ...(body.status ? changeStatus(state, { itemId: params.id, to: body.status, staffId: principal.userId }) : []),
          ]);
        },
      }),
      defineRoute({
        method: 'POST',
        path: '/api/admin/inbox/:id/replies',
        summary: 'Responde a um item: a resposta é enviada por e-mail a quem escreveu',
        tags: ['Back office'],
        access: 'support',
        rateLimit: STAFF_LIMIT,
        input: { params: itemParams, body: replyBody },
        status: 201,
        async handler(ctx, { params, body, principal }) {
          // An erased sender has no address and no key left to seal the reply with.
          const row = await db('inbox').where({ id: params.id }).first<{ email: string | null } | undefined>('email');
          if (row && row.email === null) throw new Conflict('Os dados do remetente foram apagados (LGPD): não há para quem responder.', 'SENDER_ERASED');
          return act(ctx, principal, params.id, (state) => replyToItem(state, { itemId: params.id, staffId: principal.userId, message: body.message }));
        },
      }),
      defineRoute({
        method: 'GET',
        path: '/api/admin/inbox-assignees',
        summary: 'Lista a equipe a quem um item pode ser atribuído (suporte e administradores)',
        tags: ['Back office'],
        access: 'support',
        rateLimit: STAFF_LIMIT,
        input: { query: listQuerySchema },
        async handler(ctx, { query }) {
          const base = db('users').whereIn('role', STAFF_ROLES).select('id', 'role', 'name', 'email', 'created_at');
          const rows = await listRows<{ id: string; role: string; name: string | null; email: string | null; created_at: Date }>(ctx, db, base, assigneeList, query);
          return Promise.all(rows.map(async (r) => ({ ...r, name: await open(r.name), email: await open(r.email) })));
        },
      }),
      defineRoute({
        method: 'GET',
        path: '/api/admin/newsletter',
        summary: 'Lista as inscrições na newsletter (pendente, confirmada, cancelada)',
        tags: ['Back office'],
        access: 'support',
        rateLimit: STAFF_LIMIT,
        input: { query: listQuerySchema },
        async handler(ctx, { query }) {
          const base = db('newsletter_subscriptions').select('email_hash as id', 'subject_id', 'email', 'status', 'requested_at', 'confirmed_at', 'updated_at');
          const rows = await listRows<{ id: string; subject_id: string; email: string | null }>(ctx, db, base, newsletterList, emailSearch(runtime, query, 'id'));
          await runtime.vault.preload(rows.map((r) => r.subject_id));
          return Promise.all(rows.map(async ({ subject_id: _subject, ...r }) => ({ ...r, email: await open(r.email) })));
        },
      }),
    ],
  };
}
