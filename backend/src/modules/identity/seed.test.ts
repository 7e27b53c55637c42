// The demo seed's decisions as specifications: each demo account is written once, and a demo CPF
// someone already holds stops the seed rather than being shared.
import { randomUUID } from 'node:crypto';
import { describe, it } from 'vitest';
import { CpfReserved, EmailReserved, newEvent } from '@piboost/events';
import { decider } from '../../../../tests/support/given';
import { streamExists } from '../../platform/command';
import { IdentityRefused } from './decide';
import { DEMO_PEOPLE, registerDemoAccount, reserveDemoCpf, reserveDemoEmail, type DemoAccount } from './seed';

const userId = randomUUID();
const emailHash = 'e'.repeat(64);
const cpfHash = 'c'.repeat(64);

describe('demo seed', () => {
  it("claims a demo person's e-mail once; a second seed finds it taken and moves on", () => {
    const email = decider(streamExists, reserveDemoEmail);
    email.given().when({ userId, emailHash }).then({ type: 'EmailReserved', data: { userId, emailHash } });
    email.given(newEvent(EmailReserved, { userId: randomUUID(), emailHash })).when({ userId, emailHash }).thenNothing();
  });

  it('reserves the demo CPF, and refuses one someone already holds', () => {
    const cpf = decider(streamExists, reserveDemoCpf);
    cpf.given().when({ userId, cpfHash }).then({ type: 'CpfReserved', data: { userId, cpfHash } });
    cpf.given(newEvent(CpfReserved, { userId: randomUUID(), cpfHash })).when({ userId, cpfHash }).thenThrows(IdentityRefused, { code: 'CPF_TAKEN' });
  });

  it('writes a complete account; staff enrolled in two-factor', () => {
    const account = decider(streamExists, registerDemoAccount);
    const base: DemoAccount = { userId, person: DEMO_PEOPLE[0]!, role: 'user', emailHash, cpf: '39053314000', cpfHash, passwordHash: 'hash', recoveryCodeHashes: [], now: new Date('2026-03-10T15:00:00.000Z') };
    account.given().when(base).then(
      { type: 'AccountRegistered', data: { userId, role: 'user', emailVerifiedAt: '2026-03-10T15:00:00.000Z' } },
      'CpfRegistered',
      { type: 'ConsentGiven', data: { purpose: 'lgpd_data_processing' } },
      { type: 'ConsentGiven', data: { purpose: 'terms_of_use' } },
      { type: 'PlanSelected', data: { plan: 'elite' } },
      'ProfileCompleted',
    );
    const support = DEMO_PEOPLE.find((p) => p.support)!;
    account.given().when({ ...base, person: support, role: 'support', recoveryCodeHashes: ['r'.repeat(64)] }).then('AccountRegistered', 'CpfRegistered', 'ConsentGiven', 'ConsentGiven', 'ProfileCompleted', 'TwoFactorEnabled');
  });
});
