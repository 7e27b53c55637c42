// The back office's reading of people (issue 6): the users list with its search, one person's page,
// and the timeline of every event about them. Personal fields are sealed in the read models; this
// is where staff see them opened - never in the timeline, which shows the log as it is stored.
import {
  AccountRegistered,
  CLEAR_PII_PREFIX,
  ConsentGiven,
  ConsentRevoked,
  CpfRegistered,
  CpfReserved,
  cpfReservationStream,
  ProfileUpdated,
  isEvent,
} from '@piboost/events';
import { ACCOUNT_STATUS_LABELS, labelOf, PLAN_LABELS, premiumAccess, PROVIDER_LABELS, ROLE_LABELS } from '@piboost/events/labels';
import { searchableName, type TimelineRow } from '@piboost/projections';
import type { Knex } from 'knex';
import type { AppContext } from '../../platform/http/context';
import { NotFound, ValidationError } from '../../platform/http/errors';
import { readStream } from '../../platform/command';
import { inBatches, queryRows, type CsvColumn } from '../../platform/http/csv';
import { defineListResource, listExportQuery, listRows, takeFilterKeys, type ListQuery } from '../../platform/http/ra-list';
import type { Runtime } from '../../platform/runtime';
import { standingOf } from '../gamification';
import { accountsQuery } from '../identity';
import { tr } from '../../platform/i18n';

export const SEALED = 'dado pessoal cifrado';
const CPF = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;
const NOBODY = '00000000-0000-0000-0000-000000000000';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Trigram search needs something to compare; two letters is already a wide net. */
const MIN_NAME_SEARCH = 2;

export const usersList = defineListResource({
  name: 'users',
  columns: {
    id: 'u.id',
    role: 'u.role',
    plan: 'u.plan',
    status: 'u.status',
    provider: 'u.provider',
    createdAt: 'u.created_at',
    lastSignInAt: 'u.last_sign_in_at',
    premiumUntil: 'u.premium_until',
    trialEndsAt: 'u.trial_ends_at',
  },
  defaultSort: ['createdAt', 'DESC'],
  maxPageSize: 500,
});

export const timelineList = defineListResource({
  name: 'user-events',
  columns: { id: 'event_id', type: 'event_type', streamId: 'stream_id', recordedAt: 'recorded_at', position: 'position' },
  defaultSort: ['position', 'DESC'],
  maxPageSize: 200,
});

const TIMELINE_COLUMNS = ['event_id', 'event_type', 'stream_id', 'schema_version', 'data', 'actor_id', 'recorded_at', 'position'];

interface UserRow {
  id: string;
  email: string | null;
  name: string | null;
  role: string;
  plan: string | null;
  status: string;
  provider: string;
  premium_until: Date | null;
  trial_ends_at: Date | null;
  created_at: Date;
  last_sign_in_at: Date | null;
  email_verified_at: Date | null;
  profile_completed_at: Date | null;
}

const USER_COLUMNS = [
  'u.id',
  'u.email',
  'u.name',
  'u.role',
  'u.plan',
  'u.status',
  'u.provider',
  'u.premium_until',
  'u.trial_ends_at',
  'u.created_at',
  'u.last_sign_in_at',
  'u.email_verified_at',
  'u.profile_completed_at',
];

/** Masked as the Receita Federal shows it: only the middle six digits. */
export function maskCpf(cpf: string): string {
  const d = cpf.replace(/\D/g, '');
  return d.length === 11 ? `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**` : '***.***.***-**';
}

/**
 * Staff's view of the timeline: the stored event, with every sealed field replaced by a label -
 * also those an older event version kept in the clear (`pii:v0:`, wrapped by the catalogue's upcasters).
 */
export function redactSealed(data: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries((data ?? {}) as Record<string, unknown>)) {
    out[key] = typeof value === 'string' && (value.startsWith('pii:v1:') || value.startsWith(CLEAR_PII_PREFIX)) ? SEALED : value;
  }
  return out;
}

/** A person as the users export writes them: sealed fields opened, dates as dates. */
export type ExportedUser = UserRow & { premiumAccess: ReturnType<typeof premiumAccess> };

