// What the profile commands share: the person's own user stream, folded to their profile, decided on
// only if the account exists, and appended as the person's own act.
import { userStream, type EventMetadata } from '@piboost/events';
import { handleCommand, loadStream, type Decided } from '../../../platform/command';
import type { Runtime } from '../../../platform/runtime';
import { existingProfile } from './profile-decide';
import { foldProfile, type ProfileState } from './profile-state';

export function handleProfileCommand<R extends Decided>(runtime: Runtime, userId: string, meta: EventMetadata, decide: (profile: ProfileState) => R | Promise<R>) {
  const stream = userStream(userId);
  return handleCommand(runtime.events, stream, loadStream(runtime.store, stream, foldProfile), (state) => decide(existingProfile(state)), { metadata: { ...meta, actorId: userId } });
}
