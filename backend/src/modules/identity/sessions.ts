// Sessions and their rotating refresh tokens (ARCHITECTURE §7, DECISIONS 8). A session is a token
// family: every refresh spends the presented token and issues the next one; presenting a spent one
// means it was copied, so the whole family is revoked. Tokens are stored as SHA-256 only.
//
// Two tabs share one cookie, so they can present the same token at the same moment. A token's
// successor is derived from it (HMAC under a server key), which lets the loser of that race get the
// very token the winner got, as long as it comes within REFRESH_GRACE_SECONDS and that successor is
// still unspent. Anything else - later, or after the family moved on - is reuse.
import { createHmac } from 'node:crypto';
import type { Db } from '../../platform/db/knex';
import type { Migration } from '../../platform/db/migrate';
import { randomToken, sha256 } from './tokens';

export const REMEMBERED_SESSION_DAYS = 30;
/** Without "remember me" the cookie dies with the browser; the server bounds it as well. */
export const BROWSER_SESSION_HOURS = 24;
export const REFRESH_GRACE_SECONDS = 10;

export const sessionMigrations: Migration[] = [
  {
    name: 'identity/001-sessions',
    async up(db) {
      await db.raw(`
        CREATE TABLE identity_sessions (
          id uuid PRIMARY KEY,
          user_id uuid NOT NULL,
          remember_me boolean NOT NULL,
          created_at timestamptz NOT NULL DEFAULT now(),
          expires_at timestamptz NOT NULL,
          revoked_at timestamptz,
          revoked_reason text
        );
        CREATE INDEX identity_sessions_user ON identity_sessions (user_id) WHERE revoked_at IS NULL;
        CREATE TABLE identity_refresh_tokens (
          token_hash text PRIMARY KEY,
          session_id uuid NOT NULL REFERENCES identity_sessions (id) ON DELETE CASCADE,
          created_at timestamptz NOT NULL DEFAULT now(),
          used_at timestamptz
        );
        CREATE INDEX identity_refresh_tokens_session ON identity_refresh_tokens (session_id);`);
    },
    async down(db) {
      await db.raw('DROP TABLE identity_refresh_tokens; DROP TABLE identity_sessions');
    },
  },
  // Sign-in throttling per (account, client) pair (login-throttle.ts).
  {
    name: 'identity/002-login-throttle',
    async up(db) {
      await db.raw(`
        CREATE TABLE identity_login_failures (
          pair text PRIMARY KEY,
          failures integer NOT NULL,
          last_failed_at timestamptz NOT NULL
        );
        CREATE TABLE identity_known_clients (
          client_hash text NOT NULL,
          user_id uuid NOT NULL,
          last_sign_in_at timestamptz NOT NULL,
          PRIMARY KEY (client_hash, user_id)
        );`);
    },
    async down(db) {
      await db.raw('DROP TABLE identity_known_clients; DROP TABLE identity_login_failures');
    },
  },
  // Account security (issue 14): the device and last use of each session, and the last TOTP step
  // each account accepted (a code is never accepted twice).
  {
    name: 'identity/003-account-security',
    async up(db) {
      await db.raw(`
        ALTER TABLE identity_sessions ADD COLUMN user_agent text, ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now();
        CREATE TABLE identity_totp_steps (
          user_id uuid PRIMARY KEY,
          last_step bigint NOT NULL
        );`);
    },
    async down(db) {
      await db.raw('DROP TABLE identity_totp_steps; ALTER TABLE identity_sessions DROP COLUMN user_agent, DROP COLUMN last_used_at');
    },
  },
  // Passkey ceremonies (issue 26): each challenge is answered once, within five minutes (passkeys.ts).
  {
    name: 'identity/004-passkey-challenges',
    async up(db) {
      await db.raw(`
        CREATE TABLE identity_passkey_challenges (
          challenge text PRIMARY KEY,
          purpose text NOT NULL,
          user_id uuid,
          expires_at timestamptz NOT NULL
        );
        CREATE INDEX identity_passkey_challenges_expiry ON identity_passkey_challenges (expires_at);`);
    },
    async down(db) {
      await db.raw('DROP TABLE identity_passkey_challenges');
    },
  },
];