/** The list's columns and more, in Portuguese; the chosen plan and Premium access apart (they disagree). */
export const USERS_EXPORT_COLUMNS: readonly CsvColumn<ExportedUser>[] = [
  { header: 'Id', value: (u) => u.id },
  { header: 'Nome', value: (u) => u.name },
  { header: 'E-mail', value: (u) => u.email },
  { header: 'Papel', value: (u) => labelOf(ROLE_LABELS, u.role) },
  { header: 'Login', value: (u) => labelOf(PROVIDER_LABELS, u.provider) },
  { header: 'Plano escolhido', value: (u) => (u.plan ? labelOf(PLAN_LABELS, u.plan) : null) },
  { header: 'Acesso Premium', value: (u) => (u.premiumAccess ? (u.premiumAccess.kind === 'trial' ? 'Teste grátis' : 'Assinatura') : 'Sem Premium') },
  { header: 'Premium até', value: (u) => u.premiumAccess?.until },
  { header: 'Situação', value: (u) => labelOf(ACCOUNT_STATUS_LABELS, u.status) },
  { header: 'E-mail verificado em', value: (u) => u.email_verified_at },
  { header: 'Cadastro completo em', value: (u) => u.profile_completed_at },
  { header: 'Cadastro em', value: (u) => u.created_at },
  { header: 'Último login', value: (u) => u.last_sign_in_at },
];

const openField = async (runtime: Runtime, envelope: string | null) => (envelope ? runtime.vault.decryptField(envelope) : null);

/** Who holds a CPF: the last reservation of its keyed hash (the same stream sign-up reserves). */
async function cpfHolder(runtime: Runtime, cpf: string): Promise<string | null> {
  const last = (await readStream(runtime.store, cpfReservationStream(runtime.keyedHash(cpf)))).at(-1);
  return last && isEvent(last, CpfReserved) ? last.data.userId : null;
}

