// Idempotency-Key (draft-ietf-httpapi-idempotency-key-header): a client that retries a POST after a
// timeout sends the same key and gets the first answer again instead of creating a second ticket,
// form message, invoice or award. Every POST route honours it (mount.ts); the key is scoped to the
// route and the caller, and bound to the request body.
import { createHash } from 'node:crypto';
import type { Db } from '../db/knex';
import type { Migration } from '../db/migrate';
import { HttpError } from './errors';

/** Keys are client-made (a UUID is typical); anything printable up to 255 characters. */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** How long a key is remembered: a day covers any client's retry policy. */
export const IDEMPOTENCY_TTL_HOURS = 24;

/** A request still running for longer than this is taken to have died with its process. */
const ABANDONED_AFTER_SECONDS = 60;

export interface StoredResponse {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; response: StoredResponse }
  | { kind: 'in-progress' }
  | { kind: 'mismatch' };

export interface IdempotencyStore {
  /** Takes the key for this request, or says what became of the first request that used it. */
  claim(scope: string, key: string, fingerprint: string): Promise<Claim>;
  complete(scope: string, key: string, response: StoredResponse): Promise<void>;
  /** The request failed without an answer worth keeping: a retry runs it again. */
  release(scope: string, key: string): Promise<void>;
}

export const idempotencyMigrations: Migration[] = [
  {
    name: 'http/002-idempotency-keys',
    async up(db) {
      await db.raw(`
        CREATE TABLE http_idempotency_keys (
          scope text NOT NULL,
          key text NOT NULL,
          fingerprint text NOT NULL,
          status integer,
          body jsonb,
          headers jsonb,
          created_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (scope, key)
        );
        CREATE INDEX http_idempotency_keys_created ON http_idempotency_keys (created_at);`);
    },
    async down(db) {
      await db.schema.dropTable('http_idempotency_keys');
    },
  },
];

export function fingerprint(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

interface Row {
  fingerprint: string;
  status: number | null;
  body: unknown;
  headers: Record<string, string> | null;
  abandoned: boolean;
}

export class PostgresIdempotencyStore implements IdempotencyStore {
  private lastPrune = -Infinity;

  constructor(
    private readonly db: Db,
    private readonly pruneEveryMs = 10 * 60_000,
  ) {}

  async claim(scope: string, key: string, print: string): Promise<Claim> {
    await this.prune();
    for (let attempt = 0; attempt < 2; attempt++) {
      const inserted = await this.db.raw<{ rowCount: number }>(
        'INSERT INTO http_idempotency_keys (scope, key, fingerprint) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
        [scope, key, print],
      );
      if (inserted.rowCount === 1) return { kind: 'claimed' };
      const row = await this.db('http_idempotency_keys')
        .where({ scope, key })
        .first<Row | undefined>('fingerprint', 'status', 'body', 'headers', this.db.raw(`created_at < now() - make_interval(secs => ?) AS abandoned`, [ABANDONED_AFTER_SECONDS]));
      if (!row) continue; // expired and pruned in between: claim again
      if (row.fingerprint !== print) return { kind: 'mismatch' };
      if (row.status !== null) return { kind: 'replay', response: { status: row.status, body: row.body, headers: row.headers ?? {} } };
      if (!row.abandoned) return { kind: 'in-progress' };
      await this.db('http_idempotency_keys').where({ scope, key }).whereNull('status').delete();
    }
    return { kind: 'in-progress' };
  }

  async complete(scope: string, key: string, response: StoredResponse): Promise<void> {
    await this.db('http_idempotency_keys')
      .where({ scope, key })
      .update({ status: response.status, body: JSON.stringify(response.body ?? null), headers: JSON.stringify(response.headers) });
  }

  async release(scope: string, key: string): Promise<void> {
    await this.db('http_idempotency_keys').where({ scope, key }).whereNull('status').delete();
  }

  private async prune(): Promise<void> {
    const now = performance.now();
    if (now - this.lastPrune < this.pruneEveryMs) return;
    this.lastPrune = now;
    await this.db('http_idempotency_keys').where('created_at', '<', this.db.raw(`now() - interval '${IDEMPOTENCY_TTL_HOURS} hours'`)).delete();
  }
}

export class IdempotencyKeyInvalid extends HttpError {
  constructor() {
    super(400, 'IDEMPOTENCY_KEY_INVALID', 'Idempotency-Key inválida: use até 255 caracteres visíveis (por exemplo, um UUID).');
  }
}

export class IdempotencyKeyReused extends HttpError {
  constructor() {
    super(422, 'IDEMPOTENCY_KEY_REUSED', 'Esta Idempotency-Key já foi usada com outro conteúdo. Gere uma nova chave para um novo pedido.');
  }
}

export class IdempotencyInProgress extends HttpError {
  constructor() {
    super(409, 'IDEMPOTENCY_IN_PROGRESS', 'Um pedido com esta Idempotency-Key ainda está em andamento. Tente novamente em instantes.', undefined, {
      'Retry-After': '1',
    });
  }
}
