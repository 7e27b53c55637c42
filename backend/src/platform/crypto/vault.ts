import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { CLEAR_PII_PREFIX, type EventDefinition } from '@piboost/events';
import type { Db } from '../db/knex';
import type { Migration } from '../db/migrate';

export const vaultMigrations: Migration[] = [
  {
    name: 'vault/001-pii-keys',
    async up(db) {
      await db.schema.createTable('pii_keys', (t) => {
        t.text('subject_id').primary();
        // NULL once shredded: the row stays so that the subject is known to be erased.
        t.binary('wrapped_key').nullable();
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.timestamp('shredded_at', { useTz: true }).nullable();
      });
    },
    async down(db) {
      await db.schema.dropTable('pii_keys');
    },
  },
];

const PREFIX = 'pii:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The envelope or its key was altered, or was not made with this master key. */
export class PiiTamperedError extends Error {
  override name = 'PiiTamperedError';
}

/** Writing personal data for a subject whose key was destroyed. */
export class SubjectShreddedError extends Error {
  override name = 'SubjectShreddedError';
  constructor(readonly subjectId: string) {
    super(`Personal data of subject ${subjectId} was erased`);
  }
}

function seal(key: Buffer, plaintext: Buffer, aad: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
}

function open(key: Buffer, sealed: Buffer, aad: string): Buffer {
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new PiiTamperedError('Sealed value too short');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    throw new PiiTamperedError('Authentication of sealed value failed');
  }
}

export interface PiiVaultOptions {
  db: Db;
  /** 32 bytes: config.secrets.piiMasterKey. */
  masterKey: Buffer;
  /**
   * How long an unwrapped key stays in memory. Shredding clears this process's cache at once; other
   * processes stop reading the subject's data within this time.
   */
  cacheTtlMs?: number;
  /** Most keys kept in memory; the oldest are dropped first. */
  cacheSize?: number;
}

type PiiData = Record<string, unknown>;

/**
 * Crypto-shredding (ARCHITECTURE §7): each subject's personal fields are encrypted with the subject's
 * own data key, itself stored wrapped by the master key. Destroying the data key makes every copy of
 * those fields - in the event log, backups, read models built from them - unreadable for good.
 */
export interface PiiVault {
  /** `pii:v1:<subjectId>:<base64 iv|tag|ciphertext>`; creates the subject's key on first use. */
  encryptField(subjectId: string, plaintext: string): Promise<string>;
  /**
   * The plaintext, or null once the subject is shredded. Throws PiiTamperedError if altered. Also
   * opens `pii:v0:` fields (written in the clear before their event sealed them).
   */
  decryptField(envelope: string): Promise<string | null>;
  /** Encrypts the event's `pii` fields in a copy of `data`; other fields are untouched. */
  encryptEventData<T extends PiiData>(definition: Pick<EventDefinition, 'type' | 'pii'>, subjectId: string, data: T): Promise<T>;
  /** Decrypts the event's `pii` fields in a copy of `data`; they become null once the subject is shredded. */
  decryptEventData<T extends PiiData>(definition: Pick<EventDefinition, 'type' | 'pii'>, data: T): Promise<T>;
  /** Destroys the subject's key. Irreversible. */
  shred(subjectId: string): Promise<void>;
  isShredded(subjectId: string): Promise<boolean>;
  /** Loads many subjects' keys in one query (projection rebuilds decrypt many subjects in a batch). */
  preload(subjectIds: readonly string[]): Promise<void>;
}

/** A cached key, or null for a shredded subject. */
interface CacheEntry {
  key: Buffer | null;
  expiresAt: number;
}

