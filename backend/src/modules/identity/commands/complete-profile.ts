// The forced completion modal (Google sign-ups, or anyone missing CPF or consents): the CPF is
// reserved first, then the profile's events are appended at the version decided on.
import { userStream, type EventMetadata } from '@piboost/events';
import type { PlanId } from '@piboost/events/business';
import type { Locale } from '@piboost/events/i18n';
import { handleCommand, loadStream } from '../../../platform/command';
import type { Principal } from '../../../platform/http/context';
import { foldAccount } from '../account';
import type { IdentityContext } from '../context';
import { IdentityRefused } from '../decide';
import { checkProfileCompletion, decideCompleteProfile } from '../decide-account';
import { MSG } from '../messages';
import type { reservations } from './reservations';

export function completeProfileCommand(ctx: IdentityContext, reserve: ReturnType<typeof reservations>) {
  return async function completeProfile(principal: Principal, input: { name?: string; cpf: string; selectedPlan?: PlanId; language?: Locale }, meta: EventMetadata): Promise<{ success: true; message: string }> {
    const streamId = userStream(principal.userId);
    const load = loadStream(ctx.runtime.store, streamId, foldAccount);
    const command = { ...input, cpfHash: ctx.runtime.keyedHash(input.cpf) };
    const account = checkProfileCompletion((await load()).state, command);
    const metadata = { ...meta, actorId: account.userId };
    if (account.cpfHash === null) {
      try {
        await reserve.reserveCpf(account.userId, command.cpfHash, metadata);
      } catch (err) {
        if (err instanceof IdentityRefused && err.code === 'CPF_TAKEN') throw new IdentityRefused('conflict', 'CPF_TAKEN', MSG.cpfTakenOrInvalid);
        throw err;
      }
    }
    await handleCommand(ctx.runtime.events, streamId, load, (state) => ({ events: decideCompleteProfile(state, command) }), { metadata });
    return { success: true, message: MSG.profileCompleted };
  };
}
