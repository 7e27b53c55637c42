// Demo data for a fresh local install (README): a few complete accounts, written as the same events
// the product writes, so every screen shows what the system really holds. Each account is written
// once: its e-mail reservation stream is created once (reserveDemoEmail), so a restart or a second
// process finds it taken and moves on. Two staff accounts let a fresh install open the back office: the
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
  cpfReservationStream,
  emailReservationStream,
  newEvent,
  userStream,
  type NewEvent,
} from '@piboost/events';
import { LEGAL_REVISION_DATE, type PlanId } from '@piboost/events/business';
import { cpfFromBase } from '@piboost/events/fields';
import { createOnce, handleCommand, loadStream, streamExists } from '../../platform/command';
import { cpfTakenError } from './decide-account';
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

export interface DemoPerson {
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

/** A demo account as its first events record it; the password and recovery codes come hashed. */
export interface DemoAccount {
  userId: string;
  person: DemoPerson;
  role: 'user' | 'support' | 'admin';
  emailHash: string;
  cpf: string;
  cpfHash: string;
  passwordHash: string;
  /** Staff only: enrolled in two-factor with DEMO_TOTP_SECRET. */
  recoveryCodeHashes: string[];
  now: Date;
}

/** Claims a demo person's e-mail: the first seed to get there writes the account, any other moves on. */
export const reserveDemoEmail = createOnce((c: { userId: string; emailHash: string }) => [newEvent(EmailReserved, c)]);

/** A demo person's CPF, reserved with the account: taken by anyone already, the seed stops (CPF_TAKEN). */
export function reserveDemoCpf(taken: boolean, c: { userId: string; cpfHash: string }): NewEvent[] {
  if (taken) throw cpfTakenError();
  return [newEvent(CpfReserved, c)];
}

/** A complete account, as registration and the profile step would leave it. */
export const registerDemoAccount = createOnce((a: DemoAccount) => {
  const { userId, role } = a;
  const textVersion = LEGAL_REVISION_DATE;
  return [
    newEvent(AccountRegistered, { userId, email: a.person.email, emailHash: a.emailHash, name: a.person.name, role, provider: 'password', passwordHash: a.passwordHash, emailVerifiedAt: a.now.toISOString() }),
    newEvent(CpfRegistered, { userId, cpf: a.cpf, cpfHash: a.cpfHash }),
    newEvent(ConsentGiven, { userId, purpose: 'lgpd_data_processing', textVersion, channel: 'registration' }),
    newEvent(ConsentGiven, { userId, purpose: 'terms_of_use', textVersion, channel: 'registration' }),
    ...(a.person.plan ? [newEvent(PlanSelected, { userId, plan: a.person.plan })] : []),
    newEvent(ProfileCompleted, { userId }),
    ...(role !== 'user' ? [newEvent(TwoFactorEnabled, { userId, secret: DEMO_TOTP_SECRET, recoveryCodeHashes: a.recoveryCodeHashes })] : []),
  ];
});

export async function seedDemoData(runtime: Runtime): Promise<{ seeded: boolean; accounts: number }> {
  // The demo password and staff code are published: production never gets these accounts.
  if (runtime.config.NODE_ENV === 'production') throw new Error('dados de demonstração não são criados em produção');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const admins = new Set(runtime.config.ADMIN_EMAILS.map((e) => e.toLowerCase()));
  const now = runtime.now();
  const options = { metadata: { actorId: 'seed' } };
  const once = (streamId: string) => loadStream(runtime.store, streamId, streamExists);
  let accounts = 0;
  for (const [index, person] of DEMO_PEOPLE.entries()) {
    const userId = randomUUID();
    const emailHash = runtime.keyedHash(person.email);
    const emailStream = emailReservationStream(emailHash);
    const claimed = await handleCommand(runtime.events, emailStream, once(emailStream), (taken) => ({ events: reserveDemoEmail(taken, { userId, emailHash }) }), options);
    if (!claimed.appended) continue;
    const cpf = cpfFromBase(String(390_533_140 + index * 7_919).padStart(9, '0'));
    const cpfHash = runtime.keyedHash(cpf);
    const cpfStream = cpfReservationStream(cpfHash);
    await handleCommand(runtime.events, cpfStream, once(cpfStream), (taken) => ({ events: reserveDemoCpf(taken, { userId, cpfHash }) }), options);
    const role = person.support ? 'support' : admins.has(person.email) ? 'admin' : 'user';
    const recoveryCodeHashes = role === 'user' ? [] : newRecoveryCodes().map((c) => recoveryHashOf(runtime.keyedHash, userId, c));
    const account: DemoAccount = { userId, person, role, emailHash, cpf, cpfHash, passwordHash, recoveryCodeHashes, now };
    await handleCommand(runtime.events, userStream(userId), once(userStream(userId)), (exists) => ({ events: registerDemoAccount(exists, account) }), options);
    accounts++;
  }
  if (accounts) runtime.logger.info({ accounts }, 'dados de demonstração criados');
  return { seeded: accounts > 0, accounts };
}