export function createPiiVault(options: PiiVaultOptions): PiiVault {
  const { db, masterKey } = options;
  if (masterKey.length !== 32) throw new Error('The PII master key must be 32 bytes');
  const ttl = options.cacheTtlMs ?? 60_000;
  const maxSize = options.cacheSize ?? 50_000;
  const cache = new Map<string, CacheEntry>();

  // The subject id is authenticated with the wrapped key, so a key row cannot be moved to another subject.
  const wrap = (subjectId: string, key: Buffer) => seal(masterKey, key, `pii-key:${subjectId}`);
  const unwrap = (subjectId: string, wrapped: Buffer) => open(masterKey, wrapped, `pii-key:${subjectId}`);

  function remember(subjectId: string, key: Buffer | null): void {
    cache.delete(subjectId);
    if (cache.size >= maxSize) cache.delete(cache.keys().next().value!);
    cache.set(subjectId, { key, expiresAt: Date.now() + ttl });
  }

  function cached(subjectId: string): CacheEntry | undefined {
    const entry = cache.get(subjectId);
    if (entry && entry.expiresAt > Date.now()) return entry;
    if (entry) cache.delete(subjectId);
    return undefined;
  }

  /** undefined: no key was ever made for the subject. null: shredded. */
  async function loadKey(subjectId: string): Promise<Buffer | null | undefined> {
    const entry = cached(subjectId);
    if (entry) return entry.key;
    const row = await db('pii_keys').where({ subject_id: subjectId }).first<{ wrapped_key: Buffer | null } | undefined>('wrapped_key');
    if (!row) return undefined;
    const key = row.wrapped_key ? unwrap(subjectId, row.wrapped_key) : null;
    remember(subjectId, key);
    return key;
  }

  async function keyForWriting(subjectId: string): Promise<Buffer> {
    const existing = await loadKey(subjectId);
    if (existing === null) throw new SubjectShreddedError(subjectId);
    if (existing) return existing;
    // Two processes may create the first key at once: the first insert wins and both use it.
    await db('pii_keys').insert({ subject_id: subjectId, wrapped_key: wrap(subjectId, randomBytes(32)) }).onConflict('subject_id').ignore();
    const key = await loadKey(subjectId);
    if (!key) throw new SubjectShreddedError(subjectId);
    return key;
  }

  async function encryptField(subjectId: string, plaintext: string): Promise<string> {
    if (subjectId.includes(':')) throw new Error('A PII subject id cannot contain ":"');
    const key = await keyForWriting(subjectId);
    return `${PREFIX}${subjectId}:${seal(key, Buffer.from(plaintext, 'utf8'), PREFIX + subjectId).toString('base64')}`;
  }

  async function decryptField(envelope: string): Promise<string | null> {
    if (envelope.startsWith(CLEAR_PII_PREFIX)) return openClear(envelope);
    const separator = envelope.indexOf(':', PREFIX.length);
    if (!envelope.startsWith(PREFIX) || separator < 0) throw new PiiTamperedError('Not a PII envelope');
    const subjectId = envelope.slice(PREFIX.length, separator);
    const key = await loadKey(subjectId);
    if (key === null) return null;
    if (key === undefined) throw new PiiTamperedError(`No key for subject ${subjectId}`);
    return open(key, Buffer.from(envelope.slice(separator + 1), 'base64'), PREFIX + subjectId).toString('utf8');
  }

  /** A field written before its event sealed it (`pii:v0:`, see the catalogue's upcasters): readable until the subject is shredded. */
  async function openClear(wrapped: string): Promise<string | null> {
    const separator = wrapped.indexOf(':', CLEAR_PII_PREFIX.length);
    if (separator < 0) throw new PiiTamperedError('Not a PII envelope');
    return (await loadKey(wrapped.slice(CLEAR_PII_PREFIX.length, separator))) === null ? null : wrapped.slice(separator + 1);
  }

  function piiFields(definition: Pick<EventDefinition, 'type' | 'pii'>, data: PiiData): string[] {
    return definition.pii.filter((field) => {
      const value = data[field];
      if (value === undefined || value === null) return false;
      if (typeof value !== 'string') throw new TypeError(`${definition.type}.${field}: personal fields must be strings`);
      return true;
    });
  }

  return {
    encryptField,
    decryptField,

    async encryptEventData(definition, subjectId, data) {
      const copy: PiiData = { ...data };
      for (const field of piiFields(definition, data)) copy[field] = await encryptField(subjectId, data[field] as string);
      return copy as typeof data;
    },

    async decryptEventData(definition, data) {
      const copy: PiiData = { ...data };
      for (const field of piiFields(definition, data)) copy[field] = await decryptField(data[field] as string);
      return copy as typeof data;
    },

    async shred(subjectId) {
      await db('pii_keys')
        .insert({ subject_id: subjectId, wrapped_key: null, shredded_at: db.fn.now() })
        .onConflict('subject_id')
        .merge({ wrapped_key: null, shredded_at: db.raw('coalesce(pii_keys.shredded_at, now())') });
      remember(subjectId, null);
    },

    async isShredded(subjectId) {
      return (await loadKey(subjectId)) === null;
    },

    async preload(subjectIds) {
      const missing = [...new Set(subjectIds)].filter((id) => !cached(id));
      if (!missing.length) return;
      const rows = await db('pii_keys').whereIn('subject_id', missing).select<{ subject_id: string; wrapped_key: Buffer | null }[]>('subject_id', 'wrapped_key');
      for (const row of rows) remember(row.subject_id, row.wrapped_key ? unwrap(row.subject_id, row.wrapped_key) : null);
    },
  };
}

/** The vault as the staff-search read models use it (user_search, inbox_search): one key lookup per batch, then each field. */
export function openSealed(vault: PiiVault) {
  return async (fields: readonly { subjectId: string; envelope: string }[]) => {
    await vault.preload(fields.map((f) => f.subjectId));
    return Promise.all(fields.map((f) => vault.decryptField(f.envelope)));
  };
}
