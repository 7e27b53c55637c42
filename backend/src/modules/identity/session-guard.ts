// Every authenticated request checks that its session and its account are still valid, not only
// that the access token's signature is: logout, refresh-token reuse, password reset, a role change,
// disabling and "Encerrar sessões" refuse the very next request, in every process.
//
// The answer for a session is cached in memory. Whatever ends a session or changes an account
// calls `invalidate(userId)`, which drops this process's entries at once and tells every other
// process through PostgreSQL NOTIFY on `identity_sessions`. While the LISTEN connection is down a
// process caches nothing (each request asks the database), and after it reconnects it forgets
// everything it cached, since notifications sent meanwhile were lost. CACHE_MS bounds how long a
// cached answer lives even so.
import pg from 'pg';
import type { Account } from './account';
import { sessionValidity, type SessionRefusal } from './decide';
import type { AccessClaims } from './tokens';
import type { Db } from '../../platform/db/knex';
import type { Logger } from '../../platform/logger';

export const INVALIDATION_CHANNEL = 'identity_sessions';
const CACHE_MS = 60_000;
const CACHE_SIZE = 100_000;
const RECONNECT_MS = 1_000;

interface Entry {
  userId: string;
  refusal: SessionRefusal | null;
  until: number;
}

export interface SessionGuard {
  /** Null when the session and its account still back these claims; otherwise why not. */
  check(claims: AccessClaims): Promise<SessionRefusal | null>;
  /** Forgets what every process cached about `userId`'s sessions; call after any change to them. */
  invalidate(userId: string): Promise<void>;
  close(): Promise<void>;
}

export interface SessionGuardDeps {
  db: Db;
  databaseUrl: string;
  logger: Logger;
  loadAccount(userId: string): Promise<Account | null>;
  now?: () => number;
}

/**
 * The LISTEN connection on INVALIDATION_CHANNEL: `forget(userId)` for each notification, `reset()`
 * whenever notifications may have been lost (the connection dropped, or it (re)connected).
 */
function invalidationListener(deps: SessionGuardDeps, forget: (userId: string) => void, reset: () => void) {
  let listener: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  function scheduleReconnect() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, RECONNECT_MS);
    retry.unref();
  }

  async function listen(): Promise<void> {
    if (closed) return;
    const client = new pg.Client({ connectionString: deps.databaseUrl, application_name: 'piboost-identity-sessions' });
    client.on('notification', (n) => {
      if (n.payload) forget(n.payload);
    });
    client.on('error', (err) => {
      if (listener !== client) return;
      listener = null;
      reset();
      deps.logger.warn({ err }, 'identity: conexão LISTEN perdida; sessões conferidas no banco até reconectar');
      void client.end().catch(() => {});
      scheduleReconnect();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${INVALIDATION_CHANNEL}`);
      if (closed) return void (await client.end());
      reset();
      listener = client;
    } catch (err) {
      deps.logger.warn({ err }, 'identity: LISTEN indisponível; sessões conferidas no banco');
      await client.end().catch(() => {});
      scheduleReconnect();
    }
  }
  const listening = listen();

  return {
    /** Only while notifications can reach us is a cached answer safe. */
    connected: () => listener !== null,
    async close() {
      closed = true;
      clearTimeout(retry);
      await listening;
      const client = listener;
      listener = null;
      reset();
      await client?.end().catch(() => {});
    },
  };
}

/** The database's answer for a session: the session row and its account, through sessionValidity. */
async function lookup(deps: SessionGuardDeps, claims: AccessClaims, now: () => number): Promise<SessionRefusal | null> {
  const session = await deps.db('identity_sessions')
    .where({ id: claims.sid })
    .first<{ user_id: string; revoked_at: Date | null; expires_at: Date } | undefined>('user_id', 'revoked_at', 'expires_at');
  const account = session ? await deps.loadAccount(session.user_id) : null;
  const refusal = sessionValidity({ claims, session: session ?? null, account, now: new Date(now()) });
  // "Último uso" in the sessions list: at most once a minute per session (a cache miss).
  if (!refusal) await deps.db('identity_sessions').where({ id: claims.sid }).whereRaw(`last_used_at < now() - interval '1 minute'`).update({ last_used_at: deps.db.fn.now() });
  return refusal;
}

export function createSessionGuard(deps: SessionGuardDeps): SessionGuard {
  // Session expiry and cache lifetimes are wall-clock security, not business time.
  const now = deps.now ?? Date.now;
  const cache = new Map<string, Entry>();

  const forgetUser = (userId: string) => {
    for (const [sid, entry] of cache) if (entry.userId === userId) cache.delete(sid);
  };
  const listener = invalidationListener(deps, forgetUser, () => cache.clear());

  return {
    async check(claims) {
      // A token refreshed after a role change carries other roles under the same session id.
      const key = `${claims.sid}|${claims.roles.join(',')}`;
      const hit = cache.get(key);
      if (hit && hit.until > now() && hit.userId === claims.sub) return hit.refusal;
      const refusal = await lookup(deps, claims, now);
      // Only while notifications can reach us is a cached answer safe.
      if (listener.connected()) {
        if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
        cache.set(key, { userId: claims.sub, refusal, until: now() + CACHE_MS });
      }
      return refusal;
    },

    async invalidate(userId) {
      forgetUser(userId);
      await deps.db.raw('SELECT pg_notify(?, ?)', [INVALIDATION_CHANNEL, userId]);
    },

    close: () => listener.close(),
  };
}
