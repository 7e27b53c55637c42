// UpdateProfile: the person edits their personal data (profile module's PUT /api/user/profile).
import { saoPauloDay, type EventMetadata } from '@piboost/events';
import type { Runtime } from '../../../platform/runtime';
import { handleProfileCommand } from './profile-command';
import { decideProfileUpdate, type ProfileEdit } from './profile-decide';
import { openPersonal } from './profile-state';

/** `appended` is null when nothing changed; `nameChanged` tells the caller the header's name moved. */
export async function updateProfile(runtime: Runtime, userId: string, edit: ProfileEdit, meta: EventMetadata) {
  const today = saoPauloDay(runtime.now());
  const result = await handleProfileCommand(runtime, userId, meta, async (profile) => {
    const { avatarUrl, ...personal } = await openPersonal(runtime.vault, profile);
    return { events: decideProfileUpdate({ userId, personal, avatarUrl }, { edit, today }) };
  });
  const nameChanged = result.events.some((e) => (e.data as { name?: string }).name !== undefined);
  return { appended: result.appended, nameChanged };
}
