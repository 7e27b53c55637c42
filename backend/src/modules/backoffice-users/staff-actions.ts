// Staff actions on one account. The account itself (role, disabling, sessions) belongs to identity,
// so those go through identity's commands; trial and premium grants are decided here and appended
// to the person's subscription stream through the shared load-decide-append helper
// (platform/command.ts). The answer waits, briefly, for the read models the events feed, so the
// page staff reload shows the change (read-your-writes, ARCHITECTURE §4).
import { WrongExpectedVersion, subscriptionStream, type EventMetadata, type Position } from '@piboost/events';
import { ProjectionEngine } from '@piboost/projections';
import { handleCommand, loadStream } from '../../platform/command';
import { Conflict, NotFound } from '../../platform/http/errors';
import type { Runtime } from '../../platform/runtime';
import { identityCommands, identityErrorToHttp, loadAccount } from '../identity';
import { foldSubscription } from '../billing';
import { decideStaffAction, isAccountCommand, StaffActionRefused, type StaffCommand, type SubscriptionCommand } from './decide';

const SETTLE_MS = 2_000;

export function staffActions(runtime: Runtime) {
  const identity = identityCommands(runtime);

  // Only asked whether read models have passed a position; it runs nothing.
  const engine = new ProjectionEngine({ db: runtime.db, store: runtime.store, projections: runtime.projections });

  /** Until every read model fed by these event types has passed `position`, or SETTLE_MS went by. */
  async function settle(types: readonly string[], position: Position) {
    const names = runtime.projections.filter((p) => p.eventTypes.some((t) => types.includes(t))).map((p) => p.name);
    await engine.waitFor(position, { projections: names, signal: AbortSignal.timeout(SETTLE_MS) });
  }

  async function onSubscription(userId: string, staffId: string, command: SubscriptionCommand, metadata: EventMetadata) {
    if (!(await loadAccount(runtime, userId))) throw new NotFound('Usuário não encontrado.');
    try {
      return await handleCommand(
        runtime.events,
        subscriptionStream(userId),
        loadStream(runtime.store, subscriptionStream(userId), foldSubscription),
        (subscription) => ({ events: decideStaffAction(command, { userId, staffId, now: runtime.now(), subscription }) }),
        { metadata },
      );
    } catch (err) {
      if (err instanceof StaffActionRefused) throw new Conflict(err.message, err.code);
      if (err instanceof WrongExpectedVersion) throw new Conflict('A conta mudou enquanto você agia. Recarregue a página e tente de novo.', 'CONCURRENT_CHANGE');
      throw err;
    }
  }

  return {
    async run(userId: string, staffId: string, command: StaffCommand, meta: EventMetadata): Promise<void> {
      const metadata = { ...meta, actorId: staffId };
      if (isAccountCommand(command)) {
        let done;
        try {
          done = await identity.staff(userId, staffId, command, metadata);
        } catch (err) {
          throw identityErrorToHttp(err);
        }
        return settle(done.eventTypes, done.position);
      }
      const decided = await onSubscription(userId, staffId, command, metadata);
      if (decided.appended) await settle(decided.events.map((e) => e.type), decided.appended.position);
    },
  };
}
