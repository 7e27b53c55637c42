// The community (issue 24) as people meet it in the browser: two people talk in a thread (a new
// thread, a reply with a quote, a reaction, the best answer, each seen by the other); an Elite person
// enters the VIP room while a Professional one is refused it - on the page and by the API (403); and
// a thread whose author name, title and body are HTML and script stays inert text.
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { newPerson, PERSON_PASSWORD } from './support/accounts';
import { DEMO_ADMIN, staffToken } from './support/staff';
import { expect, test } from './support/test';

interface Person {
  email: string;
  name: string;
  context: BrowserContext;
  page: Page;
  token: string;
}

/** A new person registered through the API (given a staff-granted period of `plan`), signed in within a browser context of their own. */
async function person(browser: Browser, request: APIRequestContext, name: string, plan?: 'professional' | 'elite'): Promise<Person> {
  const { email } = await newPerson(request, name, 'comunidade');
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `10.88.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` } });
  await context.addInitScript(() => {
    localStorage.setItem('cookie-consent', 'accepted');
    localStorage.setItem('hasSeenPremiumTrialOffer', 'true');
  });
  const page = await context.newPage();
  const signIn = async () => {
    // Signing in through the API sets the session cookie the console restores from.
    const login = await page.request.post('/api/auth/login', { data: { email, password: PERSON_PASSWORD, rememberMe: false } });
    expect(login.status(), email).toBe(200);
    return (await login.json()) as { access_token: string; user: { id: string } };
  };
  let session = await signIn();
  if (plan) {
    await grant(request, session.user.id, plan);
    // A new session carries the plan.
    session = await signIn();
  }
  return { email, name, context, page, token: session.access_token };
}

/** A staff-granted trial of `plan` (the back office's own action). */
async function grant(request: APIRequestContext, userId: string, plan: 'professional' | 'elite') {
  const headers = { Authorization: `Bearer ${(await staffToken(request, DEMO_ADMIN)).token}` };
  const granted = await request.post(`/api/admin/users/${userId}/trial`, { headers, data: { plan, days: 30, reason: 'teste da comunidade' } });
  expect(granted.status(), await granted.text()).toBe(200);
}

