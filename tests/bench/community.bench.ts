// The community's room feed (GET /api/community/rooms/geral/threads) over a room of 100k posts
// (5,000 threads of 20 posts, a few held threads beside them): the first page, a deep page and a
// search. Each is timed through the real app over HTTP - bearer and session check, rate limit,
// entitlements, the feed and count queries, opening the page's sealed titles and the authors' names
// - beside the very SQL that request ran on the read models (captured from knex), timed directly.
// Target: p99 < 50 ms. The rooms and the 50 people are written as the product writes them (events,
// folded by the real projector); the threads and posts are inserted straight into the read model's
// tables, their titles sealed with their authors' keys as the log would hold them.
// Run: npx tsx tests/bench/community.bench.ts [posts=100000] [requests=300]
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { CommunityRoomOpened, communityRoomStream, newEvent } from '@piboost/events';
import { BUILT_IN_ROOMS } from '@piboost/backend/modules/community/index';
import { sessionToken } from '../support/sessions';
import { fmt, isMain, percentile, projectAll, sampleTimes } from './support';
import { openBenchRuntime } from './http-load';

const POSTS_PER_THREAD = 20;
const TOPICS = ['Halving', 'Ethereum', 'Stablecoins', 'Imposto de renda', 'Carteira fria', 'Análise técnica', 'Solana', 'DCA mensal', 'Corretoras', 'Renda passiva'];

export async function main(posts = 100_000, requests = 300): Promise<void> {
  const { database, runtime, app } = await openBenchRuntime();
  const server = createServer(app().callback());
  const direct = new pg.Pool({ connectionString: database.url, max: 4 });
  try {
    const started = performance.now();
    for (const room of BUILT_IN_ROOMS) await runtime.events.append(communityRoomStream(room.roomId), [newEvent(CommunityRoomOpened, room)], { expected: 'no_stream' });
    const people = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const userId = randomUUID();
        return { userId, token: await sessionToken(runtime, { userId, roles: ['user'], premium: false, profileComplete: true }, 3600) };
      }),
    );
    await projectAll(runtime);

    // ---- the read model: threads and posts of the general room ----
    const room = await runtime.db('community_rooms').where({ slug: 'geral' }).first();
    const sealedTitles = await Promise.all(people.map((p, i) => runtime.vault.encryptField(p.userId, `${TOPICS[i % TOPICS.length]}: o que vocês acham? (${i})`)));
    const sealedBodies = await Promise.all(people.map((p, i) => runtime.vault.encryptField(p.userId, `Minha opinião número ${i} sobre o mercado.`)));
    const threads = Math.ceil(posts / POSTS_PER_THREAD);
    const base = Date.parse('2026-01-01T00:00:00Z');
    for (let from = 0; from < threads; from += 1000) {
      const count = Math.min(1000, threads - from);
      const threadRows = Array.from({ length: count }, (_, k) => {
        const i = from + k;
        const author = i % people.length;
        return {
          thread_id: randomUUID(),
          room_id: room.room_id,
          first_post_id: randomUUID(),
          author_id: people[author]!.userId,
          title: sealedTitles[author]!,
          // One thread in 500 waits for moderation (its author's, held from the others).
          held: i % 500 === 7 ? 'link_new_account' : null,
          reply_count: POSTS_PER_THREAD - 1,
          reaction_count: i % 13,
          created_at: new Date(base + i * 600_000),
          last_post_at: new Date(base + i * 600_000 + ((i * 7919) % 86_400) * 1000),
        };
      });
      await runtime.db('community_threads').insert(threadRows);
      const postRows = threadRows.flatMap((t, k) =>
        Array.from({ length: POSTS_PER_THREAD }, (_, n) => {
          const author = (from + k + n) % people.length;
          return {
            post_id: n === 0 ? t.first_post_id : randomUUID(),
            thread_id: t.thread_id,
            room_id: room.room_id,
            author_id: people[author]!.userId,
            position: String((from + k) * POSTS_PER_THREAD + n).padStart(12, '0'),
            first: n === 0,
            body: sealedBodies[author]!,
            held: n === 0 ? t.held : null,
            created_at: new Date(t.created_at.getTime() + n * 60_000),
          };
        }),
      );
      for (let i = 0; i < postRows.length; i += 5000) await runtime.db('community_posts').insert(postRows.slice(i, i + 5000));
      await runtime.db('community_search').insert(threadRows.map((t, k) => ({ post_id: t.first_post_id, thread_id: t.thread_id, author_id: t.author_id, text: `${TOPICS[(from + k) % people.length % TOPICS.length]!.toLowerCase()} o que voces acham?` })));
    }
    const published = await runtime.db('community_threads').where({ room_id: room.room_id }).whereNull('held').count<{ n: string }[]>('* as n');
    const postCount = await runtime.db('community_posts').where({ room_id: room.room_id }).whereNull('held').count<{ n: string }[]>('* as n');
    await runtime.db('community_rooms').where({ room_id: room.room_id }).update({ thread_count: Number(published[0]!.n), post_count: Number(postCount[0]!.n), last_post_at: new Date() });
    await runtime.db.raw('VACUUM ANALYZE');
    console.log(`set-up: ${fmt(threads)} threads, ${fmt(threads * POSTS_PER_THREAD)} posts in ${fmt((performance.now() - started) / 1000, 1)} s`);

    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    let turn = 0;
    const token = () => people[turn++ % people.length]!.token;
    const cases = [
      { label: 'first page', query: '' },
      { label: 'page 100', query: '?page=100' },
      { label: 'search "halving"', query: '?q=halving' },
    ];
    for (const { label, query } of cases) {
      const path = `${url}/api/community/rooms/geral/threads${query}`;
      const captured: { sql: string; bindings: readonly unknown[] }[] = [];
      const capture = (q: { sql: string; bindings?: readonly unknown[] }) => {
        if (/community_|"users"/.test(q.sql)) captured.push({ sql: q.sql, bindings: q.bindings ?? [] });
      };
      runtime.db.on('query', capture);
      const probe = await fetch(path, { headers: { Authorization: `Bearer ${token()}` } });
      runtime.db.off('query', capture);
      const body = (await probe.json()) as { data?: { threads: unknown[]; total: number } };
      if (probe.status !== 200 || !body.data?.threads.length) throw new Error(`${label}: ${probe.status} ${JSON.stringify(body).slice(0, 300)}`);

      const api = await sampleTimes(async () => {
        const res = await fetch(path, { headers: { Authorization: `Bearer ${token()}` } });
        if (res.status !== 200) throw new Error(`${label}: ${res.status}`);
        await res.arrayBuffer();
      }, requests);
      // The same statements straight to PostgreSQL, one after another (the handler runs some side by side).
      const sql = await sampleTimes(async () => {
        for (const q of captured) await direct.query(q.sql, q.bindings as unknown[]);
      }, requests);
      const ms = (n: number) => `${fmt(n, 1)} ms`;
      console.log(
        `${label} [${fmt(body.data.total)} threads]: API p50 ${ms(percentile(api, 50))}, p99 ${ms(percentile(api, 99))} | same SQL direct (${captured.length} statements) p50 ${ms(percentile(sql, 50))}, p99 ${ms(percentile(sql, 99))} | target p99 < 50 ms${percentile(api, 99) < 50 ? '' : ' - MISSED'}`,
      );
    }
  } finally {
    server.close();
    await direct.end();
    await runtime.close();
    await database.drop();
  }
}

if (isMain(import.meta.url)) {
  const [posts, requests] = process.argv.slice(2).map(Number);
  await main(posts || undefined, requests || undefined);
}
