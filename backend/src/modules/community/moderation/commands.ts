// The moderation commands: load the stream -> decide (decide.ts) -> append with the expected
// version (platform/command.ts), then wait for the read model, so the next read of the queue shows
// the action. Staff reasons travel in the events (the audit log keeps them).
import { communityMemberStream, communityRoomStream, communityThreadStream, type NewEvent } from '@piboost/events';
import { handleCommand, loadStream } from '../../../platform/command';
import { derivedId } from '../../../platform/ids';
import { waitForProjection } from '../../../platform/read-your-writes';
import type { Runtime } from '../../../platform/runtime';
import { isStaffMember } from '../../identity';
import {
  banMember,
  foldMember,
  foldRoom,
  foldThread,
  hidePost,
  ModerationRefused,
  muteMember,
  openRoom,
  readNotifications,
  releasePost,
  renameRoom,
  restorePost,
  unbanMember,
  unmuteMember,
  type MemberModeration,
  type RoomState,
  type ThreadModeration,
} from './decide';
import { moderatedPost } from './queries';

export const MODERATION_PROJECTION = 'community_moderation';

type Meta = Record<string, string>;

async function run<S>(runtime: Runtime, streamId: string, fold: (h: Parameters<typeof foldThread>[0]) => S, decide: (state: S) => NewEvent[], metadata: Meta) {
  const { appended } = await handleCommand(runtime.events, streamId, loadStream(runtime.store, streamId, fold), (state) => ({ events: decide(state) }), { metadata });
  if (appended) await waitForProjection(runtime.db, MODERATION_PROJECTION, appended.position);
  return appended;
}

/** The post's thread, from the read model (the command then folds the thread's own stream). */
async function threadOf(runtime: Runtime, postId: string): Promise<string> {
  const post = await moderatedPost(runtime, postId);
  if (!post) throw new ModerationRefused('Publicação não encontrada.', 'POST_NOT_FOUND');
  return post.threadId;
}

export type PostAction = 'hide' | 'restore' | 'release';

export async function moderatePost(runtime: Runtime, action: PostAction, cmd: { postId: string; staffId: string; reason?: string }, metadata: Meta) {
  const threadId = await threadOf(runtime, cmd.postId);
  const decide = (state: ThreadModeration) =>
    action === 'hide' ? hidePost(state, { ...cmd, reason: cmd.reason! }) : action === 'restore' ? restorePost(state, { ...cmd, reason: cmd.reason! }) : releasePost(state, cmd);
  return run(runtime, communityThreadStream(threadId), foldThread, decide, metadata);
}

export type MemberAction = 'mute' | 'unmute' | 'ban' | 'unban';

export async function moderateMember(runtime: Runtime, action: MemberAction, cmd: { userId: string; staffId: string; reason?: string; minutes?: number }, metadata: Meta) {
  const targetIsStaff = await isStaffMember(runtime, cmd.userId);
  const now = runtime.now();
  const base = { userId: cmd.userId, staffId: cmd.staffId, targetIsStaff, now };
  const decide = (state: MemberModeration) => {
    switch (action) {
      case 'mute':
        return muteMember(state, { ...base, minutes: cmd.minutes!, reason: cmd.reason! });
      case 'unmute':
        return unmuteMember(state, base);
      case 'ban':
        return banMember(state, { ...base, reason: cmd.reason! });
      case 'unban':
        return unbanMember(state, base);
    }
  };
  return run(runtime, communityMemberStream(cmd.userId), foldMember, decide, metadata);
}

/** The person read their notifications up to `upTo` (their own member stream). */
export async function markNotificationsRead(runtime: Runtime, userId: string, upTo: Date, metadata: Meta) {
  return run(runtime, communityMemberStream(userId), foldMember, (state) => readNotifications(state, { userId, upTo: upTo.toISOString() }), metadata);
}

/** The id of a room an admin opens: from its slug, so a slug is taken once whoever races for it. */
export const adminRoomId = (slug: string) => derivedId(`community-room:${slug}`);

export async function createRoom(runtime: Runtime, cmd: { slug: string; title: string; description: string; access: 'members' | 'vip'; staffId: string }, metadata: Meta) {
  const taken = await runtime.db('community_mod_rooms').where({ slug: cmd.slug }).first<{ room_id: string } | undefined>('room_id');
  if (taken) throw new ModerationRefused('Já existe uma sala com este endereço.', 'ROOM_EXISTS');
  const row = await runtime.db('community_mod_rooms').max<{ max: number | null }[]>('position as max').first();
  const roomId = adminRoomId(cmd.slug);
  const position = (row?.max ?? -1) + 1;
  await run(runtime, communityRoomStream(roomId), foldRoom, (state: RoomState) => openRoom(state, { roomId, position, ...cmd }), metadata);
  return roomId;
}

export async function updateRoom(runtime: Runtime, cmd: { roomId: string; title?: string; description?: string; staffId: string }, metadata: Meta) {
  return run(runtime, communityRoomStream(cmd.roomId), foldRoom, (state: RoomState) => renameRoom(state, cmd), metadata);
}
