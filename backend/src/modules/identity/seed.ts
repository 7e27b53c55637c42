// Demo data for a fresh local install (README): a few complete accounts, written as the same events
// the product writes, so every screen shows what the system really holds. Each account is written
// once: its e-mail reservation stream is appended with `no_stream`, so a restart or a second process
// finds it taken and moves on. Two staff accounts let a fresh install open the back office: the
// admin is an admin through ADMIN_EMAILS (its dev-mode default, config.ts), like any other.
import { randomUUID } from 'node:crypto';
import {
  AccountRegistered,
  ConsentGiven,
  CpfRegistered,
  CpfReserved,
  EmailReserved,
  PlanSelected,
  ProfileCompleted,
  TwoFactorEnabled,
  WrongExpectedVersion,
  cpfReservationStream,
  emailReservationStream,
  newEvent,
  userStream,
} from '@piboost/events';
import { LEGAL_REVISION_DATE, type PlanId } from '@piboost/events/business';
import { hashPassword } from './password';
import { recoveryHashOf } from './second-factor';
import { newRecoveryCodes } from './totp';
import { DEMO_ADMIN_EMAIL } from '../../config';
import type { Runtime } from '../../platform/runtime';

export const DEMO_PASSWORD = 'Demo@2026!';
/**
 * Staff need two-factor (issue 14). Outside production the demo staff are seeded
 * enrolled with this published secret - as public as DEMO_PASSWORD - so the dev panel and the e2e
 * helpers can compute their codes. Seeded in production, they are not enrolled and must enrol.
 */
export const DEMO_TOTP_SECRET = 'PIBOOSTDEMOSTAFFTOTPSECRET234567';

interface DemoPerson {
  name: string;
  email: string;
  /** Staff have no plan (admins are saved with plan admin, product-spec §6). */
  plan?: PlanId;
  support?: true;
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  { name: 'Ana Beatriz Souza', email: 'ana.souza@demo.piboost.local', plan: 'elite' },
  { name: 'Bruno Carvalho', email: 'bruno.carvalho@demo.piboost.local', plan: 'professional' },
  { name: 'Camila Ferreira', email: 'camila.ferreira@demo.piboost.local', plan: 'freemium' },
  { name: 'Diego Almeida', email: 'diego.almeida@demo.piboost.local', plan: 'professional' },
  { name: 'Eduarda Lima', email: 'eduarda.lima@demo.piboost.local', plan: 'freemium' },
  { name: 'Felipe Ribeiro', email: 'felipe.ribeiro@demo.piboost.local', plan: 'freemium' },
  { name: 'Administração π Boost', email: DEMO_ADMIN_EMAIL },
  { name: 'Suporte π Boost', email: 'suporte@demo.piboost.local', support: true },
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
  // The demo password and staff code are published: production never gets these accounts.
  if (runtime.config.NODE_ENV === 'production') throw new Error('dados de demonstração não são criados em produção');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date().toISOString();
  const admins = new Set(runtime.config.ADMIN_EMAILS.map((e) => e.toLowerCase()));
  let accounts = 0;
  for (const [index, person] of DEMO_PEOPLE.entries()) {
    const userId = randomUUID();
    const emailHash = runtime.keyedHash(person.email);
    try {
      await runtime.events.append(emailReservationStream(emailHash), [newEvent(EmailReserved, { userId, emailHash })], { expected: 'no_stream' });
    } catch (err) {
      if (err instanceof WrongExpectedVersion) continue;
      throw err;
    }
    const cpf = cpfFromBase(String(390_533_140 + index * 7_919).padStart(9, '0'));
    const cpfHash = runtime.keyedHash(cpf);
    await runtime.events.append(cpfReservationStream(cpfHash), [newEvent(CpfReserved, { userId, cpfHash })], { expected: 'no_stream' });
    const textVersion = LEGAL_REVISION_DATE;
    const role = person.support ? 'support' : admins.has(person.email) ? 'admin' : 'user';
    await runtime.events.append(
      userStream(userId),
      [
        newEvent(AccountRegistered, { userId, email: person.email, emailHash, name: person.name, role, provider: 'password', passwordHash, emailVerifiedAt: now }),
        newEvent(CpfRegistered, { userId, cpf, cpfHash }),
        newEvent(ConsentGiven, { userId, purpose: 'lgpd_data_processing', textVersion, channel: 'registration' }),
        newEvent(ConsentGiven, { userId, purpose: 'terms_of_use', textVersion, channel: 'registration' }),
        ...(person.plan ? [newEvent(PlanSelected, { userId, plan: person.plan })] : []),
        newEvent(ProfileCompleted, { userId }),
        ...(role !== 'user'
          ? [newEvent(TwoFactorEnabled, { userId, secret: DEMO_TOTP_SECRET, recoveryCodeHashes: newRecoveryCodes().map((c) => recoveryHashOf(runtime.keyedHash, userId, c)) })]
          : []),
      ].map((e) => ({ ...e, metadata: { actorId: 'seed' } })),
      { expected: 'no_stream' },
    );
    accounts++;
  }
  if (accounts) runtime.logger.info({ accounts }, 'dados de demonstração criados');
  return { seeded: accounts > 0, accounts };
}
