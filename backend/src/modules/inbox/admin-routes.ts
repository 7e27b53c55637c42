// The back office's inbox (issue 6): every form the public channels file, worked by support staff -
// status, priority, assignee, internal notes and replies mailed to the sender - and the
// newsletter's subscribers. Personal fields stay sealed in the read model; these routes open them
// for the rows they answer with. Exports and résumé downloads are recorded (LGPD).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inboxStatus, inboxStream, newEvent, priority, ResumeDownloaded, staffAccessStream, type NewEvent } from '@piboost/events';
import { searchableName } from '@piboost/projections';
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  Conflict,
  defineListResource,
  defineRoute,
  inBatches,
  listExportQuery,
  listQuerySchema,
  listRows,
  NotFound,
  queryRows,
  ValidationError,
  type AppContext,
  type CsvColumn,
  type ListQuery,
  type Principal,
  type RateLimitRule,
  type RouteModule,
} from '../../platform/http';
import { streamExport } from '../../platform/http/export';
import { waitForProjection } from '../../platform/read-your-writes';
import { handleCommand, loadStream } from '../../platform/command';
import type { Runtime } from '../../platform/runtime';
import {
  addNote,
  assignItem,
  changePriority,
  changeStatus,
  inboxItemState,
  InboxItemMissing,
  InboxRuleViolation,
  replyToItem,
  STATUS_LABELS,
  STATUS_TRANSITIONS,
  type InboxStatus,
} from './decide';
import { normaliseEmail, resumeDir } from './routes';

/** Staff work in bursts (a list, a filter, an export): generous, but a runaway script still stops. */
const STAFF_LIMIT: RateLimitRule = { points: 600, windowSeconds: 60, key: 'user' };
const EXPORTS: RateLimitRule = { points: 20, windowSeconds: 60, key: 'user' };
const STAFF_ROLES = ['support', 'admin'];

// `q` is handled by inboxSearch (sealed fields are searched through inbox_search), `person` by personFilter.
// The subject is sealed, so it is searched (q) but neither sorted nor filtered on.
const inboxList = defineListResource({
  name: 'inbox',
  columns: ['id', 'kind', 'reference', 'category', 'priority', 'status', 'assignee_id', 'user_id', 'email_hash', 'created_at', 'updated_at', 'replied_at'],
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
  /** Sealed; null once the sender is erased. */
  subject: string | null;
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
  priority: z.enum(priority.options, 'Prioridade inválida.').optional(),
  assignee_id: z.uuid('Responsável inválido.').nullable().optional(),
});
const noteBody = z.object({
  note: z
    .string({ error: 'Escreva a nota.' })
    .trim()
    .min(1, 'Escreva a nota.')
    .max(10_000, 'Nota muito longa (máximo 10.000 caracteres).'),
});
const replyBody = z.object({
  message: z
    .string({ error: 'Escreva a resposta.' })
    .trim()
    .min(1, 'Escreva a resposta.')
    .max(10_000, 'Resposta muito longa (máximo 10.000 caracteres).'),
});

const PRIORITY_LABELS: Record<string, string> = { low: 'Baixa', medium: 'Média', high: 'Alta', urgent: 'Urgente' };
const KIND_LABELS: Record<string, string> = { support: 'Suporte', help: 'Central de ajuda', contact: 'Contato', careers: 'Carreiras', press: 'Imprensa' };

type ExportedItem = InboxRow & { assignee_name: string | null };

const INBOX_EXPORT_COLUMNS: readonly CsvColumn<ExportedItem>[] = [
  { header: 'Referência', value: (r) => r.reference },
  { header: 'Canal', value: (r) => KIND_LABELS[r.kind] ?? r.kind },
  { header: 'Assunto', value: (r) => r.subject },
  { header: 'Nome', value: (r) => r.name },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Prioridade', value: (r) => (r.priority ? (PRIORITY_LABELS[r.priority] ?? r.priority) : null) },
  { header: 'Status', value: (r) => STATUS_LABELS[r.status] },
  { header: 'Responsável', value: (r) => r.assignee_name },
  { header: 'Recebido em', value: (r) => r.created_at },
  { header: 'Respondido em', value: (r) => r.replied_at },
  { header: 'Mensagem', value: (r) => r.message },
];

const SUBSCRIPTION_LABELS: Record<string, string> = { pending: 'Aguardando confirmação', confirmed: 'Confirmada', unsubscribed: 'Cancelada' };

interface SubscriptionRow {
  id: string;
  subject_id: string;
  email: string | null;
  status: string;
  requested_at: Date | null;
  confirmed_at: Date | null;
  updated_at: Date;
}

const NEWSLETTER_EXPORT_COLUMNS: readonly CsvColumn<SubscriptionRow>[] = [
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Status', value: (r) => SUBSCRIPTION_LABELS[r.status] ?? r.status },
  { header: 'Pedida em', value: (r) => r.requested_at },
  { header: 'Confirmada em', value: (r) => r.confirmed_at },
  { header: 'Atualizada em', value: (r) => r.updated_at },
];

