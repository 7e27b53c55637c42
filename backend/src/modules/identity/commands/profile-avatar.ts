// ChangeAvatar: a preset or an uploaded photo becomes the person's picture (the profile module keeps
// the photo's bytes; the fact that the picture changed is the account's).
import type { EventMetadata } from '@piboost/events';
import type { Runtime } from '../../../platform/runtime';
import { handleProfileCommand } from './profile-command';
import { decideAvatarChange } from './profile-decide';

export async function changeAvatar(runtime: Runtime, userId: string, avatar: { source: 'upload' | 'preset'; url: string }, meta: EventMetadata) {
  const { appended } = await handleProfileCommand(runtime, userId, meta, (profile) => ({ events: decideAvatarChange(profile, avatar) }));
  return appended!;
}
