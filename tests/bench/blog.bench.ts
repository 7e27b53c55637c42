// The public blog (GET /api/public/blog) over 10k published articles: the first page, a category's
// deep page, and two searches (a common word in titles, a rare tag) - each timed through the real app
// over HTTP (rate limit, validation, the page, count and featured queries, the provider state and the
// market card) beside two same-run references: the very SQL on blog_articles that request ran
// (captured from knex) sent straight to PostgreSQL, and a bare route (/api/health, no checks).
// The articles are written as the job writes them (ArticleGenerated + ArticlePublished, one stream
// each) and folded by the real projector. Target: p99 < 50 ms.
// Run: npx tsx tests/bench/blog.bench.ts [articles=10000] [requests=300]
import { randomInt, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';
import { ArticleGenerated, ArticlePublished, articleStream, newEvent } from '@piboost/events';
import { fmt, isMain, percentile, sampleTimes, projectAll } from './support';
import { openBenchRuntime } from './http-load';

const COINS = ['Bitcoin', 'Ethereum', 'Solana', 'Cardano', 'Polkadot', 'Chainlink', 'Avalanche', 'Litecoin', 'Polygon', 'Uniswap'];
const TOPICS = ['volatilidade', 'ETFs', 'halving', 'staking', 'regulação', 'liquidez', 'DeFi', 'custódia', 'tokenização', 'mineração'];
const CATEGORIES = ['mercado', 'tecnologia', 'educacao', 'analise', 'nfts', 'regulamentacao', 'ia'] as const;

export async function main(articles = 10_000, requests = 300): Promise<void> {
  const { database, runtime, app } = await openBenchRuntime();
  // Behind a proxy, each request from its own address: the per-IP limit of a public route is per visitor.
  const server = createServer(app({ trustProxy: true }).callback());
  const direct = new pg.Pool({ connectionString: database.url, max: 4 });
  try {
    const started = performance.now();
    let next = 0;
    const day = Date.parse('2026-01-01T00:00:00Z');
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        for (let i = next++; i < articles; i = next++) {
          const articleId = randomUUID();
          const coin = COINS[i % COINS.length]!;
          const topic = TOPICS[(i * 7) % TOPICS.length]!;
          const title = `${coin}: o que a ${topic} diz sobre o mercado (${i})`;
          const at = new Date(day + i * 600_000).toISOString();
          // One article in 500 carries a rare tag: what a search for one subject looks like.
          const tags = [coin, topic, ...(i % 500 === 3 ? ['Quintanilha'] : [])];
          const body = `${title}.\n\n${`Texto sobre ${coin} e ${topic}, com números do dia e fontes citadas. `.repeat(40)}`;
          await runtime.events.append(
            articleStream(articleId),
            [
              newEvent(ArticleGenerated, {
                articleId,
                slug: `artigo-${i}-${articleId.slice(0, 8)}`,
                title,
                excerpt: `Resumo do artigo ${i} sobre ${coin} e ${topic}.`,
                body,
                author: 'Redação π Boost',
                category: CATEGORIES[i % CATEGORIES.length]!,
                tags,
                imageUrl: null,
                readTimeMinutes: 3,
                sourceDate: at.slice(0, 10),
                sourceUrl: null,
                sources: [{ title: 'Fonte', url: 'https://exemplo.com.br/fonte', date: null }],
                aiGenerated: true,
                simulated: false,
                model: 'sonar-pro',
                costUsd: 0.01,
                generatedAt: at,
              }),
              newEvent(ArticlePublished, { articleId, staffId: null, publishedAt: at }),
            ],
            { expected: 'no_stream' },
          );
        }
      }),
    );
    const appended = performance.now();
    const projected = await projectAll(runtime);
    console.log(`set-up: ${fmt(articles)} articles appended in ${fmt((appended - started) / 1000, 1)} s, projected in ${fmt(projected, 1)} s`);

    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const visitor = () => ({ 'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` });
    const time = (run: () => Promise<unknown>) => sampleTimes(run, requests);
    const ms = (n: number) => `${fmt(n, 1)} ms`;
    const bare = await time(async () => (await fetch(`${base}/api/health`, { headers: visitor() })).arrayBuffer());
    console.log(`reference: bare route /api/health p50 ${ms(percentile(bare, 50))}, p99 ${ms(percentile(bare, 99))}`);
    const cases = [
      { label: 'list, first page (featured + 9 newest)', query: '' },
      { label: 'category "analise", page 100', query: '?category=analise&page=100' },
      { label: 'search a common title word ("halving")', query: '?q=halving' },
      { label: 'search a rare tag ("quintanilha")', query: '?q=quintanilha' },
    ];
    for (const { label, query } of cases) {
      const url = `${base}/api/public/blog${query}`;
      const captured: { sql: string; bindings: readonly unknown[] }[] = [];
      const capture = (q: { sql: string; bindings?: readonly unknown[] }) => {
        if (/"blog_articles"/.test(q.sql)) captured.push({ sql: q.sql, bindings: q.bindings ?? [] });
      };
      runtime.db.on('query', capture);
      const probe = await fetch(url, { headers: visitor() });
      runtime.db.off('query', capture);
      const body = (await probe.json()) as { data: { total: number; articles: unknown[] } };
      if (probe.status !== 200 || body.data.articles.length === 0) throw new Error(`${label}: ${probe.status} ${JSON.stringify(body).slice(0, 200)}`);
      const api = await time(async () => {
        const res = await fetch(url, { headers: visitor() });
        if (res.status !== 200) throw new Error(`${label}: ${res.status}`);
        await res.arrayBuffer();
      });
      // The same statements, run the way the API runs them (all at once).
      const sql = await time(() => Promise.all(captured.map((q) => direct.query(q.sql, q.bindings as unknown[]))));
      console.log(
        `${label} [${fmt(body.data.total)} found]: API p50 ${ms(percentile(api, 50))}, p99 ${ms(percentile(api, 99))} | same SQL direct (${captured.length} statements) p50 ${ms(percentile(sql, 50))}, p99 ${ms(percentile(sql, 99))} | target p99 < 50 ms${percentile(api, 99) < 50 ? '' : ' - MISSED'}`,
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
  const [articles, requests] = process.argv.slice(2).map(Number);
  await main(articles || undefined, requests || undefined);
}
