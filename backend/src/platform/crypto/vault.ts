import { CLEAR_PII_PREFIX, type EventDefinition } from '@piboost/events';
import type { Db } from '../db/knex';
import type { Migration } from '../db/migrate';
import { open, PiiTamperedError, seal } from './sealing';
import { createSubjectKeys } from './subject-keys';

export { PiiTamperedError } from './sealing';
export { SubjectShreddedError } from './subject-keys';

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

export function createPiiVault(options: PiiVaultOptions): PiiVault {
  if (options.masterKey.length !== 32) throw new Error('The PII master key must be 32 bytes');
  const keys = createSubjectKeys(options);

  async function encryptField(subjectId: string, plaintext: string): Promise<string> {
    if (subjectId.includes(':')) throw new Error('A PII subject id cannot contain ":"');
    const key = await keys.forWriting(subjectId);
    return `${PREFIX}${subjectId}:${seal(key, Buffer.from(plaintext, 'utf8'), PREFIX + subjectId).toString('base64')}`;
  }

  async function decryptField(envelope: string): Promise<string | null> {
    if (envelope.startsWith(CLEAR_PII_PREFIX)) return openClear(envelope);
    const separator = envelope.indexOf(':', PREFIX.length);
    if (!envelope.startsWith(PREFIX) || separator < 0) throw new PiiTamperedError('Not a PII envelope');
    const subjectId = envelope.slice(PREFIX.length, separator);
    const key = await keys.load(subjectId);
    if (key === null) return null;
    if (key === undefined) throw new PiiTamperedError(`No key for subject ${subjectId}`);
    return open(key, Buffer.from(envelope.slice(separator + 1), 'base64'), PREFIX + subjectId).toString('utf8');
  }

  /** A field written before its event sealed it (`pii:v0:`, see the catalogue's upcasters): readable until the subject is shredded. */
  async function openClear(wrapped: string): Promise<string | null> {
    const separator = wrapped.indexOf(':', CLEAR_PII_PREFIX.length);
    if (separator < 0) throw new PiiTamperedError('Not a PII envelope');
    return (await keys.load(wrapped.slice(CLEAR_PII_PREFIX.length, separator))) === null ? null : wrapped.slice(separator + 1);
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

    shred: keys.shred,

    async isShredded(subjectId) {
      return (await keys.load(subjectId)) === null;
    },

    preload: keys.preload,
  };
}

/** The vault as the staff-search read models use it (user_search, inbox_search): one key lookup per batch, then each field. */
export function openSealed(vault: PiiVault) {
  return async (fields: readonly { subjectId: string; envelope: string }[]) => {
    await vault.preload(fields.map((f) => f.subjectId));
    return Promise.all(fields.map((f) => vault.decryptField(f.envelope)));
  };
}
