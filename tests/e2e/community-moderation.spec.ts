// Community moderation as people and staff use it (issue 24): a person reports a post in the console;
// support finds it in the back office's "Comunidade" queue and hides it with a reason; its author
// then sees "Ocultada pela moderação: {motivo}". Stored XSS attempts - in a post, in a person's name
// and in a room's title - are shown as text in the back office's queue: no dialog, no injected element.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { newPerson, PERSON_PASSWORD, signInPerson } from './support/accounts';
import { DEMO_ADMIN, DEMO_SUPPORT, signInToBackOffice, staffToken } from './support/staff';

const SCREENS = 'test-results/screens';
const ACTION_TIMEOUT = 20_000;
const XSS_POST = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script> compre já';
const XSS_NAME = `Bia <img src=x onerror="window.__xss=3"> ${randomBytes(2).toString('hex')}`;

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password: PERSON_PASSWORD, rememberMe: false } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Signs the person in on the console and closes the survey's invitation that greets a new account. */
async function signInToConsole(page: Page, email: string) {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'accepted'));
  await signInPerson(page, email);
  await page.getByRole('dialog', { name: /Experimente o Premium/ }).getByRole('button', { name: 'Agora não' }).click();
}

/** Records any dialog a page opens: an injected script would open one or set window.__xss. */
function watchForScripts(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return dialogs;
}

test('a reported post is hidden by support with a reason and its author sees why; XSS in the queue is inert', async ({ browser, page, request }) => {
  test.setTimeout(240_000);
  const tag = randomBytes(3).toString('hex');

  // An admin opens a room whose title carries HTML (titles are staff-typed, shown as text).
  const admin = await staffToken(request, DEMO_ADMIN);
  const roomTitle = `Sala <b onmouseover="window.__xss=4">${tag}</b>`;
  const room = await request.post('/api/admin/community/rooms', { headers: { Authorization: `Bearer ${admin.token}` }, data: { slug: `sala-${tag}`, title: roomTitle, description: 'Sala de teste', access: 'members' } });
  expect(room.status()).toBe(201);

  // Bia (a name with HTML) starts a thread with an XSS attempt in the body; Caio will report it.
  const bia = await newPerson(request, XSS_NAME, 'bia');
  const caio = await newPerson(request, `Caio ${tag}`, 'caio');
  const biaToken = await tokenOf(request, bia.email);
  const title = `Oportunidade ${tag}`;
  const started = await request.post(`/api/community/rooms/sala-${tag}/threads`, { headers: { Authorization: `Bearer ${biaToken}` }, data: { title, body: XSS_POST } });
  expect(started.status(), await started.text()).toBe(201);
  const { threadId } = ((await started.json()) as { data: { threadId: string } }).data;

  // Caio reports it in the console.
  await signInToConsole(page, caio.email);
  await page.goto(`/community/t/${threadId}`);
  const post = page.getByRole('article').filter({ hasText: 'compre já' });
  await expect(post).toBeVisible();
  await post.getByRole('button', { name: 'Denunciar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Denunciar publicação' });
  await dialog.getByLabel('Spam ou propaganda').check();
  await dialog.getByLabel('Detalhes (opcional)').fill('Propaganda de corretora');
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(dialog).toBeHidden();

  // Support sees it in the back office's queue, as text.
  const staffPage = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
  const dialogs = watchForScripts(staffPage);
  await signInToBackOffice(staffPage, DEMO_SUPPORT);
  await staffPage.getByRole('menuitem', { name: 'Comunidade' }).click();
  const queue = staffPage.getByRole('table', { name: 'Fila de moderação' });
  const row = queue.getByRole('row').filter({ hasText: title });
  await expect(async () => {
    await staffPage.reload();
    await expect(row).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText(XSS_POST);
  await expect(row).toContainText(XSS_NAME);
  await expect(row).toContainText(roomTitle);
  await expect(row).toContainText('1 denúncia');
  await expect(row).toContainText('“Propaganda de corretora”');
  // Nothing the people typed became an element or ran.
  await expect(staffPage.locator('main img[src="x"], main script, main b[onmouseover]')).toHaveCount(0);
  expect(await staffPage.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await staffPage.screenshot({ path: `${SCREENS}/backoffice-community-queue.png`, fullPage: true });

  // Hidden with a reason.
  await row.getByLabel('Motivo', { exact: true }).fill('Propaganda não é permitida na comunidade');
  await row.getByRole('button', { name: 'Ocultar' }).click();
  await expect(staffPage.getByText('Publicação ocultada. O autor vê o motivo.')).toBeVisible({ timeout: ACTION_TIMEOUT });
  await expect(queue.getByRole('row').filter({ hasText: title })).toHaveCount(0, { timeout: ACTION_TIMEOUT });

  // Bia sees her post with the reason; Caio sees it hidden.
  const biaPage = await (await browser.newContext()).newPage();
  await signInToConsole(biaPage, bia.email);
  await biaPage.goto(`/community/t/${threadId}`);
  await expect(biaPage.getByText('Ocultada pela moderação: Propaganda não é permitida na comunidade')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article').getByText('Publicação ocultada pela moderação')).toBeVisible();
  await expect(page.getByText('compre já')).toHaveCount(0);
  // And she was told in her notifications, with the reason.
  const notices = await request.get('/api/community/notifications', { headers: { Authorization: `Bearer ${await tokenOf(request, bia.email)}` } });
  expect(((await notices.json()) as { data: { items: { kind: string; reason: string }[] } }).data.items[0]).toMatchObject({ kind: 'hidden', reason: 'Propaganda não é permitida na comunidade' });
});
