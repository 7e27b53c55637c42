// Moderation (issue 24 item 2): what staff may do to a post (hide, restore, release a held one), to a
// person (mute for a time, unmute, ban, unban) and to rooms (open, rename), as pure deciders over the
// folded streams. The reasons are staff-typed and not sealed, like every staff action; the audit
// log picks each event up by its staffId (projections/src/audit).
import {
  CommunityMemberBanned,
  CommunityMemberMuted,
  CommunityMemberUnbanned,
  CommunityMemberUnmuted,
  CommunityNotificationsRead,
  CommunityPostHidden,
  CommunityPostReleased,
  CommunityPostRestored,
  CommunityReplyPosted,
  CommunityRoomOpened,
  CommunityRoomUpdated,
  CommunityThreadStarted,
  isEvent,
  newEvent,
  type NewEvent,
  type RecordedEvent,
} from '@piboost/events';

/** A moderation command that does not apply to what the stream says (404 for a missing post, 409 otherwise). */
export class ModerationRefused extends Error {
  constructor(
    message: string,
    readonly code: 'POST_NOT_FOUND' | 'ROOM_NOT_FOUND' | 'ROOM_EXISTS' | 'NOT_HIDDEN' | 'ALREADY_HIDDEN' | 'NOT_HELD' | 'NOT_MUTED' | 'NOT_BANNED' | 'ALREADY_BANNED' | 'STAFF_MEMBER',
  ) {
    super(message);
  }
}

type Foldable = Pick<RecordedEvent, 'type' | 'data'>;

export interface ModeratedPost {
  authorId: string;
  /** Held and not yet released. */
  held: boolean;
  /** The hiding's reason while hidden. */
  hidden: string | null;
}

export interface ThreadModeration {
  threadId: string | null;
  posts: Map<string, ModeratedPost>;
}

export function foldThread(events: Iterable<Foldable>): ThreadModeration {
  const state: ThreadModeration = { threadId: null, posts: new Map() };
  for (const event of events) {
    const e = event as RecordedEvent;
    if (isEvent(e, CommunityThreadStarted) || isEvent(e, CommunityReplyPosted)) {
      state.threadId = e.data.threadId;
      state.posts.set(e.data.postId, { authorId: e.data.authorId, held: e.data.held !== null, hidden: null });
    } else if (isEvent(e, CommunityPostHidden)) {
      const p = state.posts.get(e.data.postId);
      if (p) p.hidden = e.data.reason;
    } else if (isEvent(e, CommunityPostRestored)) {
      const p = state.posts.get(e.data.postId);
      if (p) p.hidden = null;
    } else if (isEvent(e, CommunityPostReleased)) {
      const p = state.posts.get(e.data.postId);
      if (p) p.held = false;
    }
  }
  return state;
}

interface PostCommand {
  postId: string;
  staffId: string;
}

function postOf(state: ThreadModeration, postId: string): ModeratedPost & { threadId: string } {
  const post = state.posts.get(postId);
  if (!post || !state.threadId) throw new ModerationRefused('Publicação não encontrada.', 'POST_NOT_FOUND');
  return { ...post, threadId: state.threadId };
}

/** Hides a post from everyone but its author (who sees the reason). */
export function hidePost(state: ThreadModeration, cmd: PostCommand & { reason: string }): NewEvent[] {
  const post = postOf(state, cmd.postId);
  if (post.hidden !== null) throw new ModerationRefused('A publicação já está oculta.', 'ALREADY_HIDDEN');
  return [newEvent(CommunityPostHidden, { threadId: post.threadId, postId: cmd.postId, authorId: post.authorId, staffId: cmd.staffId, reason: cmd.reason })];
}

/**
 * Shows a hidden post again; on a post that is not hidden it records that staff reviewed its reports
 * and kept it published (the queue drops the reports it answered; nobody is notified of a change).
 */
export function restorePost(state: ThreadModeration, cmd: PostCommand & { reason: string }): NewEvent[] {
  const post = postOf(state, cmd.postId);
  return [newEvent(CommunityPostRestored, { threadId: post.threadId, postId: cmd.postId, authorId: post.authorId, staffId: cmd.staffId, reason: cmd.reason })];
}

/** Publishes a post held by the automatic rules (a link from a new account, spam). */
export function releasePost(state: ThreadModeration, cmd: PostCommand): NewEvent[] {
  const post = postOf(state, cmd.postId);
  if (!post.held) throw new ModerationRefused('Esta publicação não está aguardando moderação.', 'NOT_HELD');
  return [newEvent(CommunityPostReleased, { threadId: post.threadId, postId: cmd.postId, authorId: post.authorId, staffId: cmd.staffId })];
}

export interface MemberModeration {
  mutedUntil: Date | null;
  muteReason: string | null;
  banned: string | null;
  /** The last instant the person read their notifications up to. */
  readUpTo: string | null;
}

