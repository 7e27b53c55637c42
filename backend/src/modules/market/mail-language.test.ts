// Issue 26: the price-alert mail in the language the person chose (en-US here), with the money and the
// date written the way that language writes them.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRegistered, newEvent, userStream } from '@piboost/events';
import { ProjectionEngine } from '@piboost/projections';
import { startFakeCoinGecko, SIMULATED_USD_BRL, type FakeCoinGecko } from '../../platform/market-data/fake-coingecko';
import { openHarness, type AppHarness } from '../../../../tests/support/app';
import { eventually } from '../../../../tests/support/eventually';
import { receivedMail } from '../../../../tests/support/outbox';
import { sessionToken } from '../../../../tests/support/sessions';
import { settled } from '../../../../tests/support/settled';
import { marketModule as market } from '.';
import { MARKET_MAIL_QUEUE, firePriceAlerts } from './jobs';
import { refreshQuotes } from './quotes';

let h: AppHarness;
let coins: FakeCoinGecko;
let reactorEngine: ProjectionEngine;
const clock = Date.parse('2026-11-02T12:00:00Z');

beforeAll(async () => {
  coins = await startFakeCoinGecko({ now: () => clock });
  h = await openHarness({ REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', MARKET_DATA_URL: coins.url, MARKET_COINS: 'bitcoin,ethereum' });
  h.runtime.now = () => new Date(clock);
  reactorEngine = new ProjectionEngine({ db: h.runtime.db, store: h.runtime.store, projections: [], subscribers: market.reactors!(h.runtime), logger: h.runtime.logger, pollIntervalMs: 50 });
  await reactorEngine.start();
  const mail = market.workers!.find((w) => w.queue === MARKET_MAIL_QUEUE)!;
  h.runtime.jobs.worker(MARKET_MAIL_QUEUE, (job) => mail.process(h.runtime, job as never));
  await eventually(async () => (await h.runtime.db('projection_registry').where({ name: 'market', state: 'active' }).first()) as unknown, { timeout: 60_000 });
}, 90_000);
afterAll(async () => {
  await reactorEngine?.stop();
  await h?.close();
  await coins?.close();
});

describe('price-alert mail language', () => {
  it('writes the alert in English to a person who chose en-US', async () => {
    const email = `alert-${randomUUID()}@exemplo.com.br`;
    const userId = randomUUID();
    await h.runtime.events.append(userStream(userId), [
      newEvent(AccountRegistered, {
        userId,
        email,
        emailHash: userId.replace(/-/g, '').padEnd(64, 'b'),
        name: 'Mary Investor',
        role: 'user',
        provider: 'password',
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abc$def',
        emailVerifiedAt: new Date().toISOString(),
      }),
    ]);
    await settled(h);
    const auth = `Bearer ${await sessionToken(h.runtime, { userId, roles: ['user'], premium: true, profileComplete: true })}`;
    await h.http.put('/api/user/preferences').set('Authorization', auth).send({ language: 'en-US' }).expect(200);
    await refreshQuotes(h.runtime);
    const eth = (await h.runtime.db('market_quotes').where({ coin_id: 'ethereum' }).first()).price_brl as number;
    const threshold = Math.round(eth * 1.05);
    await h.http.post('/api/price-alerts').set('Authorization', auth).send({ coinId: 'ethereum', condition: 'above', priceBrl: threshold }).expect(201);
    coins.setPriceUsd('ethereum', (threshold / SIMULATED_USD_BRL) * 1.01);
    await refreshQuotes(h.runtime);
    expect(await firePriceAlerts(h.runtime)).toBe(1);
    await settled(h);
    const mail = await receivedMail(h.runtime, { to: email, tag: 'price-alert' });
    expect(mail.subject).toMatch(/^Price alert: Ethereum \(ETH\) rose above R\$[\d,]+\.\d\d$/);
    expect(mail.text).toMatch(/^Hi Mary,\n\nEthereum \(ETH\) rose above R\$[\d,.]+: the price is R\$[\d,.]+ \(11\/2\/2026, \d+:\d\d:\d\d [AP]M\)\./);
    expect(mail.text).not.toContain('Olá');
  });
});
