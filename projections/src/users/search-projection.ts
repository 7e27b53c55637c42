// user_search: a lower-cased, accent-free copy of each account's name, so staff can find a person
// by part of their name. Names are sealed in the log and in `users` (one key per person), so no
// index can be built on them; this read model is given the vault's decrypt function and keeps the
// one field staff search by in the clear. It is the only place a name rests in plaintext, which is
// why it holds nothing else and why an erasure (SubjectShredded) deletes the row: after that the
// key is gone, so a rebuild cannot bring the name back either. E-mails are not copied: staff find
// a person by exact e-mail through its keyed hash (`users.email_hash`).
import type { Knex } from 'knex';
import { AccountRegistered, ProfileUpdated, SubjectShredded, isEvent, type RecordedEvent } from '@piboost/events';
import { indexName, type Projection, type ProjectionTarget } from '../engine/projection';

/** Opens sealed fields (the PII vault): null for a person whose key was destroyed. */
export type OpenSealed = (fields: readonly { subjectId: string; envelope: string }[]) => Promise<(string | null)[]>;

/** What searching compares: lower case, no accents, single spaces ("João  Conceição" -> "joao conceicao"). */
export function searchableName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

function fold(events: readonly RecordedEvent[]) {
  const names = new Map<string, string>();
  const erased = new Set<string>();
  for (const e of events) {
    if (isEvent(e, SubjectShredded)) {
      erased.add(e.data.subjectId);
      names.delete(e.data.subjectId);
    } else if (isEvent(e, AccountRegistered) || (isEvent(e, ProfileUpdated) && e.data.name !== undefined)) {
      const { userId, name } = e.data as { userId: string; name: string };
      if (!erased.has(userId)) names.set(userId, name);
    }
  }
  return { names, erased };
}

async function createTables(db: Knex, table: (logical: string) => string): Promise<void> {
  const t = table('user_search');
  await db.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await db.raw(`CREATE TABLE ?? (id uuid PRIMARY KEY, name text NOT NULL)`, [t]);
  // Trigrams serve "contains" (LIKE '%ana%') for 3 characters and more, at any position in the name.
  await db.raw(`CREATE INDEX ?? ON ?? USING gin (name gin_trgm_ops)`, [indexName(t, 'name'), t]);
}

export function userSearchProjection(open: OpenSealed): Projection {
  async function applyBatch(events: readonly RecordedEvent[], { trx, table }: ProjectionTarget): Promise<void> {
    const { names, erased } = fold(events);
    const t = table('user_search');
    if (names.size) {
      const ids = [...names.keys()];
      const opened = await open(ids.map((subjectId) => ({ subjectId, envelope: names.get(subjectId)! })));
      const kept = ids.map((id, i) => [id, opened[i]] as const).filter((r): r is readonly [string, string] => r[1] !== null);
      // A name that cannot be opened any more belongs to an erased person: nothing to keep.
      const gone = ids.filter((_, i) => opened[i] === null);
      if (gone.length) await trx(t).whereIn('id', gone).delete();
      if (kept.length) {
        await trx.raw(`INSERT INTO ?? (id, name) SELECT * FROM unnest(?::uuid[], ?::text[]) ON CONFLICT (id) DO UPDATE SET name = excluded.name`, [
          t,
          kept.map((r) => r[0]),
          kept.map((r) => searchableName(r[1])),
        ]);
      }
    }
    if (erased.size) await trx(t).whereIn('id', [...erased]).delete();
  }

  return {
    name: 'user_search',
    version: 1,
    eventTypes: [AccountRegistered, ProfileUpdated, SubjectShredded].map((d) => d.type),
    tables: ['user_search'],
    createTables,
    applyBatch,
  };
}
