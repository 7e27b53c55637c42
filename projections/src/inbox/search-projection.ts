// inbox_search: what staff search the inbox by - the sender's name and what they typed (subject or
// position, company, message) - lower cased and accent-free. All are sealed with the sender's key in
// the log and in `inbox`, so no index can be built on them; like user_search, this read model is
// given the vault's decrypt function, keeps only the searchable text, and deletes a sender's rows on
// erasure (after which the key is gone and a rebuild cannot bring the text back).
import type { Knex } from 'knex';
import {
  CareerApplicationReceived,
  ContactMessageReceived,
  HelpRequestReceived,
  PressContactReceived,
  SubjectShredded,
  SupportTicketOpened,
  isEvent,
  type RecordedEvent,
} from '@piboost/events';
import { indexName, type Projection, type ProjectionTarget } from '../engine/projection';
import { searchableName, type OpenSealed } from '../users/search-projection';

const received = [SupportTicketOpened, HelpRequestReceived, ContactMessageReceived, CareerApplicationReceived, PressContactReceived];

interface Sealed {
  id: string;
  subjectId: string;
  /** Name, subject or position, company (when given) and message or cover letter, each sealed. */
  fields: string[];
}

async function createTables(db: Knex, table: (logical: string) => string): Promise<void> {
  const t = table('inbox_search');
  await db.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await db.raw(`CREATE TABLE ?? (id uuid PRIMARY KEY, subject_id uuid NOT NULL, text text NOT NULL)`, [t]);
  await db.raw(`CREATE INDEX ?? ON ?? USING gin (text gin_trgm_ops)`, [indexName(t, 'text'), t]);
  await db.raw(`CREATE INDEX ?? ON ?? (subject_id)`, [indexName(t, 'subject'), t]);
}

export function inboxSearchProjection(open: OpenSealed): Projection {
  async function applyBatch(events: readonly RecordedEvent[], { trx, table }: ProjectionTarget): Promise<void> {
    const items: Sealed[] = [];
    const erased = new Set<string>();
    for (const e of events) {
      if (isEvent(e, SubjectShredded)) erased.add(e.data.subjectId);
      else if (received.some((d) => d.type === e.type)) {
        const d = e.data as { itemId: string; subjectId: string; name: string; subject?: string; position?: string; company?: string | null; message?: string; coverLetter?: string };
        const typed = [d.subject ?? d.position, d.company, d.message ?? d.coverLetter].filter((f): f is string => typeof f === 'string');
        items.push({ id: d.itemId, subjectId: d.subjectId, fields: [d.name, ...typed] });
      }
    }
    const t = table('inbox_search');
    const kept = items.filter((i) => !erased.has(i.subjectId));
    if (kept.length) {
      const opened = await open(kept.flatMap((i) => i.fields.map((envelope) => ({ subjectId: i.subjectId, envelope }))));
      let next = 0;
      const texts = kept.map((i) => opened.slice(next, (next += i.fields.length)));
      // A field that cannot be opened belongs to an erased sender: nothing to keep.
      const rows = kept.map((i, n) => ({ ...i, text: texts[n]! })).filter((r) => r.text.every((t) => t !== null));
      if (rows.length) {
        await trx.raw(`INSERT INTO ?? (id, subject_id, text) SELECT * FROM unnest(?::uuid[], ?::uuid[], ?::text[]) ON CONFLICT (id) DO NOTHING`, [
          t,
          rows.map((r) => r.id),
          rows.map((r) => r.subjectId),
          rows.map((r) => searchableName(r.text.join(' '))),
        ]);
      }
    }
    if (erased.size) await trx(t).whereIn('subject_id', [...erased]).delete();
  }

  return {
    name: 'inbox_search',
    version: 2,
    eventTypes: [...received, SubjectShredded].map((d) => d.type),
    tables: ['inbox_search'],
    createTables,
    applyBatch,
  };
}
