// Staff actions on one account. The account itself (role, disabling, sessions) belongs to identity
// and trial and Premium grants to billing (the person's subscription stream), so each goes through
// its owner's command. The answer waits, briefly, for the read models the events feed, so the
// page staff reload shows the change (read-your-writes, ARCHITECTURE §4).
import type { EventMetadata, Position } from '@piboost/events';
import { projectionReader } from '@piboost/projections';
import { NotFound } from '../../platform/http/errors';
import type { Runtime } from '../../platform/runtime';
import { billingErrorToHttp, grantByStaff } from '../billing';
import { identityCommands, identityErrorToHttp, loadAccount } from '../identity';
import { isAccountCommand, type StaffCommand } from './decide';

const SETTLE_MS = 2_000;

/** Runs an owner's command, its refusals answered in HTTP terms by the owner's translation. */
async function answered<T>(command: Promise<T>, toHttp: (err: unknown) => unknown): Promise<T> {
  try {
    return await command;
  } catch (err) {
    throw toHttp(err);
  }
}

export function staffActions(runtime: Runtime) {
  const identity = identityCommands(runtime);

  // Only asked whether read models have passed a position.
  const readModels = projectionReader(runtime.db, { store: runtime.store, projections: runtime.projections });

  /** Until every read model fed by these event types has passed `position`, or SETTLE_MS went by. */
  async function settle(types: readonly string[], position: Position) {
    const names = runtime.projections.filter((p) => p.eventTypes.some((t) => types.includes(t))).map((p) => p.name);
    await readModels.wait(position, { projections: names, timeoutMs: SETTLE_MS });
  }

  /** The command run by its owner: identity the account, billing the subscription of someone who exists. */
  async function runByOwner(userId: string, staffId: string, command: StaffCommand, metadata: EventMetadata) {
    if (isAccountCommand(command)) return answered(identity.staff(userId, staffId, command, metadata), identityErrorToHttp);
    if (!(await loadAccount(runtime, userId))) throw new NotFound('Usuário não encontrado.');
    return answered(grantByStaff(runtime, userId, staffId, command, metadata), billingErrorToHttp);
  }

  return {
    async run(userId: string, staffId: string, command: StaffCommand, meta: EventMetadata): Promise<void> {
      const done = await runByOwner(userId, staffId, command, meta);
      await settle(done.eventTypes, done.position);
    },
  };
}