/** An open session as its owner sees it in the list. */
export interface OpenSession {
  id: string;
  user_agent: string | null;
  created_at: Date;
  last_used_at: Date;
}

export interface SessionRow {
  id: string;
  user_id: string;
  remember_me: boolean;
  expires_at: Date;
}

export type RotateResult =
  | { kind: 'rotated'; session: SessionRow; refreshToken: string }
  | { kind: 'reused'; session: SessionRow }
  | { kind: 'invalid' };

/** Every session the person opened, open or ended, oldest first: when, from which browser, how it ended (the LGPD copy; no token). */
export async function sessionHistory(db: Db, userId: string) {
  const rows = await db('identity_sessions')
    .where({ user_id: userId })
    .orderBy('created_at')
    .select<{ user_agent: string | null; remember_me: boolean; created_at: Date; last_used_at: Date; expires_at: Date; revoked_at: Date | null; revoked_reason: string | null }[]>('user_agent', 'remember_me', 'created_at', 'last_used_at', 'expires_at', 'revoked_at', 'revoked_reason');
  return rows.map((r) => ({
    userAgent: r.user_agent,
    rememberMe: r.remember_me,
    createdAt: r.created_at.toISOString(),
    lastUsedAt: r.last_used_at.toISOString(),
    expiresAt: r.expires_at.toISOString(),
    endedAt: r.revoked_at?.toISOString() ?? null,
    endReason: r.revoked_reason,
  }));
}

/** Spends `token` and issues its successor, atomically: of two concurrent uses only one rotates. */
async function rotateToken(db: Db, token: string, successorOf: (token: string) => string, issueToken: (sessionId: string, trx: Db, token: string) => Promise<string>): Promise<RotateResult> {
  return db.transaction(async (trx) => {
    const hash = sha256(token);
    const spent = await trx('identity_refresh_tokens')
      .where({ token_hash: hash })
      .whereNull('used_at')
      .update({ used_at: trx.fn.now() })
      .returning<{ session_id: string }[]>('session_id');
    const sessionId = spent[0]?.session_id ?? (await trx('identity_refresh_tokens').where({ token_hash: hash }).first<{ session_id: string } | undefined>('session_id'))?.session_id;
    if (!sessionId) return { kind: 'invalid' };
    const session = await trx('identity_sessions')
      .where({ id: sessionId })
      .whereNull('revoked_at')
      .where('expires_at', '>', trx.fn.now())
      .first<SessionRow | undefined>('id', 'user_id', 'remember_me', 'expires_at');
    if (!session) return { kind: 'invalid' };
    const next = successorOf(token);
    if (spent.length) return { kind: 'rotated', session, refreshToken: await issueToken(sessionId, trx, next) };
    const concurrent = await trx('identity_refresh_tokens as spent')
      .join('identity_refresh_tokens as next', 'next.session_id', 'spent.session_id')
      .where('spent.token_hash', hash)
      .whereRaw(`spent.used_at > now() - make_interval(secs => ?)`, [REFRESH_GRACE_SECONDS])
      .where('next.token_hash', sha256(next))
      .whereNull('next.used_at')
      .first('next.token_hash');
    return concurrent ? { kind: 'rotated', session, refreshToken: next } : { kind: 'reused', session };
  });
}