/** Takes keys the list helper cannot express out of a ra filter; invalid JSON is left for the helper to refuse. */
function takeKeys(query: ListQuery, keys: readonly string[]): { taken: Record<string, unknown>; rest: ListQuery } {
  if (!query.filter) return { taken: {}, rest: query };
  let filter: unknown;
  try {
    filter = JSON.parse(query.filter);
  } catch {
    return { taken: {}, rest: query };
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) return { taken: {}, rest: query };
  const taken: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) (keys.includes(key) ? taken : rest)[key] = value;
  return { taken, rest: { ...query, filter: JSON.stringify(rest) } };
}

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
    const notes = await db('inbox_notes')
      .where({ item_id: id })
      .orderBy('created_at', 'asc')
      .select<{ id: string; staff_id: string; note: string | null; created_at: Date }[]>('id', 'staff_id', 'note', 'created_at');
    const names = await staffNames([row.assignee_id, ...replies.map((r) => r.staff_id), ...notes.map((n) => n.staff_id)]);
    const details: Record<string, string | null> = {};
    for (const [key, value] of Object.entries(row.details)) details[key] = await open(value);
    const { subject_id: _subject, email_hash: _hash, ...visible } = row;
    return {
      ...visible,
      name: await open(row.name),
      email: await open(row.email),
      subject: await open(row.subject),
      message: await open(row.message),
      details,
      // The résumé is served to staff only, with the bearer token, and each download is recorded.
      resume_path: details.resumeUrl ? `/api/admin/inbox/${id}/resume` : null,
      assignee_name: row.assignee_id ? (names.get(row.assignee_id) ?? null) : null,
      allowed_statuses: STATUS_TRANSITIONS[row.status],
      replies: await Promise.all(
        replies.map(async (r) => ({ id: r.id, staff_id: r.staff_id, staff_name: names.get(r.staff_id) ?? null, message: await open(r.message), created_at: r.created_at })),
      ),
      notes: await Promise.all(
        notes.map(async (n) => ({ id: n.id, staff_id: n.staff_id, staff_name: names.get(n.staff_id) ?? null, note: await open(n.note), created_at: n.created_at })),
      ),
    };
  }

  /**
   * The list's base query with what the shared helper cannot express: `q` across sealed fields
   * (inbox_search) or an exact e-mail, the views "meus" and "sem responsável", and `person` - a user's items, including
   * those sent before they had an account, from the same address.
   */
  async function inboxQuery(query: ListQuery, principal: Principal, fields: readonly string[]): Promise<{ base: Knex.QueryBuilder; rest: ListQuery }> {
    const withEmail = emailSearch(runtime, query, 'email_hash');
    const { taken, rest } = takeKeys(withEmail, ['q', 'person', 'view']);
    const base = db('inbox').select(fields);
    const { q, person, view } = taken;
    if (q !== undefined && typeof q !== 'string') throw new ValidationError({ filter: 'A busca (q) deve ser um texto.' });
    if (typeof q === 'string' && q.trim()) {
      const text = q.trim();
      const escape = (t: string) => t.replace(/[\\%_]/g, (c) => `\\${c}`);
      const words = searchableName(text);
      base.where((w) => {
        w.whereILike('reference', `%${escape(text)}%`);
        if (words) w.orWhereIn('id', db('inbox_search').select('id').where('text', 'like', `%${escape(words)}%`));
      });
    }
    if (view === 'mine') base.where('assignee_id', principal.userId);
    else if (view === 'unassigned') base.whereNull('assignee_id');
    else if (view !== undefined) throw new ValidationError({ filter: 'Visão inválida: use "mine" (meus) ou "unassigned" (sem responsável).' });
    if (person !== undefined) {
      if (typeof person !== 'string' || !z.uuid().safeParse(person).success) throw new ValidationError({ filter: 'Pessoa inválida: use o id do usuário.' });
      base.where((w) => w.where('user_id', person).orWhereIn('email_hash', db('users').select('email_hash').where('id', person).whereNotNull('email_hash')));
    }
    return { base, rest };
  }

  async function assigneeNames(rows: InboxRow[]): Promise<ExportedItem[]> {
    await runtime.vault.preload(rows.map((r) => r.subject_id));
    const names = await staffNames(rows.map((r) => r.assignee_id));
    return Promise.all(
      rows.map(async (r) => ({ ...r, name: await open(r.name), email: await open(r.email), subject: await open(r.subject), message: await open(r.message), assignee_name: r.assignee_id ? (names.get(r.assignee_id) ?? null) : null })),
    );
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
        description:
          'q = referência, assunto, nome de quem escreveu ou trecho da mensagem (e-mail exato se tiver "@"); view = "mine" (meus) ou "unassigned" (sem responsável); assignee_id = id; person = id de um usuário (os itens dele, também os enviados antes do cadastro com o mesmo e-mail).',
        tags: ['Back office'],
        access: 'support',
        rateLimit: STAFF_LIMIT,
        input: { query: listQuerySchema },
        async handler(ctx, { query, principal }) {
          const { base, rest } = await inboxQuery(query, principal, LIST_FIELDS);
          const rows = await listRows<InboxRow>(ctx, db, base, inboxList, rest);
          await runtime.vault.preload(rows.map((r) => r.subject_id));
          return Promise.all(rows.map(async ({ subject_id: _subject, ...r }) => ({ ...r, name: await open(r.name), email: await open(r.email), subject: await open(r.subject) })));
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
        summary: 'Muda o status, a prioridade e/ou o responsável de um item',
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
            ...(body.priority ? changePriority(state, { itemId: params.id, to: body.priority, staffId: principal.userId }) : []),
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
        method: 'POST',
        path: '/api/admin/inbox/:id/notes',
        summary: 'Adiciona uma nota interna a um item (só a equipe vê; nunca é enviada por e-mail)',
        tags: ['Back office'],
        access: 'support',
        rateLimit: STAFF_LIMIT,
        input: { params: itemParams, body: noteBody },
        status: 201,
        async handler(ctx, { params, body, principal }) {
          // Sealed with the sender's key: an erased sender has none left.
          const row = await db('inbox').where({ id: params.id }).first<{ email: string | null } | undefined>('email');
          if (row && row.email === null) throw new Conflict('Os dados do remetente foram apagados (LGPD): não há onde guardar a nota.', 'SENDER_ERASED');
          return act(ctx, principal, params.id, (state) => addNote(state, { itemId: params.id, staffId: principal.userId, note: body.note }));
        },
      }),
      defineRoute({
        method: 'GET',
        path: '/api/admin/inbox/:id/resume',
        summary: 'Baixa o currículo (PDF) de uma proposta; cada download fica no registro de auditoria',
        tags: ['Back office'],
        access: 'support',
        rateLimit: STAFF_LIMIT,
        input: { params: itemParams },
        async handler(ctx, { params, principal }) {
          const row = await db('inbox').where({ id: params.id, kind: 'careers' }).first<{ subject_id: string; details: Record<string, string | null> } | undefined>('subject_id', 'details');
          const url = row ? await open(row.details.resumeUrl) : null;
          const fileId = url ? new URL(url).pathname.split('/').pop()! : null;
          const file = fileId && /^[0-9a-f-]{36}$/.test(fileId) ? await readFile(join(resumeDir(runtime), `${fileId}.pdf`)).catch(() => null) : null;
          if (!row || !file) throw new NotFound('Currículo não encontrado.');
          await runtime.events.append(
            staffAccessStream(principal.userId),
            [newEvent(ResumeDownloaded, { itemId: params.id, subjectId: row.subject_id, staffId: principal.userId }, { actorId: principal.userId, requestId: ctx.state.requestId })],
            { expected: 'any' },
          );
          ctx.type = 'application/pdf';
          ctx.set('Content-Disposition', `attachment; filename="curriculo-${fileId}.pdf"`);
          ctx.set('Cache-Control', 'no-store');
          ctx.body = file;
        },
      }),
      defineRoute({
        method: 'GET',
        path: '/api/admin/exports/inbox',
        summary: 'Exporta a caixa de entrada filtrada como na lista, com as mensagens (CSV, em streaming)',
        tags: ['Back office'],
        access: 'support',
        rateLimit: EXPORTS,
        input: { query: listQuerySchema },
        async handler(ctx, { query, principal }) {
          const { base, rest } = await inboxQuery(query, principal, [...LIST_FIELDS, 'message']);
          const rows = inBatches(queryRows<InboxRow>(runtime.db, listExportQuery(base, inboxList, rest)), 500, assigneeNames);
          await streamExport(runtime, ctx, principal, 'inbox', query, INBOX_EXPORT_COLUMNS, rows);
        },
      }),
      defineRoute({
        method: 'GET',
        path: '/api/admin/exports/newsletter',
        summary: 'Exporta as inscrições na newsletter filtradas como na lista (CSV, em streaming)',
        tags: ['Back office'],
        access: 'support',
        rateLimit: EXPORTS,
        input: { query: listQuerySchema },
        async handler(ctx, { query, principal }) {
          const base = db('newsletter_subscriptions').select('email_hash as id', 'subject_id', 'email', 'status', 'requested_at', 'confirmed_at', 'updated_at');
          const source = queryRows<SubscriptionRow>(runtime.db, listExportQuery(base, newsletterList, emailSearch(runtime, query, 'id')));
          const rows = inBatches(source, 500, async (page) => {
            await runtime.vault.preload(page.map((r) => r.subject_id));
            return Promise.all(page.map(async (r) => ({ ...r, email: await open(r.email) })));
          });
          await streamExport(runtime, ctx, principal, 'newsletter', query, NEWSLETTER_EXPORT_COLUMNS, rows);
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
