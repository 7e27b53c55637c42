// The market's write path over HTTP, as specifications: given a person's stored events, when a request
// arrives, then this status and exactly these events - decided on the stream itself, so concurrent
// requests cannot pass a limit together. And every market answer in the API reference.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HoldingRemoved, HoldingSet, PriceAlertSet, newEvent, portfolioStream, priceAlertsStream, type NewEvent } from '@piboost/events';
import { readStream } from '../../../platform/command';
import { openHarness, type AppHarness } from '../../../../../tests/support/app';
import { api } from '../../../../../tests/support/given';
import { sessionToken } from '../../../../../tests/support/sessions';

let h: AppHarness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(() => h.close());

/**
 * Waits until every transaction open now has ended: the events stored so far are then behind the
 * store's read horizon, so `api(h).when` counts only what the request appends (its `given` stores
 * events without that wait, and a registration's event could otherwise count as the request's).
 */
async function stored(...streams: { streamId: string; events: readonly NewEvent[] }[]) {
  for (const s of streams) await h.runtime.events.append(s.streamId, s.events);
  const db = h.runtime.db;
  const mark = String((await db.raw<{ rows: { x: string }[] }>('SELECT txid_current()::text AS x')).rows[0]!.x);
  await expect
    .poll(async () => (await db.raw<{ rows: { ok: boolean }[] }>('SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint > ?::bigint AS ok', [mark])).rows[0]!.ok, { timeout: 10_000, interval: 20 })
    .toBe(true);
}

/** A free-plan person (3 active price alerts) and their bearer header. */
async function person() {
  const userId = randomUUID();
  const auth = `Bearer ${await sessionToken(h.runtime, { userId, roles: ['user'], premium: false, profileComplete: true })}`;
  await stored();
  return { userId, auth };
}
const alertSet = (userId: string) => newEvent(PriceAlertSet, { userId, alertId: randomUUID(), coinId: 'bitcoin', condition: 'below', priceBrl: 1 });

describe('portfolio', () => {
  it('sets a holding of a covered coin; refuses one the π Boost does not follow', async () => {
    const { userId, auth } = await person();
    await api(h)
      .given()
      .when((http) => http.put('/api/portfolio/holdings/bitcoin').set('Authorization', auth).send({ quantity: 0.5, averageCostBrl: 300_000 }))
      .then(200, { type: 'HoldingSet', data: { userId, coinId: 'bitcoin', quantity: 0.5, averageCostBrl: 300_000 }, streamId: portfolioStream(userId) });
    const refused = await api(h)
      .given()
      .when((http) => http.put('/api/portfolio/holdings/naoexiste').set('Authorization', auth).send({ quantity: 1, averageCostBrl: 1 }))
      .then(400);
    expect(refused.body.errors).toEqual({ coinId: 'Este ativo não é acompanhado pelo π Boost.' });
  });

  it('removes a holding once; the second removal is a 404 that appends nothing', async () => {
    const { userId, auth } = await person();
    await stored({ streamId: portfolioStream(userId), events: [newEvent(HoldingSet, { userId, coinId: 'ethereum', quantity: 1, averageCostBrl: 1 }), newEvent(HoldingRemoved, { userId, coinId: 'ethereum' })] });
    const { body } = await api(h)
      .given()
      .when((http) => http.delete('/api/portfolio/holdings/ethereum').set('Authorization', auth))
      .then(404);
    expect(body.message).toBe('Esta posição não está na sua carteira.');
  });
});

describe('price alerts', () => {
  it('counts the active alerts in the stream: the fourth on the free plan is a 409 that appends nothing', async () => {
    const { userId, auth } = await person();
    await stored({ streamId: priceAlertsStream(userId), events: [alertSet(userId), alertSet(userId), alertSet(userId)] });
    const { body } = await api(h)
      .given()
      .when((http) => http.post('/api/price-alerts').set('Authorization', auth).send({ coinId: 'bitcoin', condition: 'above', priceBrl: 10 }))
      .then(409);
    expect(body).toMatchObject({ code: 'PRICE_ALERT_LIMIT', message: 'Seu plano permite 3 alertas de preço ativos. Remova um alerta ou conheça o Premium.' });
  });

  it('lets only one of several simultaneous requests take the last free slot', async () => {
    const { userId, auth } = await person();
    await h.runtime.events.append(priceAlertsStream(userId), [alertSet(userId), alertSet(userId)]);
    const statuses = await Promise.all(
      Array.from({ length: 4 }, (_, i) => h.http.post('/api/price-alerts').set('Authorization', auth).send({ coinId: 'bitcoin', condition: 'above', priceBrl: 10 + i })),
    );
    expect(statuses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const stored = await readStream(h.runtime.store, priceAlertsStream(userId));
    expect(stored.filter((e) => e.type === PriceAlertSet.type)).toHaveLength(3);
  });

  it('removes an alert once; the second removal is a 404 that appends nothing', async () => {
    const { userId, auth } = await person();
    const set = alertSet(userId);
    const alertId = (set.data as { alertId: string }).alertId;
    await stored({ streamId: priceAlertsStream(userId), events: [set] });
    await api(h)
      .given()
      .when((http) => http.delete(`/api/price-alerts/${alertId}`).set('Authorization', auth))
      .then(200, { type: 'PriceAlertRemoved', data: { userId, alertId } });
    const { body } = await api(h)
      .given()
      .when((http) => http.delete(`/api/price-alerts/${alertId}`).set('Authorization', auth))
      .then(404);
    expect(body.message).toBe('Alerta não encontrado.');
  });
});

describe('API reference', () => {
  it('documents every market answer: JSON bodies by their schema, the chain as a file', async () => {
    const doc = (await h.http.get('/api/openapi.json').expect(200)).body;
    const json = (path: string, method: string, status: string) => doc.paths[path][method].responses[status].content['application/json'].schema;
    expect(json('/api/dashboard', 'get', '200').properties.data.properties).toHaveProperty('portfolio');
    expect(json('/api/price-alerts', 'post', '201').properties.data.properties).toHaveProperty('alerts');
    expect(json('/api/admin/market', 'get', '200').properties.data.properties).toHaveProperty('usage');
    expect(doc.paths['/api/public/track-record/chain'].get.responses['200'].content).toHaveProperty('application/json');
  });
});
