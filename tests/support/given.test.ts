// The specification helpers themselves: each level passes on a true specification and fails on a false one.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REWARDS } from '../../backend/src/modules/gamification/catalogue';
import { award, claim, fold, RewardLocked, type AwardCommand } from '../../backend/src/modules/gamification/decide';
import { openHarness, type AppHarness } from './app';
import { api, decider } from './given';

const userId = randomUUID();
const now = new Date('2026-03-10T15:00:00.000Z');
const command = (): AwardCommand => ({ userId, activity: 'interaction', detail: 'x', idempotencyKey: randomUUID(), xpBonusPercent: 100, day: '2026-03-10', now, challenges: [] });
const gamification = decider((history: readonly { type: string; data: Record<string, unknown> }[]) => fold(history.map((e) => ({ ...e, recordedAt: now }))), award);

describe('decider', () => {
  it('passes on the events the decider returns and fails on others', () => {
    gamification.given().when(command()).then({ type: 'XpAwarded', data: { userId, activity: 'interaction' } });
    expect(() => gamification.given().when(command()).then('LevelUp')).toThrow();
    expect(() => gamification.given().when(command()).thenNothing()).toThrow();
  });
  it('passes on the domain error the decider throws', () => {
    const claiming = decider(fold, claim);
    claiming.given().when({ userId, rewardId: REWARDS[0]!.id, day: '2026-03-10', now, challenges: [], benefit: '' }).thenThrows(RewardLocked);
    expect(() => gamification.given().when(command()).thenThrows(RewardLocked)).toThrow();
  });
});

describe('api', () => {
  let h: AppHarness;
  beforeAll(async () => {
    h = await openHarness();
  });
  afterAll(() => h.close());

  const ticket = { name: 'Cliente Especificado', email: 'especificado@exemplo.com.br', subject: 'Dúvida', message: 'Como funciona?' };
  it('gives the status and exactly the events the request appended', async () => {
    const { body } = await api(h)
      .given()
      .when((http) => http.post('/api/support/ticket').send(ticket))
      .then(201, { type: 'SupportTicketOpened', data: { subject: expect.any(String) } });
    expect(body).toMatchObject({ success: true });
    await api(h)
      .given()
      .when((http) => http.post('/api/support/ticket').send({ ...ticket, email: 'não é e-mail' }))
      .then(400);
    await expect(api(h).given().when((http) => http.post('/api/support/ticket').send(ticket)).then(201)).rejects.toThrow();
  });
});
