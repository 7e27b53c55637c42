// The AI's crypto articles (product-spec §3, §7, §8, §9; DECISIONS 12): a job asks the provider for
// articles as JSON in the spec's AI-source shape, within the 5-minute window every process shares,
// validates each article with our schema, takes the sources from the provider's search results and
// appends each valid article as an event with its whole text - published at once when the blog
// auto-publishes, else waiting for a reviewer. A 429 or an outage keeps the last articles.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { articleCategory, articleStream, type ArticleGenerated, type DataOf, type MarketSnapshot } from '@piboost/events';
import { AiProviderError, type ChatCompletionsPort } from '../../platform/ai/chat-completions';
import { handleCommand, loadStream } from '../../platform/command';
import type { Runtime } from '../../platform/runtime';
import { callAi, claimTurn, recordFailure, releaseTurn } from '../ai-usage';
import { marketSource, safeJson, snapshotOf, sourcesOf, storedQuotes } from '../market';
import { foldArticle, generate } from './decide';
import { autoPublish } from './queries';

type Category = z.infer<typeof articleCategory>;

/** The spec's category names (product-spec §3) and ours. */
export const CATEGORY_LABELS: Readonly<Record<Category, string>> = {
  mercado: 'Mercado',
  tecnologia: 'Tecnologia',
  educacao: 'Educação',
  analise: 'Análise',
  nfts: 'NFTs',
  regulamentacao: 'Regulamentação',
  ia: 'IA',
  personalizado: 'Personalizado',
};

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** A category name as the AI wrote it ("Educação", "educacao", "NFTs") -> ours, or null. */
export function categoryOf(name: string): Category | null {
  const key = plain(name).replace(/[^a-z]/g, '');
  return (Object.keys(CATEGORY_LABELS) as Category[]).find((c) => c === key || plain(CATEGORY_LABELS[c]).replace(/[^a-z]/g, '') === key) ?? null;
}