async function startThread(page: Page, title: string, body: string): Promise<string> {
  await page.goto('/community');
  await page.getByRole('link', { name: 'Sala geral' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sala geral' })).toBeVisible();
  await page.getByRole('button', { name: 'Novo tópico' }).click();
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Mensagem').fill(body);
  await page.getByRole('button', { name: 'Publicar tópico' }).click();
  await expect(page).toHaveURL(/\/community\/t\/[^/?]+/);
  return new URL(page.url()).pathname;
}

const postBy = (page: Page, name: string) => page.getByRole('article', { name: `Publicação de ${name}` });

test('two people talk in a thread: a new thread, a reply with a quote, a reaction and the best answer, each seen by the other', async ({ browser, request }, testInfo) => {
  test.setTimeout(240_000);
  const alice = await person(browser, request, 'Alice Autora');
  const bruno = await person(browser, request, 'Bruno Resposta');

  const title = `Como declarar bitcoin no IR? ${Date.now()}`;
  const threadPath = await startThread(alice.page, title, 'Comprei **pouco** e não vendi. Preciso declarar?');
  await expect(alice.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(postBy(alice.page, 'Alice Autora').locator('strong')).toHaveText('pouco');

  // Bruno finds it in the room (search), reacts to it and replies quoting it.
  await bruno.page.goto('/community/geral');
  await bruno.page.getByRole('searchbox').fill(title.slice(0, 26));
  await bruno.page.getByRole('button', { name: 'Buscar' }).click();
  await bruno.page.getByRole('link', { name: title }).click();
  await expect(bruno.page).toHaveURL(new RegExp(`${threadPath}$`));
  const question = postBy(bruno.page, 'Alice Autora');
  await question.getByRole('button', { name: /^Curtir/ }).click();
  await expect(question.getByRole('button', { name: 'Curtir (1)' })).toHaveAttribute('aria-pressed', 'true');
  await question.getByRole('button', { name: 'Citar' }).click();
  await expect(bruno.page.getByText('Citando Alice Autora:')).toBeVisible();
  await bruno.page.getByLabel('Sua resposta').fill('Sim: bens acima de R$ 5.000 vão na ficha *Bens e Direitos*.');
  await bruno.page.getByRole('button', { name: 'Publicar resposta' }).click();
  const answer = postBy(bruno.page, 'Bruno Resposta');
  await expect(answer.getByText('Alice Autora escreveu:')).toBeVisible();
  await expect(answer.locator('blockquote strong')).toHaveText('pouco');
  await expect(answer.locator('em')).toHaveText('Bens e Direitos');
  await expect(bruno.page.getByLabel('Sua resposta')).toHaveValue('');
  // No reaction to one's own post.
  await expect(answer.getByRole('button', { name: /^Curtir/ })).toBeDisabled();

  // Alice's bell counts the reply; the notifications page lists it and marks it read.
  await alice.page.reload();
  await expect(alice.page.getByRole('link', { name: /Notificações da comunidade: \d+ não lidas?/ })).toBeVisible({ timeout: 20_000 });
  await alice.page.getByRole('link', { name: /Notificações da comunidade/ }).click();
  await expect(alice.page.getByRole('link', { name: `Bruno Resposta respondeu em "${title}".` })).toBeVisible();
  await alice.page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(alice.page.getByRole('link', { name: 'Notificações da comunidade' })).toBeVisible();
  await alice.page.getByRole('link', { name: `Bruno Resposta respondeu em "${title}".` }).click();

  // Alice sees the reply and the reaction, and marks it the best answer.
  await expect(alice.page).toHaveURL(new RegExp(`${threadPath}#post-`));
  await expect(postBy(alice.page, 'Alice Autora').getByRole('button', { name: 'Curtir (1)' })).toBeVisible();
  const reply = postBy(alice.page, 'Bruno Resposta');
  await expect(reply.getByText('Bens e Direitos')).toBeVisible();
  await reply.getByRole('button', { name: 'Marcar como melhor resposta' }).click();
  await expect(reply.getByText('Melhor resposta', { exact: true })).toBeVisible();

  // Bruno sees it too, and the room lists the thread as solved.
  await bruno.page.reload();
  await expect(postBy(bruno.page, 'Bruno Resposta').getByText('Melhor resposta', { exact: true })).toBeVisible();
  await expect(postBy(bruno.page, 'Bruno Resposta').getByRole('button', { name: /melhor resposta/ })).toHaveCount(0);
  await bruno.page.goto('/community/geral');
  await expect(bruno.page.getByRole('listitem').filter({ hasText: title }).getByText('Resolvido')).toBeVisible();

  // A link from an account younger than 7 days waits for moderation: its author sees it so marked, the other does not see it.
  await bruno.page.goto(threadPath);
  await bruno.page.getByLabel('Sua resposta').fill('Fonte: https://www.gov.br/receitafederal.');
  await bruno.page.getByRole('button', { name: 'Publicar resposta' }).click();
  const held = postBy(bruno.page, 'Bruno Resposta').filter({ hasText: 'Fonte:' });
  await expect(held.getByText('Aguardando moderação')).toBeVisible();
  await expect(held.getByRole('link', { name: 'https://www.gov.br/receitafederal' })).toHaveAttribute('rel', 'nofollow ugc noopener');
  await expect(held.getByRole('link', { name: 'https://www.gov.br/receitafederal' })).toHaveAttribute('target', '_blank');
  await alice.page.reload();
  await expect(postBy(alice.page, 'Bruno Resposta')).toHaveCount(1);
  await expect(alice.page.getByText('Fonte:')).toHaveCount(0);

  await alice.page.goto(threadPath);
  await expect(postBy(alice.page, 'Bruno Resposta')).toBeVisible();
  await alice.page.screenshot({ path: testInfo.outputPath('topico.png'), fullPage: true });
  await alice.page.goto('/community/geral');
  await expect(alice.page.getByRole('link', { name: title })).toBeVisible();
  await alice.page.screenshot({ path: testInfo.outputPath('sala.png'), fullPage: true });
  await alice.page.goto('/community');
  await expect(alice.page.getByRole('heading', { level: 2, name: /Sala geral/ })).toBeVisible();
  await alice.page.screenshot({ path: testInfo.outputPath('comunidade.png'), fullPage: true });
  await alice.context.close();
  await bruno.context.close();
});

test('an Elite person enters the VIP room; a Professional person is refused it on the page and by the API', async ({ browser, request }, testInfo) => {
  test.setTimeout(240_000);
  const elite = await person(browser, request, 'Elena Elite', 'elite');
  const pro = await person(browser, request, 'Paulo Professional', 'professional');
  const rooms = async (p: Person) => {
    const res = await p.page.request.get('/api/community/rooms', { headers: { Authorization: `Bearer ${p.token}` } });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { data: { rooms: { slug: string; canEnter: boolean }[] } }).data.rooms.find((r) => r.slug === 'vip')?.canEnter;
  };
  expect(await rooms(elite)).toBe(true);
  expect(await rooms(pro)).toBe(false);

  await elite.page.goto('/community');
  await elite.page.getByRole('link', { name: 'Sala VIP' }).first().click();
  await expect(elite.page.getByRole('heading', { level: 1, name: 'Sala VIP' })).toBeVisible();
  await expect(elite.page.getByRole('note').filter({ hasText: 'não são recomendação de investimento' })).toBeVisible();
  await elite.page.getByRole('button', { name: 'Novo tópico' }).click();
  await elite.page.getByLabel('Título').fill('Estratégia de longo prazo');
  await elite.page.getByLabel('Mensagem').fill('Como vocês pensam o rebalanceamento?');
  await elite.page.getByRole('button', { name: 'Publicar tópico' }).click();
  await expect(elite.page.getByRole('heading', { level: 1, name: 'Estratégia de longo prazo' })).toBeVisible();
  await expect(elite.page.getByRole('note').filter({ hasText: 'não são recomendação de investimento' })).toBeVisible();
  const vipThread = new URL(elite.page.url()).pathname;
  await elite.page.goto('/community/vip');
  await expect(elite.page.getByRole('link', { name: 'Estratégia de longo prazo' })).toBeVisible();
  await elite.page.screenshot({ path: testInfo.outputPath('sala-vip.png'), fullPage: true });

  // The Professional person: no way in from the rooms, the page refuses with the server's message,
  // the thread too; the API answers 403.
  await pro.page.goto('/community');
  await expect(pro.page.getByText('A Sala VIP é exclusiva do plano Elite.').first()).toBeVisible();
  // Other rooms (an admin's, from the moderation spec) may be open to them; the VIP card offers no way in.
  const vipCard = pro.page.getByRole('article').filter({ has: pro.page.getByRole('heading', { name: /Sala VIP/ }) });
  await expect(vipCard).toHaveCount(1);
  await expect(vipCard.getByRole('link', { name: 'Entrar na sala' })).toHaveCount(0);
  await expect(pro.page.getByRole('article').filter({ has: pro.page.getByRole('heading', { name: 'Sala geral' }) }).getByRole('link', { name: 'Entrar na sala' })).toHaveCount(1);
  await pro.page.goto('/community/vip');
  await expect(pro.page.getByRole('alert').getByText('A Sala VIP é exclusiva do plano Elite.')).toBeVisible();
  await expect(pro.page.getByRole('link', { name: 'Conhecer os planos' })).toHaveAttribute('href', '/plans');
  await pro.page.goto(vipThread);
  await expect(pro.page.getByRole('alert').getByText('A Sala VIP é exclusiva do plano Elite.')).toBeVisible();
  await expect(pro.page.getByText('Como vocês pensam o rebalanceamento?')).toHaveCount(0);
  const headers = { Authorization: `Bearer ${pro.token}` };
  const feed = await pro.page.request.get('/api/community/rooms/vip/threads', { headers });
  expect(feed.status()).toBe(403);
  expect(((await feed.json()) as { message: string }).message).toBe('A Sala VIP é exclusiva do plano Elite.');
  const post = await pro.page.request.post('/api/community/rooms/vip/threads', { headers, data: { title: 'Entrando', body: 'Posso?' } });
  expect(post.status()).toBe(403);
  await elite.context.close();
  await pro.context.close();
});

test('a thread whose author name, title and body are HTML and script is shown as text and runs nothing', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const evilName = `<img src=x onerror=alert('nome')>`;
  const mallory = await person(browser, request, evilName);
  const reader = await person(browser, request, 'Rita Leitora');
  const dialogs: string[] = [];
  for (const p of [mallory.page, reader.page]) p.on('dialog', (d) => void d.dismiss().then(() => dialogs.push(d.message())));

  const title = `<script>alert('titulo')</script> ${Date.now()}`;
  const body = `<img src=x onerror=alert('corpo')> <b>negrito?</b> [clique](javascript:alert('link')) <iframe src="javascript:alert('iframe')"></iframe>`;
  const threadPath = await startThread(mallory.page, title, body);

  for (const page of [reader.page, mallory.page]) {
    await page.goto('/community/geral');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: title }).getByText(`por ${evilName}`, { exact: false })).toBeVisible();
    await page.goto(threadPath);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const post = postBy(page, evilName);
    await expect(post).toContainText(`<img src=x onerror=alert('corpo')> <b>negrito?</b> [clique](javascript:alert('link'))`);
    await expect(post.locator('img, iframe, script, b')).toHaveCount(0);
    await expect(post.locator('a')).toHaveCount(0);
    await expect(page.locator('main img[src="x"], main iframe')).toHaveCount(0);
  }
  expect(dialogs).toEqual([]);
  await mallory.context.close();
  await reader.context.close();
});
