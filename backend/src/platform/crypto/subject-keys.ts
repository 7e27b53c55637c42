// Each subject's data key (crypto-shredding, ARCHITECTURE §7): stored wrapped by the master key in
// pii_keys, created on first write, destroyed by a shred, kept unwrapped in memory for a while.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/knex';
import { open, seal } from './sealing';

/** Writing personal data for a subject whose key was destroyed. */
export class SubjectShreddedError extends Error {
  override name = 'SubjectShreddedError';
  constructor(readonly subjectId: string) {
    super(`Personal data of subject ${subjectId} was erased`);
  }
}

/** A cached key, or null for a shredded subject. */
interface CacheEntry {
  key: Buffer | null;
  expiresAt: number;
}

/** A subject's key: undefined when none was ever made, null once shredded. */
export interface SubjectKeys {
  load(subjectId: string): Promise<Buffer | null | undefined>;
  /** The key, created when missing; throws SubjectShreddedError once shredded. */
  forWriting(subjectId: string): Promise<Buffer>;
  shred(subjectId: string): Promise<void>;
  preload(subjectIds: readonly string[]): Promise<void>;
}

export function createSubjectKeys(options: { db: Db; masterKey: Buffer; cacheTtlMs?: number; cacheSize?: number }): SubjectKeys {
  const { db, masterKey } = options;
  const ttl = options.cacheTtlMs ?? 60_000;
  const maxSize = options.cacheSize ?? 50_000;
  const cache = new Map<string, CacheEntry>();

  // The subject id is authenticated with the wrapped key, so a key row cannot be moved to another subject.
  const wrap = (subjectId: string, key: Buffer) => seal(masterKey, key, `pii-key:${subjectId}`);
  const unwrap = (subjectId: string, wrapped: Buffer) => open(masterKey, wrapped, `pii-key:${subjectId}`);

  function remember(subjectId: string, key: Buffer | null): void {
    cache.delete(subjectId);
    if (cache.size >= maxSize) cache.delete(cache.keys().next().value!);
    cache.set(subjectId, { key, expiresAt: performance.now() + ttl });
  }

  function cached(subjectId: string): CacheEntry | undefined {
    const entry = cache.get(subjectId);
    if (entry && entry.expiresAt > performance.now()) return entry;
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

  return {
    load: loadKey,
    forWriting: keyForWriting,

    async shred(subjectId) {
      await db('pii_keys')
        .insert({ subject_id: subjectId, wrapped_key: null, shredded_at: db.fn.now() })
        .onConflict('subject_id')
        .merge({ wrapped_key: null, shredded_at: db.raw('coalesce(pii_keys.shredded_at, now())') });
      remember(subjectId, null);
    },

    async preload(subjectIds) {
      const missing = [...new Set(subjectIds)].filter((id) => !cached(id));
      if (!missing.length) return;
      const rows = await db('pii_keys').whereIn('subject_id', missing).select<{ subject_id: string; wrapped_key: Buffer | null }[]>('subject_id', 'wrapped_key');
      for (const row of rows) remember(row.subject_id, row.wrapped_key ? unwrap(row.subject_id, row.wrapped_key) : null);
    },
  };
}
