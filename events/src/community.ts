// Community (issue 24): rooms, threads, replies, reactions, best answers, reports and moderation.
// Streams: community-room-<roomId> (a room and its renames), community-thread-<threadId> (the thread's
// posts and everything done to them, by everyone), community-member-<userId> (mutes, bans and the
// notifications a person has read).
// What a person types (titles, bodies, quote excerpts, report notes) is sealed with THAT person's key:
// each such event names its writer as `subjectId` (the author; the reporter for a report), so the
// vault, the timeline and erasure find it. Staff-typed texts (reasons, room titles) are not sealed,
// like every other staff action. The quote's excerpt is a top-level field (`quoteExcerpt`): the vault
// seals top-level strings only.
import { z } from 'zod';
import { defineEvent } from './define';
import { at, id, reason } from './fields';

export const communityAccess = z.enum(['members', 'vip']);
export const communityHold = z.enum(['link_new_account', 'spam']);
export const communityReactionKind = z.enum(['like', 'insight', 'thanks']);
export const communityReportReason = z.enum(['spam', 'abuse', 'advice', 'other']);
export const communitySubjectKind = z.enum(['analysis', 'article', 'report']);

export const COMMUNITY_TITLE_MIN = 3;
export const COMMUNITY_TITLE_MAX = 120;
export const COMMUNITY_BODY_MAX = 5_000;
export const COMMUNITY_EXCERPT_MAX = 300;

const roomSlug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(60);
const roomTitle = z.string().trim().min(3).max(80);
const roomDescription = z.string().trim().max(500);
export const communityTitle = z.string().trim().min(COMMUNITY_TITLE_MIN).max(COMMUNITY_TITLE_MAX);
export const communityBody = z.string().trim().min(1).max(COMMUNITY_BODY_MAX);
const held = communityHold.nullable();

/** The analysis, article or premium report a thread discusses; its title as published (not personal). */
export const communitySubject = z.object({ kind: communitySubjectKind, id: z.string().min(1).max(200), title: z.string().trim().min(1).max(300) });

const post = { threadId: id, postId: id };

export const CommunityRoomOpened = defineEvent(
  'CommunityRoomOpened',
  // staffId: the admin who opened it (issue 24, moderation); the two rooms every install opens at start have none.
  z.object({ roomId: id, slug: roomSlug, title: roomTitle, description: roomDescription, access: communityAccess, position: z.int().min(0), staffId: id.optional() }),
);

export const CommunityRoomUpdated = defineEvent(
  'CommunityRoomUpdated',
  z.object({ roomId: id, title: roomTitle, description: roomDescription, staffId: id }),
);

/** The thread's first post. `held`: kept from everyone but its author and staff until released. */
export const CommunityThreadStarted = defineEvent(
  'CommunityThreadStarted',
  z.object({
    ...post,
    roomId: id,
    authorId: id,
    /** The author, whose key seals title and body. */
    subjectId: id,
    title: communityTitle,
    body: communityBody,
    subject: communitySubject.nullable(),
    held,
  }),
  { pii: ['title', 'body'] },
);

export const CommunityReplyPosted = defineEvent(
  'CommunityReplyPosted',
  z.object({
    ...post,
    authorId: id,
    subjectId: id,
    body: communityBody,
    /** The post quoted; its excerpt is the replier's copy (their data), in `quoteExcerpt`. */
    quote: z.object({ postId: id, authorId: id }).nullable(),
    quoteExcerpt: z.string().trim().min(1).max(COMMUNITY_EXCERPT_MAX).nullable(),
    /** People mentioned who can read the thread. */
    mentions: z.array(id).max(20),
    held,
  }),
  { pii: ['body', 'quoteExcerpt'] },
);

const reaction = { ...post, userId: id, authorId: id, kind: communityReactionKind };
export const CommunityReactionAdded = defineEvent('CommunityReactionAdded', z.object(reaction));
export const CommunityReactionRemoved = defineEvent('CommunityReactionRemoved', z.object(reaction));

/** `authorId`: of the reply marked; `byId`: the thread's author or staff. */
export const CommunityBestAnswerMarked = defineEvent('CommunityBestAnswerMarked', z.object({ ...post, authorId: id, byId: id }));
export const CommunityBestAnswerCleared = defineEvent('CommunityBestAnswerCleared', z.object({ ...post, byId: id }));

export const CommunityPostReported = defineEvent(
  'CommunityPostReported',
  z.object({
    ...post,
    reporterId: id,
    /** The reporter, whose key seals the note. */
    subjectId: id,
    reason: communityReportReason,
    note: z.string().trim().min(1).max(500).nullable(),
  }),
  { pii: ['note'] },
);

/** Moderation (written by the moderation commands): `authorId` is the post's author, told why. */
export const CommunityPostHidden = defineEvent('CommunityPostHidden', z.object({ ...post, authorId: id, staffId: id, reason }));
export const CommunityPostRestored = defineEvent('CommunityPostRestored', z.object({ ...post, authorId: id, staffId: id, reason }));
/** A held post published by staff. */
export const CommunityPostReleased = defineEvent('CommunityPostReleased', z.object({ ...post, authorId: id, staffId: id }));

export const CommunityMemberMuted = defineEvent('CommunityMemberMuted', z.object({ userId: id, until: at, reason, staffId: id }));
export const CommunityMemberUnmuted = defineEvent('CommunityMemberUnmuted', z.object({ userId: id, staffId: id }));
export const CommunityMemberBanned = defineEvent('CommunityMemberBanned', z.object({ userId: id, reason, staffId: id }));
export const CommunityMemberUnbanned = defineEvent('CommunityMemberUnbanned', z.object({ userId: id, staffId: id }));
/** The person read their community notifications up to `upTo`. */
export const CommunityNotificationsRead = defineEvent('CommunityNotificationsRead', z.object({ userId: id, upTo: at }));

export const communityEvents = [
  CommunityRoomOpened,
  CommunityRoomUpdated,
  CommunityThreadStarted,
  CommunityReplyPosted,
  CommunityReactionAdded,
  CommunityReactionRemoved,
  CommunityBestAnswerMarked,
  CommunityBestAnswerCleared,
  CommunityPostReported,
  CommunityPostHidden,
  CommunityPostRestored,
  CommunityPostReleased,
  CommunityMemberMuted,
  CommunityMemberUnmuted,
  CommunityMemberBanned,
  CommunityMemberUnbanned,
  CommunityNotificationsRead,
] as const;