/** The last accepted TOTP step per person, so a code is accepted once. */
function totpSteps(db: Db) {
  return {
    /** Records that `step` was accepted for `userId`; false when it (or a later one) already was: a replay. */
    async claimTotpStep(userId: string, step: number): Promise<boolean> {
      const { rows } = await db.raw<{ rows: unknown[] }>(
        `INSERT INTO identity_totp_steps (user_id, last_step) VALUES (?, ?)
         ON CONFLICT (user_id) DO UPDATE SET last_step = excluded.last_step WHERE identity_totp_steps.last_step < excluded.last_step
         RETURNING user_id`,
        [userId, step],
      );
      return rows.length > 0;
    },

    async lastTotpStep(userId: string): Promise<number | null> {
      const row = await db('identity_totp_steps').where({ user_id: userId }).first<{ last_step: string } | undefined>('last_step');
      return row ? Number(row.last_step) : null;
    },
  };
}

export function sessionStore(db: Db, authSecret: string) {
  const successorKey = createHmac('sha256', authSecret).update('piboost/refresh-successor').digest();
  const successorOf = (token: string) => createHmac('sha256', successorKey).update(token).digest('base64url');

  async function issueToken(sessionId: string, trx: Db = db, token = randomToken()): Promise<string> {
    await trx('identity_refresh_tokens').insert({ token_hash: sha256(token), session_id: sessionId });
    return token;
  }

  return {
    async open(sessionId: string, userId: string, rememberMe: boolean, userAgent: string | null = null): Promise<{ refreshToken: string; expiresAt: Date }> {
      const ms = rememberMe ? REMEMBERED_SESSION_DAYS * 86_400_000 : BROWSER_SESSION_HOURS * 3_600_000;
      // eslint-disable-next-line piboost/no-business-clock -- a session's lifetime is wall-clock security, as the database's now() that checks it
      const expiresAt = new Date(Date.now() + ms);
      await db('identity_sessions').insert({ id: sessionId, user_id: userId, remember_me: rememberMe, expires_at: expiresAt, user_agent: userAgent?.slice(0, 400) ?? null });
      return { refreshToken: await issueToken(sessionId), expiresAt };
    },

    /** Spends `token` and issues its successor, atomically: of two concurrent uses only one rotates. */
    rotate: (token: string): Promise<RotateResult> => rotateToken(db, token, successorOf, issueToken),

    /** Which session a refresh token belongs to, spent or not (logout presents the latest one). */
    async sessionOf(token: string): Promise<SessionRow | null> {
      const row = await db('identity_refresh_tokens as t')
        .join('identity_sessions as s', 's.id', 't.session_id')
        .where('t.token_hash', sha256(token))
        .whereNull('s.revoked_at')
        .first<SessionRow | undefined>('s.id', 's.user_id', 's.remember_me', 's.expires_at');
      return row ?? null;
    },

    /** Returns whether this call revoked it (false if it already was). */
    async revoke(sessionId: string, reason: string): Promise<boolean> {
      const n = await db('identity_sessions').where({ id: sessionId }).whereNull('revoked_at').update({ revoked_at: db.fn.now(), revoked_reason: reason });
      return n > 0;
    },

    /** The sessions of a user still open, to be ended by a command that records their ids. */
    async openIds(userId: string): Promise<string[]> {
      const rows = await db('identity_sessions').where({ user_id: userId }).whereNull('revoked_at').select<{ id: string }[]>('id');
      return rows.map((r) => r.id);
    },

    /** The person's open, unexpired sessions, most recently used first. */
    async listOpen(userId: string): Promise<OpenSession[]> {
      return db('identity_sessions')
        .where({ user_id: userId })
        .whereNull('revoked_at')
        .where('expires_at', '>', db.fn.now())
        .orderBy('last_used_at', 'desc')
        .select<OpenSession[]>('id', 'user_agent', 'created_at', 'last_used_at');
    },

    ...totpSteps(db),

    async revokeMany(sessionIds: readonly string[], reason: string): Promise<void> {
      if (sessionIds.length) await db('identity_sessions').whereIn('id', sessionIds).whereNull('revoked_at').update({ revoked_at: db.fn.now(), revoked_reason: reason });
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
