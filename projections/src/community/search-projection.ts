// community_search: what a room's search compares - each post's text (with its thread's title for the
// first post), lower cased and accent-free. Titles and bodies are sealed with the author's key in the
// log and in `community_posts`, so no index can be built on them there; like inbox_search, this read
// model is given the vault's open function, keeps only the searchable text, and deletes an author's
// rows on erasure (after which the key is gone and a rebuild cannot bring the text back).
import type { Knex } from 'knex';
import { CommunityReplyPosted, CommunityThreadStarted, SubjectShredded, isEvent, type RecordedEvent } from '@piboost/events';
import { indexName, type Projection, type ProjectionTarget } from '../engine/projection';
import { searchableName, type OpenSealed } from '../users/search-projection';

interface Sealed {
  postId: string;
  threadId: string;
  authorId: string;
  fields: string[];
}

async function createTables(db: Knex, table: (logical: string) => string): Promise<void> {
  const t = table('community_search');
  await db.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await db.raw(`CREATE TABLE ?? (post_id uuid PRIMARY KEY, thread_id uuid NOT NULL, author_id uuid NOT NULL, text text NOT NULL)`, [t]);
  await db.raw(`CREATE INDEX ?? ON ?? USING gin (text gin_trgm_ops)`, [indexName(t, 'text'), t]);
  await db.raw(`CREATE INDEX ?? ON ?? (author_id)`, [indexName(t, 'author'), t]);
}

export function communitySearchProjection(open: OpenSealed): Projection {
  async function applyBatch(events: readonly RecordedEvent[], { trx, table }: ProjectionTarget): Promise<void> {
    const t = table('community_search');
    // In log order: an erasure deletes what came before it, and nothing of that author can come after.
    let pending: Sealed[] = [];
    const flush = async () => {
      if (!pending.length) return;
      const opened = await open(pending.flatMap((p) => p.fields.map((envelope) => ({ subjectId: p.authorId, envelope }))));
      let next = 0;
      const rows = pending
        .map((p) => ({ ...p, text: opened.slice(next, (next += p.fields.length)) }))
        .filter((r) => r.text.every((x) => x !== null));
      if (rows.length) {
        await trx.raw(`INSERT INTO ?? (post_id, thread_id, author_id, text) SELECT * FROM unnest(?::uuid[], ?::uuid[], ?::uuid[], ?::text[]) ON CONFLICT (post_id) DO NOTHING`, [
          t,
          rows.map((r) => r.postId),
          rows.map((r) => r.threadId),
          rows.map((r) => r.authorId),
          rows.map((r) => searchableName(r.text.join(' '))),
        ]);
      }
      pending = [];
    };
    for (const e of events) {
      if (isEvent(e, SubjectShredded)) {
        await flush();
        await trx(t).where({ author_id: e.data.subjectId }).delete();
      } else if (isEvent(e, CommunityThreadStarted)) {
        pending.push({ postId: e.data.postId, threadId: e.data.threadId, authorId: e.data.authorId, fields: [e.data.title, e.data.body] });
      } else if (isEvent(e, CommunityReplyPosted)) {
        pending.push({ postId: e.data.postId, threadId: e.data.threadId, authorId: e.data.authorId, fields: [e.data.body] });
      }
    }
    await flush();
  }

  return {
    name: 'community_search',
    version: 1,
    eventTypes: [CommunityThreadStarted, CommunityReplyPosted, SubjectShredded].map((d) => d.type),
    tables: ['community_search'],
    createTables,
    applyBatch,
  };
}
