// Registration: a verified sign-up (registration token) reserves its e-mail and CPF, then its account
// is created with a complete profile. And the CPF check the form asks for while typing.
import { registrationStream, userStream, type EventMetadata } from '@piboost/events';
import type { PlanId } from '@piboost/events/business';
import type { Locale } from '@piboost/events/i18n';
import { handleCommand, readStream } from '../../../platform/command';
import type { Principal } from '../../../platform/http/context';
import { foldRegistration } from '../account';
import { genericThrottle, planRequired, type IdentityContext } from '../context';
import { IdentityRefused } from '../decide';
import { decideRegistration } from '../decide-account';
import { MSG } from '../messages';
import { hashPassword } from '../password';
import { reservations } from './reservations';

/** CPF checks per verified sign-up (its e-mail) or per signed-in user, whatever the token's spelling. */
const CPF_CHECKS = { points: 10, windowSeconds: 60 };
/** CPF checks per client address a day, on top of the route's 30 an hour (docs/decisions.md, issue 20). */
export const CPF_CHECKS_PER_ADDRESS_DAY = { points: 100, windowSeconds: 24 * 3600 };
export const cpfChecksOfAddress = (ip: string) => `identity:cpf-check:ip:${ip}`;

export interface RegisterInput {
  registrationToken: string;
  name: string;
  email: string;
  cpf: string;
  password: string;
  selectedPlan?: PlanId;
  /** Kept as the person's language preference when it is not the default pt-BR. */
  language?: Locale;
}

export function registerCommands(ctx: IdentityContext) {
  const { runtime } = ctx;
  const { store, keyedHash } = runtime;
  const reserve = reservations(ctx);
  const notVerified = () => new IdentityRefused('forbidden', 'EMAIL_NOT_VERIFIED', MSG.emailNotVerified);

  return {
    reserve,

    /** Only inside a verified sign-up (registration token) or for a signed-in user: no CPF enumeration. */
    async checkCpf(cpf: string, registrationToken: string | undefined, principal: Principal | null, ip: string): Promise<{ success: true; available: boolean; registered: boolean; message: string }> {
      const registration = principal || !registrationToken ? null : ctx.signer.verify('registration', registrationToken);
      if (!principal && !registration) throw new IdentityRefused('unauthorized', 'REGISTRATION_REQUIRED', MSG.emailNotVerified);
      // Keyed on what the token proves (the verified e-mail), not on its spelling; the route adds a per-IP limit.
      await ctx.consumeOrThrow(principal ? `identity:cpf-check:user:${principal.userId}` : `identity:cpf-check:registration:${registration!.emailHash}`, CPF_CHECKS, genericThrottle);
      await ctx.consumeOrThrow(cpfChecksOfAddress(ip), CPF_CHECKS_PER_ADDRESS_DAY, (s) => MSG.cpfChecksToday(Math.ceil(s / 3600)));
      const owner = await reserve.cpfOwner(keyedHash(cpf));
      if (owner && principal && owner === principal.userId) return { success: true, available: true, registered: true, message: MSG.cpfOwn };
      if (owner) return { success: true, available: false, registered: false, message: MSG.cpfTaken };
      return { success: true, available: true, registered: false, message: MSG.cpfAvailable };
    },

    async register(input: RegisterInput, meta: EventMetadata): Promise<{ success: true; message: string }> {
      const emailHash = ctx.emailHashOf(input.email);
      const claims = ctx.signer.verify('registration', input.registrationToken);
      if (!claims || claims.emailHash !== emailHash) throw notVerified();
      const registration = foldRegistration(await readStream(store, registrationStream(emailHash)));
      if (!registration?.verifiedAt) throw notVerified();
      const admin = ctx.admins.has(input.email);
      if (!admin && !input.selectedPlan) throw planRequired();
      const { userId } = registration;
      const metadata = { ...meta, actorId: userId };
      await reserve.reserveEmail(userId, emailHash, metadata);
      const cpfHash = keyedHash(input.cpf);
      await reserve.reserveCpf(userId, cpfHash, metadata);
      const command = { ...input, userId, emailHash, cpfHash, admin, passwordHash: await hashPassword(input.password), emailVerifiedAt: registration.verifiedAt };
      const streamId = userStream(userId);
      const load = async () => {
        const version = (await readStream(store, streamId)).at(-1)?.streamVersion ?? 0n;
        return { state: { exists: version > 0n }, version };
      };
      await handleCommand(runtime.events, streamId, load, (state) => ({ events: decideRegistration(state, command) }), { metadata });
      return { success: true, message: MSG.accountCreated };
    },
  };
}
