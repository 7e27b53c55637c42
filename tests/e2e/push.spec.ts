// A price alert that reaches the phone (issue 25 item 3): a person turns on "Alertas de preço" in
// "Notificações no navegador", the simulated market crosses their alert, and our server's Web Push
// message - VAPID-signed, aes128gcm-encrypted - arrives at a local push service that speaks the
// protocol (backend/src/platform/push/fake-push-service.ts), which decrypts it with the browser's
// keys and hands the payload to the page's service worker through CDP
// (ServiceWorker.deliverPushMessage). The service worker shows it and tells the page. Exactly one
// push and one e-mail, and the panel shows the alert once.
//
// Headless Chromium has no FCM to subscribe with: an init script makes PushManager.subscribe hand
// out a subscription of the local push service, whose private key and auth secret the test holds
// (docs/decisions.md, issue 25 - Web Push).
import { startFakePushService, type PushedMessage } from '../../backend/src/platform/push/fake-push-service';
import { newPerson, signInPerson } from './support/accounts';
import { mailTo, waitForMail } from './support/mail';
import { DEMO_ADMIN, staffToken } from './support/staff';
import { expect, test } from './support/test';

/** What the page runs before any script: PushManager backed by the local push service (the binding makes the subscription). */
function fakePushManager() {
  const KEY = 'e2e-fake-push-subscription';
  type Json = { endpoint: string; keys: { p256dh: string; auth: string } };
  const bytes = (b64: string) => Uint8Array.from(atob(b64.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
  const b64url = (buf: ArrayBuffer | ArrayBufferView) => {
    const view = buf instanceof ArrayBuffer ? new Uint8Array(buf) : new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
    return btoa(String.fromCharCode(...view)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  };
  const asSubscription = (json: Json) => ({
    endpoint: json.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true },
    getKey: (name: 'p256dh' | 'auth') => bytes(json.keys[name]),
    toJSON: () => ({ endpoint: json.endpoint, expirationTime: null, keys: json.keys }),
    unsubscribe: async () => {
      localStorage.removeItem(KEY);
      return true;
    },
  });
  const w = window as unknown as { __fakePushSubscribe(key: string): Promise<Json>; __pushMessages: unknown[] };
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey;
    const json = await w.__fakePushSubscribe(typeof key === 'string' ? key : b64url(key as ArrayBuffer));
    localStorage.setItem(KEY, JSON.stringify(json));
    return asSubscription(json) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    const kept = localStorage.getItem(KEY);
    return kept ? (asSubscription(JSON.parse(kept) as Json) as unknown as PushSubscription) : null;
  };
  w.__pushMessages = [];
  navigator.serviceWorker?.addEventListener('message', (e) => w.__pushMessages.push(e.data));
}

test('a price alert reaches the browser as a Web Push notification, once, and the e-mail once', async ({ page, context, request }) => {
  test.setTimeout(240_000);
  const push = await startFakePushService();
  try {
    const { token: admin } = await staffToken(request, DEMO_ADMIN);
    const { email } = await newPerson(request, 'Paula Push', 'push');
    await context.grantPermissions(['notifications']);
    await context.exposeBinding('__fakePushSubscribe', (_source, applicationServerKey: string) => {
      const s = push.subscribe(applicationServerKey);
      return { endpoint: s.endpoint, keys: s.keys };
    });
    await context.addInitScript(fakePushManager);

    await signInPerson(page, email);
    await page.getByRole('dialog', { name: /Experimente o Premium/ }).getByRole('button', { name: 'Agora não' }).click();
    await page.getByRole('button', { name: 'Aceitar' }).click();
    await page.goto('/profile?aba=notificacoes');
    const section = page.getByRole('region', { name: 'Notificações no navegador' });
    await expect(section).toBeVisible();
    // Every kind off until the person turns it on.
    for (const name of ['Alertas de preço', 'Sequência em risco', 'Resultado da liga']) await expect(section.getByRole('switch', { name: new RegExp(`^${name}`) })).not.toBeChecked();
    await expect(section.getByText('Nenhum navegador ainda.')).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/push-preferences-off.png', fullPage: true });

    await section.getByRole('button', { name: 'Ativar neste navegador' }).click();
    await expect(page.getByText('Notificações ativadas neste navegador.')).toBeVisible();
    await expect(section.getByText(/^Ativas neste navegador \(Chrome no Linux\)/)).toBeVisible();
    await expect(section.getByText(/Chrome no Linux \(este navegador\) · desde/)).toBeVisible();
    await section.getByRole('switch', { name: /^Alertas de preço/ }).check();
    await expect(page.getByText('Preferências de notificação salvas.')).toBeVisible();
    await expect(section.getByRole('switch', { name: /^Alertas de preço/ })).toBeChecked();
    await page.screenshot({ path: 'test-results/push-preferences-on.png', fullPage: true });

    // The service worker the console registered, as DevTools sees it; the push service's messages go to it.
    const cdp = await context.newCDPSession(page);
    const origin = new URL(page.url()).origin;
    let registrationId: string | null = null;
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) registrationId = ours.registrationId;
    });
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrationId, { message: 'service worker registrado' }).not.toBeNull();
    push.onMessage(async (m: PushedMessage) => {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registrationId!, data: m.payload });
    });

    // On the panel, an alert 5% above Ethereum's price; then the simulated market moves 20% up.
    await page.goto('/dashboard');
    const market = (await (await request.get('/api/public/market')).json()) as { data: { quotes: { coinId: string; priceBrl: number; priceUsd: number }[] } };
    const eth = market.data.quotes.find((q) => q.coinId === 'ethereum')!;
    const alertForm = page.getByRole('form', { name: 'Criar alerta de preço' });
    await alertForm.getByLabel('Ativo do alerta').selectOption('ethereum');
    await alertForm.getByLabel('Condição').selectOption('above');
    await alertForm.getByLabel('Preço (R$)').fill(String(Math.round(eth.priceBrl * 1.05)));
    await alertForm.getByRole('button', { name: 'Criar alerta' }).click();
    await expect(page.getByText(/ETH acima de R\$.*aguardando/)).toBeVisible();
    const headers = { Authorization: `Bearer ${admin}` };
    expect((await request.post('/api/admin/market/simulator/prices', { headers, data: { prices: { ethereum: eth.priceUsd * 1.2 } } })).status()).toBe(200);
    try {
      expect((await request.post('/api/admin/market/refresh', { headers })).status()).toBe(202);

      // Our server's request passed the push service's checks (VAPID JWT, aes128gcm with this browser's keys).
      await expect.poll(() => push.received.length, { timeout: 60_000, message: 'mensagem no serviço de push' }).toBe(1);
      expect(push.refused).toEqual([]);
      const payload = JSON.parse(push.received[0]!.payload) as { title: string; body: string; url: string };
      expect(payload.title).toBe('Alerta de preço: ETH');
      expect(payload.body.replace(/\u00a0/g, ' ')).toMatch(/^Ethereum \(ETH\) subiu acima de R\$ [\d.]+,\d\d: a cotação é R\$ [\d.]+,\d\d\.$/);
      expect(payload.url).toBe('/dashboard');

      // The service worker received it, showed it and told the page.
      await expect.poll(() => page.evaluate(() => (window as unknown as { __pushMessages: { notification: { title: string } }[] }).__pushMessages.map((m) => m.notification.title)), { timeout: 20_000 }).toEqual(['Alerta de preço: ETH']);
      const shown = await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body })));
      expect(shown).toEqual([{ title: 'Alerta de preço: ETH', body: payload.body }]);

      // The e-mail as before, once; the panel shows the alert once; no second push.
      const mail = await waitForMail(email, 'Alerta de preço');
      expect(mail.subject).toMatch(/^Alerta de preço: Ethereum \(ETH\) subiu acima de R\$/);
      await expect(page.getByText(/ETH acima de R\$.*disparado em/)).toHaveCount(1, { timeout: 45_000 });
      await expect(page.getByText(/Alerta de preço: ETH subiu acima de/)).toHaveCount(1);
      // Another refresh with the price still above: the alert has fired, nothing more goes out.
      expect((await request.post('/api/admin/market/refresh', { headers })).status()).toBe(202);
      await page.waitForTimeout(5_000);
      expect((await mailTo(email)).filter((m) => m.subject.startsWith('Alerta de preço'))).toHaveLength(1);
      expect(push.received).toHaveLength(1);
      await expect(page.getByText(/ETH acima de R\$.*disparado em/)).toHaveCount(1);
      await page.screenshot({ path: 'test-results/push-dashboard-after-alert.png', fullPage: true });
    } finally {
      await request.post('/api/admin/market/simulator/prices', { headers, data: { prices: { ethereum: null } } });
    }
  } finally {
    await push.close();
  }
});
