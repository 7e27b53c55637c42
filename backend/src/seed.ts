// Demo data for a fresh local install (README): a few complete accounts, written as the same events
// the product writes, so every screen shows what the system really holds. Runs once: the first
// demo e-mail's reservation stream is appended with `no_stream`, so a restart or a second process
// finds it taken and stops.
import { randomUUID } from 'node:crypto';
import {
  AccountRegistered,
  ConsentGiven,
  CpfRegistered,
  CpfReserved,
  EmailReserved,
  PlanSelected,
  ProfileCompleted,
  WrongExpectedVersion,
  cpfReservationStream,
  emailReservationStream,
  newEvent,
  userStream,
} from '@piboost/events';
import { LEGAL_REVISION_DATE, type PlanId } from '@piboost/events/business';
import { hashPassword } from './modules/identity/password';
import type { Runtime } from './platform/runtime';

export const DEMO_PASSWORD = 'Demo@2026!';

const DEMO_PEOPLE: ReadonlyArray<{ name: string; email: string; plan: PlanId }> = [
  { name: 'Ana Beatriz Souza', email: 'ana.souza@demo.piboost.local', plan: 'elite' },
  { name: 'Bruno Carvalho', email: 'bruno.carvalho@demo.piboost.local', plan: 'professional' },
  { name: 'Camila Ferreira', email: 'camila.ferreira@demo.piboost.local', plan: 'freemium' },
  { name: 'Diego Almeida', email: 'diego.almeida@demo.piboost.local', plan: 'professional' },
  { name: 'Eduarda Lima', email: 'eduarda.lima@demo.piboost.local', plan: 'freemium' },
  { name: 'Felipe Ribeiro', email: 'felipe.ribeiro@demo.piboost.local', plan: 'freemium' },
];

/** A valid CPF from 9 base digits (check digits by weighted sum mod 11). */
export function cpfFromBase(base: string): string {
  const digit = (digits: string) => {
    const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  return `${base}${first}${digit(`${base}${first}`)}`;
}

export async function seedDemoData(runtime: Runtime): Promise<{ seeded: boolean; accounts: number }> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date().toISOString();
  let accounts = 0;
  for (const [index, person] of DEMO_PEOPLE.entries()) {
    const userId = randomUUID();
    const emailHash = runtime.keyedHash(person.email);
    try {
      await runtime.events.append(emailReservationStream(emailHash), [newEvent(EmailReserved, { userId, emailHash })], { expected: 'no_stream' });
    } catch (err) {
      if (err instanceof WrongExpectedVersion) {
        if (index === 0) return { seeded: false, accounts: 0 };
        continue;
      }
      throw err;
    }
    const cpf = cpfFromBase(String(390_533_140 + index * 7_919).padStart(9, '0'));
    const cpfHash = runtime.keyedHash(cpf);
    await runtime.events.append(cpfReservationStream(cpfHash), [newEvent(CpfReserved, { userId, cpfHash })], { expected: 'no_stream' });
    const textVersion = LEGAL_REVISION_DATE;
    await runtime.events.append(
      userStream(userId),
      [
        newEvent(AccountRegistered, { userId, email: person.email, emailHash, name: person.name, role: 'user', provider: 'password', passwordHash, emailVerifiedAt: now }),
        newEvent(CpfRegistered, { userId, cpf, cpfHash }),
        newEvent(ConsentGiven, { userId, purpose: 'lgpd_data_processing', textVersion, channel: 'registration' }),
        newEvent(ConsentGiven, { userId, purpose: 'terms_of_use', textVersion, channel: 'registration' }),
        newEvent(PlanSelected, { userId, plan: person.plan }),
        newEvent(ProfileCompleted, { userId }),
      ].map((e) => ({ ...e, metadata: { actorId: 'seed' } })),
      { expected: 'no_stream' },
    );
    accounts++;
  }
  runtime.logger.info({ accounts }, 'dados de demonstração criados');
  return { seeded: true, accounts };
}
