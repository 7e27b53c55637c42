// The blog on the local simulators (DECISIONS 14, 20): the simulated analyst's articles are listed,
// filtered by category and text on the server, opened with their whole text, sources and the
// server-written Open Graph tags, and liked after signing in. Then the AI at its limit and down: the
// spec's states, banner and toasts, with the last articles still shown; Reconectar brings it back.
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_PASSWORD, signInToBackOffice, staffToken } from './support/staff';
import { expect, test } from './support/test';

const READER = 'felipe.ribeiro@demo.piboost.local';

test.beforeEach(async ({ page }) => {
  // The cookie banner and the trial offer would cover the page; stored choices hide them.
  await page.addInitScript(() => {
    localStorage.setItem('cookie-consent', 'accepted');
    localStorage.setItem('hasSeenPremiumTrialOffer', 'true');
  });
});

/** The demo admin's token (password, then the two-factor code), signed in once per test file. */
let admin: Promise<string> | undefined;
const adminToken = (request: APIRequestContext) => (admin ??= staffToken(request, DEMO_ADMIN).then((t) => t.token));

/** The simulated AI's answers (ok, limit, down) through the back office's simulator control. */
async function aiMode(request: APIRequestContext, mode: 'ok' | 'limit' | 'down') {
  const res = await request.post('/api/admin/content/simulator/mode', { data: { mode }, headers: { Authorization: `Bearer ${await adminToken(request)}` } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The blog once the simulated analyst's first articles are there (they follow the first quotes). */
async function openBlog(page: Page) {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'Blog π Boost' })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Artigos em Destaque' })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 120_000, intervals: [3_000] });
}

test('a visitor filters the blog by category and text, opens an article and likes it after signing in', async ({ page, request }) => {
  test.setTimeout(240_000);
  await openBlog(page);
  const all = page.getByRole('region', { name: 'Todos os Artigos' });
  await expect(all.getByRole('article').first()).toBeVisible();
  await expect(page.getByText('Simulação local').first()).toBeVisible();
  await expect(all.getByText('Gerado por IA').first()).toBeVisible();
  // At most three tags per card.
  for (const tags of await all.getByRole('list', { name: 'Tags' }).all()) expect(await tags.getByRole('listitem').count()).toBeLessThanOrEqual(3);

  // Category: the server filters; the featured places leave; the title says so.
  await page.getByRole('button', { name: 'Educação', exact: true }).click();
  await expect(page).toHaveURL(/categoria=educacao/);
  const results = page.getByRole('region', { name: 'Resultados da Busca' });
  await expect(results.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Artigos em Destaque' })).toHaveCount(0);
  for (const card of await results.getByRole('article').all()) await expect(card.locator('.blog-badge')).toHaveText('Educação');

  // Text, any case, within the category; then a text nothing matches.
  await page.getByRole('searchbox', { name: 'Buscar artigos' }).fill('VARIAÇÃO DE 24');
  await expect(page).toHaveURL(/q=VARIA/);
  const card = results.getByRole('article').filter({ hasText: 'como ler a variação de 24 horas' });
  await expect(card).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Buscar artigos' }).fill('nada disso existe');
  await expect(page.getByText('Nenhum artigo encontrado')).toBeVisible();
  await expect(page.getByText('Tente ajustar sua busca ou filtros para encontrar o que procura.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar artigos' }).fill('variação de 24');

  // The article: its whole text, sources, and its own tags for crawlers.
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/blog\/simulacao-local-como-ler-a-variacao/);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText('Simulação local: como ler a variação de 24 horas de uma criptomoeda');
  await expect(page.getByText('Ativos com pouca liquidez podem variar muito')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fontes' })).toBeVisible();
  await expect(page.getByText(/\d+ visualizaç(ão|ões)/)).toBeVisible();
  const html = await (await request.get(new URL(page.url()).pathname)).text();
  expect(html).toContain('<meta property="og:title" content="Simulação local: como ler a variação de 24 horas de uma criptomoeda">');
  expect(html).toContain('<meta property="og:type" content="article">');
  expect((await request.get('/blog/artigo-que-nao-existe')).status()).toBe(404);

  // A like needs a person: sign in, come back, like once.
  const path = new URL(page.url()).pathname;
  await page.getByRole('link', { name: /Entre para curtir/ }).click();
  await page.getByLabel('Email').fill(READER);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  const likes = (await page.getByRole('button', { name: /^Curtir · \d+$/ }).textContent())!;
  const before = Number(/(\d+)$/.exec(likes)![1]);
  await page.getByRole('button', { name: /^Curtir · / }).click();
  await expect(page.getByRole('button', { name: `Curtido · ${before + 1}` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: `Curtido · ${before + 1}` })).toHaveAttribute('aria-pressed', 'true');
});

test('with the AI at its limit the blog keeps the last articles; down, it says so and uses fallback content; Reconectar brings it back', async ({ page, request }) => {
  test.setTimeout(240_000);
  await openBlog(page);
  try {
    await aiMode(request, 'limit');
    expect((await request.post('/api/public/blog/reconnect')).status()).toBe(202);
    await page.reload();
    await expect(page.getByText('API Limite Atingido', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.blog__warning')).toContainText('API atingiu limite - usando artigos da última pesquisa');
    await expect(page.getByRole('heading', { name: 'Artigos em Destaque' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Todos os Artigos' }).getByRole('article').first()).toBeVisible();
    await page.reload();
    await expect(page.locator('.toast').filter({ hasText: 'API atingiu limite - usando artigos da última pesquisa' })).toBeVisible();

    await aiMode(request, 'down');
    expect((await request.post('/api/public/blog/reconnect')).status()).toBe(202);
    await expect(async () => {
      await page.reload();
      await expect(page.getByText('API Desconectada', { exact: true })).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.locator('.toast').filter({ hasText: 'API desconectada - usando conteúdo de fallback' })).toBeVisible();
    await expect(page.locator('.blog__warning')).toContainText('API desconectada - usando conteúdo de fallback');
    await expect(page.getByRole('region', { name: 'Todos os Artigos' }).getByRole('article').first()).toBeVisible();

    // Still down: Reconectar tests it and says it failed.
    await page.getByRole('button', { name: 'Reconectar' }).click();
    await expect(page.locator('.toast').filter({ hasText: 'Erro ao conectar com API' })).toBeVisible({ timeout: 30_000 });
    await aiMode(request, 'ok');
    await page.getByRole('button', { name: 'Reconectar' }).click();
    await expect(page.locator('.toast').filter({ hasText: 'API conectada!' })).toBeVisible({ timeout: 30_000 });
    // Connected again - to the local simulator, which is what the status says (issue 21 item 9).
    await expect(page.locator('.api-status')).toHaveText('Simulação local');
    await expect(page.locator('.blog__warning')).toHaveCount(0);
  } finally {
    await aiMode(request, 'ok');
  }
});

test('staff unpublish an article with a reason, publish it again and feature it in the back office; the blog follows', async ({ page, request }) => {
  test.setTimeout(180_000);
  await openBlog(page);
  const list = (await (await request.get('/api/public/blog')).json()) as { data: { articles: { title: string; slug: string }[] } };
  const { title, slug } = list.data.articles.at(-1)!;
  await signInToBackOffice(page, DEMO_ADMIN);
  await page.getByRole('menuitem', { name: 'Blog e artigos' }).click();
  await expect(page.getByText('Publicar automaticamente os artigos da IA', { exact: false })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: `Despublicar ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Despublicar' }).click();
  await expect(dialog.getByText('Informe o motivo (pelo menos 3 caracteres).')).toBeVisible();
  await dialog.getByLabel('Motivo').fill('Fonte ainda não confirmada');
  await dialog.getByRole('button', { name: 'Despublicar' }).click();
  await expect(row.getByText('Despublicado')).toBeVisible();
  await expect(row).toContainText('motivo: Fonte ainda não confirmada');
  expect((await request.get(`/api/public/blog/articles/${slug}`)).status()).toBe(404);
  await page.screenshot({ path: 'test-results/blog-backoffice.png', fullPage: true });

  await row.getByRole('button', { name: `Publicar ${title}` }).click();
  await expect(row.getByText('Publicado', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Destacar ${title}` }).click();
  await expect(row.getByText('Destaque', { exact: true })).toBeVisible();
  const featured = (await (await request.get('/api/public/blog')).json()) as { data: { featured: { slug: string }[] } };
  expect(featured.data.featured[0]!.slug).toBe(slug);
  await page.goto('/admin/#/audit-log');
  await expect(page.getByText('Destaque do artigo alterado').first()).toBeVisible();
  await expect(page.getByText('Artigo despublicado').first()).toBeVisible();
});

test('screenshots of the blog and an article, desktop and 360 px', async ({ page }) => {
  test.setTimeout(180_000);
  await openBlog(page);
  for (const [name, size] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 360, height: 740 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'Artigos em Destaque' })).toBeVisible();
    await page.screenshot({ path: `test-results/blog-${name}.png`, fullPage: true });
    await page.getByRole('region', { name: 'Todos os Artigos' }).getByRole('article').first().getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Fontes' })).toBeVisible();
    await page.screenshot({ path: `test-results/blog-article-${name}.png`, fullPage: true });
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  }
});
