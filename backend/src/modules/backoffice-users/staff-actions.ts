// Staff actions on one account: load the person's streams, decide, append with the expected
// version (platform/command.ts), then the side of the action that is not an event (sessions revoked
// in identity's store). The answer waits, briefly, for the read models the events feed, so the page
// staff reload shows the change (read-your-writes, ARCHITECTURE §4).
import { SessionRevoked, WrongExpectedVersion, newEvent, subscriptionStream, userStream, type EventMetadata, type Position } from '@piboost/events';
import { ProjectionEngine } from '@piboost/projections';
import { handleCommand } from '../../platform/command';
import { Conflict, NotFound } from '../../platform/http/errors';
import type { Runtime } from '../../platform/runtime';
import { sessionStore } from '../identity';
import { decideStaffAction, foldAccountState, foldSubscriptionState, StaffActionRefused, writesSubscription, type StaffCommand } from './decide';
import { readStream } from './users';

const SETTLE_MS = 2_000;

export function staffActions(runtime: Runtime) {
  const sessions = sessionStore(runtime.db, runtime.config.secrets.authSecret);

  // Only asked whether read models have passed a position; it runs nothing.
  const engine = new ProjectionEngine({ db: runtime.db, store: runtime.store, projections: runtime.projections });

  /** Until every read model fed by these event types has passed `position`, or SETTLE_MS went by. */
  async function settle(types: readonly string[], position: Position) {
    const names = runtime.projections.filter((p) => p.eventTypes.some((t) => types.includes(t))).map((p) => p.name);
    await engine.waitFor(position, { projections: names, signal: AbortSignal.timeout(SETTLE_MS) });
  }

  return {
    async run(userId: string, staffId: string, command: StaffCommand, meta: EventMetadata): Promise<void> {
      const onSubscription = writesSubscription(command);
      // The decision reads both of the person's streams and writes one, with that one's version.
      const load = async () => {
        const account = foldAccountState(await readStream(runtime.store, userStream(userId)));
        if (!account) throw new NotFound('Usuário não encontrado.');
        const subscription = foldSubscriptionState(onSubscription ? await readStream(runtime.store, subscriptionStream(userId)) : []);
        return { state: { account, subscription }, version: onSubscription ? subscription.version : account.version };
      };
      const metadata = { ...meta, actorId: staffId };
      let decided;
      try {
        decided = await handleCommand(
          runtime.events,
          onSubscription ? subscriptionStream(userId) : userStream(userId),
          load,
          (state) => ({ events: decideStaffAction(command, { userId, staffId, now: runtime.now(), ...state }) }),
          { metadata },
        );
      } catch (err) {
        if (err instanceof StaffActionRefused) throw new Conflict(err.message, err.code);
        if (err instanceof WrongExpectedVersion) throw new Conflict('A conta mudou enquanto você agia. Recarregue a página e tente de novo.', 'CONCURRENT_CHANGE');
        throw err;
      }
      // Access tokens live 15 minutes; ended sessions cannot be refreshed, so that is the longest
      // a disabled person or one signed out by staff keeps access.
      if (command.kind === 'disable' || command.kind === 'endSessions') {
        const reason = command.kind === 'disable' ? 'account_disabled' : 'staff';
        const revoked = await sessions.revokeAll(userId, reason);
        if (revoked.length) {
          await runtime.events.append(userStream(userId), revoked.map((sessionId) => newEvent(SessionRevoked, { userId, sessionId, reason }, metadata)));
        }
      }
      if (decided.appended) await settle(decided.events.map((e) => e.type), decided.appended.position);
    },
  };
}