const webUrl = z.url().refine((u) => /^https?:\/\//.test(u), 'endereço web');
const minutes = z.union([z.number(), z.string().regex(/^\s*\d{1,3}(\s*min(utos?)?)?\s*$/i)]).transform((v) => Math.round(typeof v === 'number' ? v : Number.parseInt(v, 10)));

/** One article in the spec's AI-source shape, plus its whole text (`conteudo`) and optional tags. */
export const aiArticle = z.object({
  titulo: z.string().trim().min(5).max(200),
  resumo: z.string().trim().min(10).max(1000),
  conteudo: z.string().trim().min(50).max(50_000),
  categorias: z.array(z.string().trim().min(1).max(40)).min(1).max(5),
  tags: z.array(z.string().trim().min(1).max(40)).max(10).optional(),
  tempoLeitura: minutes.pipe(z.int().min(1).max(120)),
  autor: z.string().trim().min(2).max(120),
  data: z.iso.date(),
  imagemURL: webUrl.nullable().optional(),
  link: webUrl.nullable().optional(),
  estatisticas: z.object({ visualizacoes: z.int().nonnegative(), comentarios: z.int().nonnegative(), curtidas: z.int().nonnegative() }).partial().optional(),
});
export type AiArticle = z.input<typeof aiArticle>;

/** The answer: the spec's two lists; each article is validated on its own, so one bad article costs only itself. */
export const articlesAnswer = z.object({ artigosEmDestaque: z.array(z.unknown()).max(6).optional(), todosOsArtigos: z.array(z.unknown()).max(12) });

export const articlesJsonSchema: Record<string, unknown> = (() => {
  const article = z.toJSONSchema(aiArticle, { io: 'input' }) as Record<string, unknown>;
  delete article.$schema;
  return { type: 'object', properties: { artigosEmDestaque: { type: 'array', items: article, maxItems: 2 }, todosOsArtigos: { type: 'array', items: article, minItems: 1, maxItems: 6 } }, required: ['todosOsArtigos'] };
})();

/** Marks the figures inside the prompt so the local simulated analyst can read them back. */
export const ARTICLES_MARKER = 'ARTIGOS_DADOS_DE_MERCADO_JSON:';

export function articlesPrompt(snapshot: MarketSnapshot, recentTitles: readonly string[]): { role: 'system' | 'user'; content: string }[] {
  return [
    {
      role: 'system',
      content:
        'Você é o redator de artigos sobre criptomoedas do blog do π Boost, para investidores brasileiros. Escreva em português do Brasil, com base em notícias recentes e nos números fornecidos. Não recomende comprar nem vender. Responda apenas com JSON no esquema pedido.',
    },
    {
      role: 'user',
      content: [
        'Escreva de 3 a 6 artigos novos em todosOsArtigos (até 2 deles também em artigosEmDestaque), cada um com: titulo, resumo, conteudo (o texto completo, em parágrafos), categorias (entre Mercado, Tecnologia, Educação, Análise, NFTs, Regulamentação, IA), tags, tempoLeitura em minutos, autor, data (AAAA-MM-DD), imagemURL e link (ou null) e estatisticas.',
        recentTitles.length ? `Não repita estes títulos recentes: ${recentTitles.map((t) => `"${t}"`).join('; ')}.` : '',
        `${ARTICLES_MARKER}${JSON.stringify(snapshot)}`,
      ]
        .filter(Boolean)
        .join('\n'),
    },
  ];
}

export function slugOf(title: string, articleId: string): string {
  const base = plain(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 90)
    .replace(/-+$/, '');
  return `${base || 'artigo'}-${articleId.slice(0, 8)}`;
}

const readMinutes = (text: string) => Math.max(1, Math.ceil(text.split(/\s+/).filter(Boolean).length / 200));

/** Our article from a validated AI article: category from the first known name, tags from the AI's (or the categories). */
export function toArticle(a: z.output<typeof aiArticle>, articleId: string): Pick<DataOf<typeof ArticleGenerated>, 'title' | 'excerpt' | 'body' | 'category' | 'tags' | 'imageUrl' | 'author' | 'readTimeMinutes' | 'sourceDate' | 'sourceUrl' | 'slug'> {
  const category = a.categorias.map(categoryOf).find((c) => c !== null) ?? 'personalizado';
  const tags = [...new Set([...(a.tags ?? []), ...a.categorias])].slice(0, 10);
  return {
    slug: slugOf(a.titulo, articleId),
    title: a.titulo,
    excerpt: a.resumo,
    body: a.conteudo,
    category,
    tags,
    imageUrl: a.imagemURL ?? null,
    author: a.autor,
    // Counted from the text we publish (200 words a minute), not taken on the model's word.
    readTimeMinutes: readMinutes(a.conteudo),
    sourceDate: a.data,
    sourceUrl: a.link ?? null,
  };
}

export type ArticlesOutcome = { outcome: 'published'; created: number; rejected: number } | { outcome: 'throttled' | 'failed' | 'no_market_data' };

/** The job: new articles if the 5-minute window allows it. Failures are recorded (the provider's state follows), never thrown away. */
export async function generateArticles(runtime: Runtime, port?: ChatCompletionsPort): Promise<ArticlesOutcome> {
  // The articles stand on the day's figures, as the analysis does: without quotes yet, wait for them.
  const snapshot = snapshotOf(await storedQuotes(runtime), marketSource(runtime));
  if (!snapshot) return { outcome: 'no_market_data' };
  if (!(await claimTurn(runtime, 'crypto_articles'))) return { outcome: 'throttled' };
  let succeeded = false;
  try {
    const recent = await runtime.db('blog_articles').orderBy('generated_at', 'desc').limit(30).pluck('title');
    const result = await callAi(runtime, 'crypto_articles', articlesPrompt(snapshot, recent as string[]), { jsonSchema: articlesJsonSchema, port });
    const answer = articlesAnswer.safeParse(safeJson(result.content));
    const candidates = answer.success ? [...(answer.data.artigosEmDestaque ?? []), ...answer.data.todosOsArtigos] : [];
    const valid = candidates.map((c) => aiArticle.safeParse(c)).flatMap((r) => (r.success ? [r.data] : []));
    // The same article in both lists, or one we already have, is written once.
    const known = new Set((recent as string[]).map(plain));
    const fresh = valid.filter((a) => !known.has(plain(a.titulo)) && known.add(plain(a.titulo)));
    if (!answer.success || valid.length === 0) {
      await recordFailure(runtime, 'crypto_articles', new AiProviderError('invalid_response', 200, 'os artigos recebidos não seguem o esquema pedido'));
      return { outcome: 'failed' };
    }
    const publish = await autoPublish(runtime);
    const generatedAt = runtime.now().toISOString();
    const sources = sourcesOf(result.searchResults, result.citations);
    for (const a of fresh) {
      const articleId = randomUUID();
      const data: DataOf<typeof ArticleGenerated> = {
        articleId,
        ...toArticle(a, articleId),
        sources,
        aiGenerated: true,
        simulated: runtime.config.simulated.ai,
        model: result.model,
        costUsd: Number((result.costUsd / fresh.length).toFixed(6)),
        generatedAt,
      };
      await handleCommand(runtime.events, articleStream(articleId), loadStream(runtime.store, articleStream(articleId), foldArticle), (state) => generate(state, { article: data, publish }));
    }
    succeeded = true;
    return { outcome: 'published', created: fresh.length, rejected: candidates.length - valid.length };
  } catch (err) {
    if (err instanceof AiProviderError) return { outcome: 'failed' };
    throw err;
  } finally {
    await releaseTurn(runtime, 'crypto_articles', succeeded);
  }
}
