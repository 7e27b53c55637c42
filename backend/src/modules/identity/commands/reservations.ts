// Uniqueness of e-mail and CPF: each rides on its own reservation stream, appended at the version
// read (the first one on an empty stream), so two sign-ups never both hold one.
import { CpfReserved, EmailReserved, cpfReservationStream, emailReservationStream, isEvent, type EventMetadata } from '@piboost/events';
import { handleCommand, readStream } from '../../../platform/command';
import type { IdentityContext } from '../context';
import { decideCpfReservation, decideEmailReservation, type CpfReservationState, type EmailReservationState } from '../decide-account';

export function reservations(ctx: IdentityContext) {
  const { runtime } = ctx;
  const { store, vault } = runtime;

  async function emailState(emailHash: string) {
    const history = await readStream(store, emailReservationStream(emailHash));
    const last = [...history].reverse().find((e) => isEvent(e, EmailReserved));
    const owner = last && isEvent(last, EmailReserved) ? last.data.userId : null;
    const state: EmailReservationState = {
      owner,
      ownerErased: owner !== null && (await vault.isShredded(owner)),
      ownerHasAccount: owner !== null && (await ctx.loadAccount(owner)) !== null,
    };
    return { state, version: history.at(-1)?.streamVersion ?? 0n };
  }

  async function cpfState(cpfHash: string) {
    const history = await readStream(store, cpfReservationStream(cpfHash));
    const last = history.at(-1);
    const reserved = last && isEvent(last, CpfReserved) ? { userId: last.data.userId, recordedAt: last.recordedAt } : null;
    const account = reserved ? await ctx.loadAccount(reserved.userId) : null;
    const state: CpfReservationState = {
      last: reserved,
      ownerAccount: account ? { cpfHash: account.cpfHash, erased: await vault.isShredded(account.userId) } : null,
    };
    return { state, version: last?.streamVersion ?? 0n };
  }

  return {
    /** Reserves the address for a sign-up; refuses EMAIL_TAKEN (decide-account.ts). */
    async reserveEmail(userId: string, emailHash: string, metadata: EventMetadata): Promise<void> {
      await handleCommand(runtime.events, emailReservationStream(emailHash), () => emailState(emailHash), (state) => ({ events: decideEmailReservation(state, { userId, emailHash }) }), { metadata });
    },

    /** Reserves the address only if nobody ever did; false when it was reserved already. */
    async reserveNewEmail(userId: string, emailHash: string, metadata: EventMetadata): Promise<boolean> {
      const { appended } = await handleCommand(
        runtime.events,
        emailReservationStream(emailHash),
        () => emailState(emailHash),
        (state) => ({ events: state.owner === null ? decideEmailReservation(state, { userId, emailHash }) : [] }),
        { metadata },
      );
      return appended !== null;
    },

    /** Reserves the CPF for `userId`; refuses CPF_TAKEN. */
    async reserveCpf(userId: string, cpfHash: string, metadata: EventMetadata): Promise<void> {
      await handleCommand(runtime.events, cpfReservationStream(cpfHash), () => cpfState(cpfHash), (state) => ({ events: decideCpfReservation(state, { userId, cpfHash, now: runtime.now() }) }), { metadata });
    },

    /** Who holds the CPF now (null: free), as decideCpfReservation would judge a stranger's claim. */
    async cpfOwner(cpfHash: string): Promise<string | null> {
      const { state } = await cpfState(cpfHash);
      if (!state.last) return null;
      const { ownerAccount } = state;
      if (ownerAccount && ownerAccount.cpfHash !== cpfHash && ownerAccount.cpfHash !== null) return null;
      if (ownerAccount?.erased) return null;
      return state.last.userId;
    },
  };
}