export function foldMember(events: Iterable<Foldable>): MemberModeration {
  const state: MemberModeration = { mutedUntil: null, muteReason: null, banned: null, readUpTo: null };
  for (const event of events) {
    const e = event as RecordedEvent;
    if (isEvent(e, CommunityMemberMuted)) {
      state.mutedUntil = new Date(e.data.until);
      state.muteReason = e.data.reason;
    } else if (isEvent(e, CommunityMemberUnmuted)) {
      state.mutedUntil = null;
      state.muteReason = null;
    } else if (isEvent(e, CommunityMemberBanned)) state.banned = e.data.reason;
    else if (isEvent(e, CommunityMemberUnbanned)) state.banned = null;
    else if (isEvent(e, CommunityNotificationsRead)) {
      if (state.readUpTo === null || e.data.upTo > state.readUpTo) state.readUpTo = e.data.upTo;
    }
  }
  return state;
}

/** The longest mute: a year; longer is a ban. */
export const MAX_MUTE_MINUTES = 525_600;

interface MemberCommand {
  userId: string;
  staffId: string;
  /** Whether the person is staff: staff are not moderated in the community (their role is). */
  targetIsStaff: boolean;
  now: Date;
}

function notStaff(cmd: MemberCommand) {
  if (cmd.targetIsStaff) throw new ModerationRefused('A equipe não é moderada na comunidade: mude o papel da pessoa no back office, se for o caso.', 'STAFF_MEMBER');
}

/** Silences the person for `minutes` from now (a new mute replaces one in force). */
export function muteMember(_state: MemberModeration, cmd: MemberCommand & { minutes: number; reason: string }): NewEvent[] {
  notStaff(cmd);
  const until = new Date(cmd.now.getTime() + cmd.minutes * 60_000).toISOString();
  return [newEvent(CommunityMemberMuted, { userId: cmd.userId, until, reason: cmd.reason, staffId: cmd.staffId })];
}

export function unmuteMember(state: MemberModeration, cmd: MemberCommand): NewEvent[] {
  if (state.mutedUntil === null || state.mutedUntil.getTime() <= cmd.now.getTime()) throw new ModerationRefused('A pessoa não está silenciada.', 'NOT_MUTED');
  return [newEvent(CommunityMemberUnmuted, { userId: cmd.userId, staffId: cmd.staffId })];
}

export function banMember(state: MemberModeration, cmd: MemberCommand & { reason: string }): NewEvent[] {
  notStaff(cmd);
  if (state.banned !== null) throw new ModerationRefused('A participação desta pessoa já está suspensa.', 'ALREADY_BANNED');
  return [newEvent(CommunityMemberBanned, { userId: cmd.userId, reason: cmd.reason, staffId: cmd.staffId })];
}

export function unbanMember(state: MemberModeration, cmd: MemberCommand): NewEvent[] {
  if (state.banned === null) throw new ModerationRefused('A participação desta pessoa não está suspensa.', 'NOT_BANNED');
  return [newEvent(CommunityMemberUnbanned, { userId: cmd.userId, staffId: cmd.staffId })];
}

/** The person read their notifications up to `upTo`; nothing when they had already read further. */
export function readNotifications(state: MemberModeration, cmd: { userId: string; upTo: string }): NewEvent[] {
  if (state.readUpTo !== null && state.readUpTo >= cmd.upTo) return [];
  return [newEvent(CommunityNotificationsRead, { userId: cmd.userId, upTo: cmd.upTo })];
}

export interface RoomState {
  exists: boolean;
  title: string | null;
  description: string;
}

export function foldRoom(events: Iterable<Foldable>): RoomState {
  const state: RoomState = { exists: false, title: null, description: '' };
  for (const event of events) {
    const e = event as RecordedEvent;
    if (isEvent(e, CommunityRoomOpened) || isEvent(e, CommunityRoomUpdated)) {
      state.exists = true;
      state.title = e.data.title;
      state.description = e.data.description;
    }
  }
  return state;
}

export interface OpenRoom {
  roomId: string;
  slug: string;
  title: string;
  description: string;
  access: 'members' | 'vip';
  position: number;
  staffId: string;
}

/** An admin opens a room; its id derives from its slug, so the slug is taken once. */
export function openRoom(state: RoomState, cmd: OpenRoom): NewEvent[] {
  if (state.exists) throw new ModerationRefused('Já existe uma sala com este endereço.', 'ROOM_EXISTS');
  return [newEvent(CommunityRoomOpened, cmd)];
}

export function renameRoom(state: RoomState, cmd: { roomId: string; title?: string; description?: string; staffId: string }): NewEvent[] {
  if (!state.exists) throw new ModerationRefused('Sala não encontrada.', 'ROOM_NOT_FOUND');
  const title = cmd.title ?? state.title!;
  const description = cmd.description ?? state.description;
  if (title === state.title && description === state.description) return [];
  return [newEvent(CommunityRoomUpdated, { roomId: cmd.roomId, title, description, staffId: cmd.staffId })];
}
