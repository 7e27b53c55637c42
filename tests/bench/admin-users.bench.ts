// The back office's users list (GET /api/admin/users) over 100k accounts: a filter + sort + page,
// and two searches (part of a name through the name-search read model, an exact e-mail through its
// keyed hash). Each is timed through the real app over HTTP - bearer check, rate limit, validation,
// the page and count queries, opening the page's sealed names and e-mails - beside the very SQL
// that request ran (captured from knex), timed directly. Target: p99 < 50 ms.
// The accounts are written as the product writes them (sealed AccountRegistered + PlanSelected,
// each person's own key) and folded by the real projector.
// Run: npx tsx tests/bench/admin-users.bench.ts [users=100000] [requests=300]
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';
import { AccountRegistered, PlanSelected, newEvent, userStream } from '@piboost/events';
import { sessionToken } from '../support/sessions';
import { fmt, isMain, percentile, projectAll } from './support';
import { openBenchRuntime } from './http-load';

const FIRST = ['Ana', 'Bruno', 'Camila', 'Diego', 'Eduarda', 'Felipe', 'Gabriela', 'Henrique', 'Isabela', 'João', 'Larissa', 'Marcos', 'Natália', 'Otávio', 'Paula', 'Rafael', 'Sofia', 'Thiago', 'Vitória', 'Lucas'];
const LAST = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa'];
// One uncommon surname per ~400 people: what a search for a specific person looks like.
const RARE = ['Conceição', 'Albuquerque', 'Bittencourt', 'Quintanilha', 'Zanetti'];

export async function main(users = 100_000, requests = 300): Promise<void> {
  const { database, runtime, app } = await openBenchRuntime();
  const server = createServer(app().callback());
  // The reference: the captured statements sent straight to PostgreSQL, no app around them.
  const direct = new pg.Pool({ connectionString: database.url, max: 4 });
  try {
    // ---- 100k accounts, appended as sign-ups append them, 32 at a time ----
    const started = performance.now();
    let next = 0;
    let probeEmail = '';
    const person = (i: number) => {
      const last = i % 400 === 7 ? RARE[(i / 400) % RARE.length | 0]! : LAST[(i * 7) % LAST.length]!;
      return { name: `${FIRST[i % FIRST.length]} ${LAST[(i * 3) % LAST.length]} ${last}`, email: `pessoa${i}@exemplo.com.br` };
    };
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        for (let i = next++; i < users; i = next++) {
          const userId = randomUUID();
          const { name, email } = person(i);
          if (i === Math.floor(users / 2)) probeEmail = email;
          const role = i % 100 === 0 ? 'support' : i % 500 === 1 ? 'admin' : 'user';
          const emailHash = runtime.keyedHash(email);
          await runtime.events.append(
            userStream(userId),
            [
              newEvent(AccountRegistered, { userId, email, emailHash, name, role, provider: 'google', googleSubject: `g${i}`, emailVerifiedAt: new Date().toISOString() }),
              newEvent(PlanSelected, { userId, plan: (['freemium', 'freemium', 'professional', 'elite'] as const)[i % 4]! }),
            ],
            { expected: 'no_stream' },
          );
        }
      }),
    );
    const appended = performance.now();
    const projected = await projectAll(runtime);
    console.log(`set-up: ${fmt(users)} accounts appended in ${fmt((appended - started) / 1000, 1)} s, projected in ${fmt(projected, 1)} s`);

    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    // Requests rotate over 50 admins (real sessions: every request checks its session), so the
    // per-user rate limit of the route is exercised but never reached.
    const admins = await Promise.all(Array.from({ length: 50 }, () => sessionToken(runtime, { roles: ['user', 'admin'], premium: false, profileComplete: true }, 600)));
    let turn = 0;
    const token = () => admins[turn++ % admins.length]!;

    const midpoint = (await runtime.db('users').orderBy('created_at').offset(Math.floor(users / 2)).first('created_at')).created_at as Date;
    const cases: { label: string; query: Record<string, unknown> }[] = [
      { label: 'filter role+plan+created_gte, sort createdAt DESC, page 2 of 25', query: { filter: { role: 'user', plan: 'elite', createdAt_gte: midpoint.toISOString() }, sort: ['createdAt', 'DESC'], range: [25, 49] } },
      { label: 'search part of a name ("conceicao"), sort createdAt DESC, first 25', query: { filter: { q: 'conceicao' }, sort: ['createdAt', 'DESC'], range: [0, 24] } },
      { label: 'search exact e-mail (keyed hash)', query: { filter: { q: probeEmail }, range: [0, 24] } },
    ];
    const time = async (run: () => Promise<unknown>) => {
      for (let i = 0; i < 20; i++) await run();
      const samples: number[] = [];
      for (let i = 0; i < requests; i++) {
        const t = performance.now();
        await run();
        samples.push(performance.now() - t);
      }
      return samples.sort((a, b) => a - b);
    };
    for (const { label, query } of cases) {
      const url = `${base}/api/admin/users?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]))}`;
      const captured: { sql: string; bindings: readonly unknown[] }[] = [];
      const capture = (q: { sql: string; bindings?: readonly unknown[] }) => {
        if (/"users"|"user_search"/.test(q.sql)) captured.push({ sql: q.sql, bindings: q.bindings ?? [] });
      };
      runtime.db.on('query', capture);
      const probe = await fetch(url, { headers: { Authorization: `Bearer ${token()}` } });
      runtime.db.off('query', capture);
      const rows = (await probe.json()) as unknown[];
      if (probe.status !== 200 || rows.length === 0) throw new Error(`${label}: ${probe.status} ${JSON.stringify(rows).slice(0, 200)}`);
      const total = probe.headers.get('content-range');

      const api = await time(async () => {
        const res = await fetch(url, { headers: { Authorization: `Bearer ${token()}` } });
        if (res.status !== 200) throw new Error(`${label}: ${res.status}`);
        await res.arrayBuffer();
      });
      // The same statements, run the way the API runs them (page and count at once).
      const sql = await time(() => Promise.all(captured.map((q) => direct.query(q.sql, q.bindings as unknown[]))));
      const ms = (n: number) => `${fmt(n, 1)} ms`;
      console.log(
        `${label} [${total}]: API p50 ${ms(percentile(api, 50))}, p99 ${ms(percentile(api, 99))} | same SQL direct (${captured.length} statements) p50 ${ms(percentile(sql, 50))}, p99 ${ms(percentile(sql, 99))} | target p99 < 50 ms${percentile(api, 99) < 50 ? '' : ' - MISSED'}`,
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
  const [users, requests] = process.argv.slice(2).map(Number);
  await main(users || undefined, requests || undefined);
}