/** Whoever the search text names: an id, an exact e-mail or CPF (their keyed hashes), or part of a name. */
async function applySearch(runtime: Runtime, base: Knex.QueryBuilder, q: unknown): Promise<void> {
  if (q === undefined || q === null || q === '') return;
  if (typeof q !== 'string') throw new ValidationError({ filter: 'A busca (q) deve ser um texto.' });
  const text = q.trim();
  if (!text) return;
  if (UUID.test(text)) base.where('u.id', text.toLowerCase());
  else if (CPF.test(text)) base.where('u.id', (await cpfHolder(runtime, text.replace(/\D/g, ''))) ?? NOBODY);
  else if (text.includes('@')) base.where('u.email_hash', runtime.keyedHash(text.toLowerCase()));
  else {
    const name = searchableName(text);
    if (name.length < MIN_NAME_SEARCH) throw new ValidationError({ q: tr('errors.backofficeUsers.nameSearchMin', { min: MIN_NAME_SEARCH }) });
    const pattern = `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base.whereIn('u.id', runtime.db('user_search').select('id').where('name', 'like', pattern));
  }
}

/** The accounts the list's `q` selects, and the rest of the list query for the shared helper. */
async function searchedAccounts(runtime: Runtime, query: ListQuery): Promise<{ base: Knex.QueryBuilder; rest: ListQuery }> {
  const { taken, rest } = takeFilterKeys(query, ['q']);
  const base = accountsQuery(runtime.db, 'u').select(USER_COLUMNS);
  await applySearch(runtime, base, taken.q);
  return { base, rest };
}

async function present(runtime: Runtime, row: UserRow) {
  const [email, name] = await Promise.all([openField(runtime, row.email), openField(runtime, row.name)]);
  const access = premiumAccess(row.premium_until, row.trial_ends_at, runtime.now());
  return {
    id: row.id,
    name,
    email,
    role: row.role,
    plan: row.plan,
    status: row.status,
    provider: row.provider,
    premium: access !== null,
    /** How the person has Premium now (subscription or trial), apart from the plan they chose. */
    premiumAccess: access && { kind: access.kind, until: access.until.toISOString() },
    premiumUntil: row.premium_until?.toISOString() ?? null,
    trialEndsAt: row.trial_ends_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
    emailVerifiedAt: row.email_verified_at?.toISOString() ?? null,
    profileCompletedAt: row.profile_completed_at?.toISOString() ?? null,
  };
}

/** The users export's query: the list's search, filter and order, every row (wrapped: a query builder is a thenable an await would run). */
async function usersExportQuery(runtime: Runtime, query: ListQuery): Promise<{ source: Knex.QueryBuilder }> {
  const { base, rest } = await searchedAccounts(runtime, query);
  return { source: listExportQuery(base, usersList, rest) };
}

/** Every person the list's filter and search select, in its order, sealed fields opened a page at a time. */
async function* exportedUsers(runtime: Runtime, source: Knex.QueryBuilder): AsyncGenerator<ExportedUser> {
  const now = runtime.now();
  yield* inBatches(queryRows<UserRow>(runtime.db, source), 500, async (rows) => {
    await runtime.vault.preload(rows.map((r) => r.id));
    return Promise.all(
      rows.map(async (row) => ({
        ...row,
        name: await openField(runtime, row.name),
        email: await openField(runtime, row.email),
        premiumAccess: premiumAccess(row.premium_until, row.trial_ends_at, now),
      })),
    );
  });
}

async function listUsers(runtime: Runtime, ctx: AppContext, query: ListQuery) {
  const { base, rest } = await searchedAccounts(runtime, query);
  const rows = await listRows<UserRow>(ctx, runtime.db, base, usersList, rest);
  await runtime.vault.preload(rows.map((r) => r.id));
  return Promise.all(rows.map((row) => present(runtime, row)));
}

type Consent = { purpose: string; granted: boolean; textVersion: string; channel: string; at: string };

/** The sealed CPF, phone, city, the state and the consents in force, as the person's stream has them. */
function profileOf(history: Awaited<ReturnType<typeof readStream>>) {
  const profile = { cpf: null as string | null, phone: null as string | null, city: null as string | null, state: null as string | null };
  const consents = new Map<string, Consent>();
  for (const e of history) {
    if (isEvent(e, CpfRegistered)) profile.cpf = e.data.cpf;
    else if (isEvent(e, ProfileUpdated)) {
      for (const key of ['phone', 'city', 'state'] as const) if (e.data[key] !== undefined) profile[key] = e.data[key] ?? null;
    } else if (isEvent(e, ConsentGiven) || isEvent(e, ConsentRevoked)) {
      const { purpose, textVersion, channel } = e.data;
      consents.set(purpose, { purpose, granted: isEvent(e, ConsentGiven), textVersion, channel, at: e.recordedAt.toISOString() });
    }
  }
  return { profile, consents: [...consents.values()] };
}

async function showUser(runtime: Runtime, userId: string) {
  const { db } = runtime;
  const row = await accountsQuery(db, 'u').where('u.id', userId).first<UserRow | undefined>(USER_COLUMNS);
  if (!row) throw new NotFound('Usuário não encontrado.');
  const [summary, history, standing] = await Promise.all([present(runtime, row), readStream(runtime.store, `user-${userId}`), standingOf(db, userId)]);
  const { profile, consents } = profileOf(history);
  const registered = history.find((e) => isEvent(e, AccountRegistered));
  const [cpf, phone, city] = await Promise.all([openField(runtime, profile.cpf), openField(runtime, profile.phone), openField(runtime, profile.city)]);
  return {
    ...summary,
    cpf: cpf ? maskCpf(cpf) : null,
    phone,
    city,
    state: profile.state,
    consents,
    registeredAt: registered?.recordedAt.toISOString() ?? summary.createdAt,
    xp: standing ? { totalXp: standing.total_xp, level: standing.current_level, dailyStreak: standing.daily_streak_count } : { totalXp: 0, level: 1, dailyStreak: 0 },
  };
}

/** Every event whose subject is the person, across streams, as stored: sealed fields stay sealed (read model person_timeline). */
async function userTimeline(runtime: Runtime, ctx: AppContext, query: ListQuery) {
  const { taken, rest } = takeFilterKeys(query, ['userId']);
  const userId = taken.userId;
  if (typeof userId !== 'string' || !UUID.test(userId)) throw new ValidationError({ filter: tr('errors.backofficeUsers.userFilterRequired') });
  const base = runtime.db('person_timeline').select(TIMELINE_COLUMNS).where('subject_id', userId.toLowerCase());
  const rows = await listRows<TimelineRow>(ctx, runtime.db, base, timelineList, rest);
  return rows.map((r) => ({
    id: r.event_id,
    userId,
    type: r.event_type,
    streamId: r.stream_id,
    schemaVersion: r.schema_version,
    recordedAt: r.recorded_at.toISOString(),
    /** Opaque, in log order: compare, never compute. */
    position: r.position,
    actorId: r.actor_id,
    data: redactSealed(r.data),
  }));
}

export function staffUsers(runtime: Runtime) {
  return {
    exportQuery: (query: ListQuery) => usersExportQuery(runtime, query),
    exportRows: (source: Knex.QueryBuilder) => exportedUsers(runtime, source),
    list: (ctx: AppContext, query: ListQuery) => listUsers(runtime, ctx, query),
    show: (userId: string) => showUser(runtime, userId),
    timeline: (ctx: AppContext, query: ListQuery) => userTimeline(runtime, ctx, query),
  };
}
