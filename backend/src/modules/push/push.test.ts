// Web Push on the real app and the local push service that speaks the protocol (RFC 8030, VAPID
// RFC 8292, aes128gcm RFC 8291): the preferences' routes (subscriptions sealed in push-<userId>,
// every kind off until turned on), the sender (each message decrypted by the fake with the
// browser's keys, the JWT checked), a notification sent once per browser however often its job
// runs, a subscription the push service says is gone (410) dropped, the reactor's job ids from the
// fired alert's event, and the copy of the person's data and its erasure.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PriceAlertTriggered, newEvent, priceAlertsStream, pushStream } from '@piboost/events';
import { readStream } from '../../platform/command';
import { startFakePushService, type FakePushService } from '../../platform/push/fake-push-service';
import { openHarness, type AppHarness } from '../../../../tests/support/app';
import { sessionToken } from '../../../../tests/support/sessions';
import { priceAlertNotification } from './notifications';
import { pushReactors } from './reactors';
import { PUSH_QUEUE } from './jobs';
import { sendPush, type PushNotification } from './sender';
import { loadPush } from './service';
import { pushDataOf } from '.';

let h: AppHarness;
let fake: FakePushService;

beforeAll(async () => {
  h = await openHarness({ REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' });
  fake = await startFakePushService();
});
afterAll(async () => {
  await fake?.close();
  await h?.close();
});

async function person() {
  const userId = randomUUID();
  const auth = `Bearer ${await sessionToken(h.runtime, { userId, roles: ['user'], profileComplete: true, premium: false })}`;
  return {
    userId,
    get: (path: string) => h.http.get(path).set('Authorization', auth),
    post: (path: string, body: object) => h.http.post(path).set('Authorization', auth).send(body),
    put: (path: string, body: object) => h.http.put(path).set('Authorization', auth).send(body),
    delete: (path: string) => h.http.delete(path).set('Authorization', auth),
  };
}

const note = (userId: string, id = randomUUID()): PushNotification => ({ id: `price_alert:${id}`, userId, topic: 'price_alert', title: 'Alerta de preço: ETH', body: 'Ethereum (ETH) subiu acima de R$ 20.000,00.', url: '/dashboard', ttl: 3600, urgency: 'high' });

describe('Web Push', () => {
  it('subscribes browsers (sealed), keeps every kind off until turned on, and answers bad input in Portuguese', async () => {
    const p = await person();
    const first = await p.get('/api/push');
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ publicKey: h.runtime.config.secrets.vapid.publicKey, topics: { price_alert: false, streak_at_risk: false, league_result: false }, devices: [] });

    const browser = fake.subscribe(h.runtime.config.secrets.vapid.publicKey);
    const subscribed = await p.post('/api/push/subscriptions', { endpoint: browser.endpoint, keys: browser.keys, device: 'Chrome no Linux' });
    expect(subscribed.status).toBe(200);
    expect(subscribed.body.message).toBe('Notificações ativadas neste navegador.');
    expect(subscribed.body.data.devices).toEqual([expect.objectContaining({ device: 'Chrome no Linux', endpoint: browser.endpoint })]);
    // The same browser again is the same subscription: nothing appended.
    await p.post('/api/push/subscriptions', { endpoint: browser.endpoint, keys: browser.keys, device: 'Chrome no Linux' });
    const history = await readStream(h.runtime.store, pushStream(p.userId));
    expect(history.map((e) => e.type)).toEqual(['PushSubscribed']);
    // Sealed in the log: neither the endpoint nor the keys in the clear.
    expect(JSON.stringify(history[0]!.data)).not.toContain(browser.keys.auth);
    expect(JSON.stringify(history[0]!.data)).not.toContain(browser.endpoint);

    const bad = await p.post('/api/push/subscriptions', { endpoint: 'nao-e-url', keys: { p256dh: 'x' } });
    expect(bad.status).toBe(400);
    expect(Object.values(bad.body.errors as Record<string, string>).join(' ')).toMatch(/endereço válido|segredo de autenticação/);
    const none = await p.put('/api/push/topics', {});
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/Escolha ao menos um tipo/);

    const chosen = await p.put('/api/push/topics', { price_alert: true });
    expect(chosen.body.data.topics).toEqual({ price_alert: true, streak_at_risk: false, league_result: false });
    const unknown = await p.delete(`/api/push/subscriptions/${'a'.repeat(64)}`);
    expect(unknown.status).toBe(404);
    const removed = await p.delete(`/api/push/subscriptions/${subscribed.body.data.devices[0].id}`);
    expect(removed.body.data.devices).toEqual([]);
  });

  it('sends each notification once per browser, encrypted for it and signed with our VAPID key, and drops a browser that is gone (410)', async () => {
    const p = await person();
    const phone = fake.subscribe(h.runtime.config.secrets.vapid.publicKey);
    const laptop = fake.subscribe(h.runtime.config.secrets.vapid.publicKey);
    for (const b of [phone, laptop]) await p.post('/api/push/subscriptions', { endpoint: b.endpoint, keys: b.keys, device: 'Chrome no Android' });

    // Off by default: nothing goes out.
    const off = note(p.userId);
    expect(await sendPush(h.runtime, off)).toMatchObject({ off: true, sent: 0 });
    await p.put('/api/push/topics', { price_alert: true });

    const alert = note(p.userId);
    expect(await sendPush(h.runtime, alert)).toEqual({ sent: 2, dropped: 0, skipped: 0, off: false });
    const mine = () => fake.received.filter((m) => [phone.id, laptop.id].includes(m.subscriptionId));
    expect(mine()).toHaveLength(2);
    const [message] = mine();
    expect(JSON.parse(message!.payload)).toEqual({ id: alert.id, topic: 'price_alert', title: alert.title, body: alert.body, url: '/dashboard' });
    expect(message!.ttl).toBe(3600);
    expect(message!.urgency).toBe('high');
    expect(message!.claims.aud).toBe(new URL(fake.url).origin);
    expect(message!.claims.sub).toBe(h.runtime.config.VAPID_SUBJECT);

    // The job again (BullMQ is at-least-once): nothing sent twice.
    expect(await sendPush(h.runtime, alert)).toEqual({ sent: 0, dropped: 0, skipped: 2, off: false });
    expect(mine()).toHaveLength(2);

    // The laptop's subscription expired at its push service: 410, dropped from the stream.
    fake.expire(laptop.id);
    expect(await sendPush(h.runtime, note(p.userId))).toEqual({ sent: 1, dropped: 1, skipped: 0, off: false });
    expect(fake.refused.filter((r) => r.subscriptionId === laptop.id).map((r) => r.status)).toEqual([410]);
    const { state } = await loadPush(h.runtime, p.userId);
    expect([...state.devices.values()].map((d) => d.endpoint)).toEqual([phone.endpoint]);
    const events = await readStream(h.runtime.store, pushStream(p.userId));
    expect(events.at(-1)).toMatchObject({ type: 'PushUnsubscribed', data: { reason: 'gone' } });
    expect(mine()).toHaveLength(3);
  });

  it('refuses a message signed with another key or encrypted for other keys (the fake checks the protocol)', async () => {
    const p = await person();
    // A subscription made with a different application server key: our JWT's key does not match it.
    const other = fake.subscribe('BCot_10mPiCUSAVF-11WAc2Ko_gGf_QaobAroHEwJiUKfbHrr8_G4FNXLQAZwpURhZ_-ZNHoRFqGud1tFCtOUys');
    const wrongKeys = fake.subscribe(h.runtime.config.secrets.vapid.publicKey);
    const impostor = fake.subscribe();
    await p.post('/api/push/subscriptions', { endpoint: other.endpoint, keys: other.keys, device: 'Firefox no Linux' });
    await p.post('/api/push/subscriptions', { endpoint: wrongKeys.endpoint, keys: impostor.keys, device: 'Firefox no Windows' });
    await p.put('/api/push/topics', { price_alert: true });
    await expect(sendPush(h.runtime, note(p.userId))).rejects.toThrow(/não entregue a 2 navegador/);
    expect(fake.refused.filter((r) => r.subscriptionId === other.id).map((r) => r.status)).toEqual([403]);
    expect(fake.refused.filter((r) => r.subscriptionId === wrongKeys.id).map((r) => r.reason)).toEqual(['corpo não decifra com as chaves da inscrição']);
    // Not sent: no claim is left, so the job's retry tries again.
    expect(await h.runtime.db('push_deliveries').where({ user_id: p.userId })).toEqual([]);
  });

  it('queues one push job per fired price alert, its id from the event, and it reaches the person once', async () => {
    const p = await person();
    const browser = fake.subscribe(h.runtime.config.secrets.vapid.publicKey);
    await p.post('/api/push/subscriptions', { endpoint: browser.endpoint, keys: browser.keys, device: 'Chrome no Linux' });
    await p.put('/api/push/topics', { price_alert: true });
    await h.runtime.events.append(priceAlertsStream(p.userId), [
      newEvent(PriceAlertTriggered, { userId: p.userId, alertId: randomUUID(), coinId: 'ethereum', condition: 'above', thresholdBrl: 20000, priceBrl: 21000.5, triggeredAt: h.runtime.now().toISOString() }),
    ]);
    const [event] = await readStream(h.runtime.store, priceAlertsStream(p.userId));
    const reactor = pushReactors(h.runtime).find((r) => r.name === 'push_price_alert')!;
    // Delivered twice (a replay): one job.
    await reactor.handle([event!]);
    await reactor.handle([event!]);
    const jobs = (await h.runtime.jobs.queue(PUSH_QUEUE).getJobs(['waiting', 'delayed', 'active', 'completed'])).filter((j) => j.id === `push_price_alert-${event!.eventId}`);
    expect(jobs).toHaveLength(1);
    const n = priceAlertNotification(event!.eventId, event!.data as never, { name: 'Ethereum', symbol: 'eth' });
    // toLocaleString's currency has a no-break space after R$.
    expect(n.body.replace(/\u00a0/g, ' ')).toBe('Ethereum (ETH) subiu acima de R$ 20.000,00: a cotação é R$ 21.000,50.');
    await sendPush(h.runtime, n);
    await sendPush(h.runtime, n);
    expect(fake.received.filter((m) => m.subscriptionId === browser.id)).toHaveLength(1);
  });

  it('puts the browsers, the kinds and what was sent in the copy of the data, and erasure leaves nothing readable', async () => {
    const p = await person();
    const browser = fake.subscribe(h.runtime.config.secrets.vapid.publicKey);
    await p.post('/api/push/subscriptions', { endpoint: browser.endpoint, keys: browser.keys, device: 'Safari no iPhone/iPad' });
    await p.put('/api/push/topics', { price_alert: true, league_result: true });
    await sendPush(h.runtime, note(p.userId));
    const copy = await pushDataOf(h.runtime, p.userId);
    expect(copy.topics).toEqual({ price_alert: true, streak_at_risk: false, league_result: true });
    expect(copy.devices).toEqual([expect.objectContaining({ device: 'Safari no iPhone/iPad', endpoint: browser.endpoint })]);
    expect(copy.deliveries).toEqual([expect.objectContaining({ topic: 'price_alert', status: 'sent' })]);

    await h.runtime.vault.shred(p.userId);
    const { forgetDeliveries } = await import('./sender');
    await forgetDeliveries(h.runtime.db, p.userId);
    const after = await pushDataOf(h.runtime, p.userId);
    expect(after.devices).toEqual([]);
    expect(after.deliveries).toEqual([]);
    expect(await sendPush(h.runtime, note(p.userId))).toMatchObject({ sent: 0 });
  });
});

describe('league result', () => {
  it('says where the week left the person, with the leagues module\'s tier names', async () => {
    const { leagueResultNotification } = await import('./notifications');
    const base = { userId: randomUUID(), week: '2026-W48', cohortId: '2026-W48-bronze-1', rank: 3, xp: 420 } as const;
    expect(leagueResultNotification('e1', { ...base, fromTier: 'bronze', toTier: 'prata', outcome: 'promoted' })).toMatchObject({ id: 'league_result:e1', title: 'Resultado da liga', body: 'Você subiu para a liga Prata (3º lugar, 420 XP).', topic: 'league_result' });
    expect(leagueResultNotification('e2', { ...base, fromTier: 'ouro', toTier: 'prata', outcome: 'demoted' }).body).toMatch(/^Você desceu para a liga Prata/);
    expect(leagueResultNotification('e3', { ...base, fromTier: 'ouro', toTier: 'ouro', outcome: 'stayed' }).body).toBe('Você ficou na liga Ouro (3º lugar, 420 XP).');
  });
});
