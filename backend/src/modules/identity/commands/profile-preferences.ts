// UpdatePreferences: language, notifications, visibility - and the marketing consent they carry.
import type { EventMetadata } from '@piboost/events';
import type { Runtime } from '../../../platform/runtime';
import { handleProfileCommand } from './profile-command';
import { decidePreferences, type PreferencesEdit } from './profile-decide';

/** `twoFactorEnabled`: the account's real two-factor state, which the switch may only repeat. `appended` is null when nothing changed. */
export async function updatePreferences(runtime: Runtime, userId: string, command: { edit: PreferencesEdit; twoFactorEnabled: boolean }, meta: EventMetadata) {
  const { appended } = await handleProfileCommand(runtime, userId, meta, (profile) => ({ events: decidePreferences(profile, command) }));
  return appended;
}
