// The back office's trial and Premium actions, recorded by billing (one stream, one writer - issue
// 22): staff grant or end a period on the person's subscription-<userId>, decided by decideStaffGrant
// (decide.ts) on the subscription as it is now. The back office checks the person exists and answers.
import { WrongExpectedVersion, subscriptionStream, type EventMetadata, type Position } from '@piboost/events';
import { handleCommand } from '../../platform/command';
import type { Runtime } from '../../platform/runtime';
import { decideStaffGrant, type StaffGrantCommand } from './decide';
import { StaffGrantRefused } from './errors';
import { loadSubscription } from './load';

/** Runs `staffId`'s grant on `userId`'s subscription; returns where its events landed (for read-your-writes). */
export async function grantByStaff(
  runtime: Runtime,
  userId: string,
  staffId: string,
  command: StaffGrantCommand,
  metadata: EventMetadata,
): Promise<{ position: Position; eventTypes: string[] }> {
  try {
    const { events, appended } = await handleCommand(
      runtime.events,
      subscriptionStream(userId),
      loadSubscription(runtime, userId),
      (sub) => ({ events: decideStaffGrant(sub, { ...command, userId, staffId, now: runtime.now() }) }),
      { metadata: { ...metadata, actorId: staffId } },
    );
    // decideStaffGrant always decides an event or refuses.
    return { position: appended!.position, eventTypes: events.map((e) => e.type) };
  } catch (err) {
    if (err instanceof WrongExpectedVersion) throw new StaffGrantRefused('CONCURRENT_CHANGE', 'A conta mudou enquanto você agia. Recarregue a página e tente de novo.');
    throw err;
  }
}
