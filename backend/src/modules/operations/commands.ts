// The operators' write path: load -> decide (decide.ts) -> append with the expected version
// (platform/command.ts). Their streams hold records only, so loading one is reading its version -
// not its whole history, which grows with every retry.
import type { EventMetadata, NewEvent } from '@piboost/events';
import { appendRecord } from '../../platform/command';
import type { Runtime } from '../../platform/runtime';
import type { OperationsState } from './decide';

/** Runs one operator's command on `streamId`; null when it decided nothing. */
export async function operationsCommand(runtime: Runtime, streamId: string, decide: (state: OperationsState) => NewEvent[], metadata: EventMetadata) {
  const { appended } = await appendRecord(runtime, streamId, (state) => ({ events: decide(state) }), { metadata });
  return appended;
}
