// The community's rules on one thread's stream and one member's stream: pure deciders. Ids, holds,
// excerpts and the clock come in with the command; what may be read (VIP, premium reports) is the
// caller's check (access.ts), what a person typed is validated by the route's schema.
import {
  CommunityBestAnswerCleared,
  CommunityBestAnswerMarked,
  CommunityMemberBanned,
  CommunityMemberMuted,
  CommunityMemberUnbanned,
  CommunityMemberUnmuted,
  CommunityPostHidden,
  CommunityPostReleased,
  CommunityPostReported,
  CommunityPostRestored,
  CommunityReactionAdded,
  CommunityReactionRemoved,
  CommunityReplyPosted,
  CommunityThreadStarted,
  isEvent,
  newEvent,
  type DataOf,
  type NewEvent,
  type RecordedEvent,
} from '@piboost/events';

type Event = Pick<RecordedEvent, 'type' | 'data'>;
export type ReactionKind = DataOf<typeof CommunityReactionAdded>['kind'];
export type Hold = DataOf<typeof CommunityReplyPosted>['held'];
export type Subject = NonNullable<DataOf<typeof CommunityThreadStarted>['subject']>;

/** A refusal; `kind` says how the route answers it (404, 403, 409). */
export class CommunityRefused extends Error {
  constructor(
    readonly kind: 'not_found' | 'forbidden' | 'conflict',
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface PostState {
  postId: string;
  authorId: string;
  first: boolean;
  held: boolean;
  hidden: boolean;
  /** `${userId}:${kind}` */
  reactions: Set<string>;
  reporters: Set<string>;
}

export interface ThreadState {
  exists: boolean;
  threadId: string | null;
  roomId: string | null;
  authorId: string | null;
  subject: Subject | null;
  posts: Map<string, PostState>;
  bestPostId: string | null;
}

const emptyThread = (): ThreadState => ({ exists: false, threadId: null, roomId: null, authorId: null, subject: null, posts: new Map(), bestPostId: null });

const newPost = (postId: string, authorId: string, first: boolean, held: boolean): PostState => ({ postId, authorId, first, held, hidden: false, reactions: new Set(), reporters: new Set() });

export function foldThread(history: readonly Event[]): ThreadState {
  const s = emptyThread();
  for (const e of history) {
    if (isEvent(e as RecordedEvent, CommunityThreadStarted)) {
      const d = e.data as DataOf<typeof CommunityThreadStarted>;
      Object.assign(s, { exists: true, threadId: d.threadId, roomId: d.roomId, authorId: d.authorId, subject: d.subject });
      s.posts.set(d.postId, newPost(d.postId, d.authorId, true, d.held !== null));
      continue;
    }
    const d = e.data as { postId: string; userId?: string; kind?: string; reporterId?: string; authorId?: string };
    const p = s.posts.get(d.postId);
    switch (e.type) {
      case CommunityReplyPosted.type:
        s.posts.set(d.postId, newPost(d.postId, d.authorId!, false, (e.data as { held: Hold }).held !== null));
        break;
      case CommunityReactionAdded.type:
        p?.reactions.add(`${d.userId}:${d.kind}`);
        break;
      case CommunityReactionRemoved.type:
        p?.reactions.delete(`${d.userId}:${d.kind}`);
        break;
      case CommunityBestAnswerMarked.type:
        s.bestPostId = d.postId;
        break;
      case CommunityBestAnswerCleared.type:
        if (s.bestPostId === d.postId) s.bestPostId = null;
        break;
      case CommunityPostReported.type:
        p?.reporters.add(d.reporterId!);
        break;
      case CommunityPostHidden.type:
        if (p) p.hidden = true;
        break;
      case CommunityPostRestored.type:
        if (p) p.hidden = false;
        break;
      case CommunityPostReleased.type:
        if (p) p.held = false;
        break;
    }
  }
  return s;
}

const threadMissing = () => new CommunityRefused('not_found', 'THREAD_NOT_FOUND', 'Tópico não encontrado.');
const postMissing = () => new CommunityRefused('not_found', 'POST_NOT_FOUND', 'Publicação não encontrada.');

/** A post others may act on: it exists and is published (not held, not hidden). `actor` sees their own held posts. */
function visiblePost(s: ThreadState, postId: string, actor: string, staff: boolean): PostState {
  const p = s.posts.get(postId);
  if (!s.exists || !p) throw postMissing();
  if (p.held && p.authorId !== actor && !staff) throw postMissing();
  return p;
}

export interface StartThread {
  threadId: string;
  postId: string;
  roomId: string;
  authorId: string;
  title: string;
  body: string;
  subject: Subject | null;
  held: Hold;
}

/** A new thread, once (its stream is new: a second start on the same id decides nothing). */
export function startThread(s: ThreadState, c: StartThread): NewEvent[] {
  if (s.exists) return [];
  return [newEvent(CommunityThreadStarted, { threadId: c.threadId, postId: c.postId, roomId: c.roomId, authorId: c.authorId, subjectId: c.authorId, title: c.title, body: c.body, subject: c.subject, held: c.held })];
}

export interface PostReply {
  postId: string;
  authorId: string;
  body: string;
  /** The quoted post and the replier's excerpt of it (cut by the caller from what they could read). */
  quote: { postId: string; excerpt: string } | null;
  mentions: readonly string[];
  held: Hold;
  staff: boolean;
}

export function postReply(s: ThreadState, c: PostReply): NewEvent[] {
  if (!s.exists) throw threadMissing();
  if (s.posts.has(c.postId)) return [];
  let quote: { postId: string; authorId: string } | null = null;
  if (c.quote) {
    const q = visiblePost(s, c.quote.postId, c.authorId, c.staff);
    if (q.hidden && !c.staff) throw new CommunityRefused('conflict', 'QUOTE_HIDDEN', 'Esta publicação foi ocultada pela moderação e não pode ser citada.');
    quote = { postId: q.postId, authorId: q.authorId };
  }
  const mentions = [...new Set(c.mentions)].filter((m) => m !== c.authorId).slice(0, 20);
  return [
    newEvent(CommunityReplyPosted, {
      threadId: s.threadId!,
      postId: c.postId,
      authorId: c.authorId,
      subjectId: c.authorId,
      body: c.body,
      quote,
      quoteExcerpt: quote ? c.quote!.excerpt : null,
      mentions,
      held: c.held,
    }),
  ];
}

export interface React {
  postId: string;
  userId: string;
  kind: ReactionKind;
  staff: boolean;
}

/** One reaction per kind per person per post, never on one's own post; adding it twice changes nothing. */
export function addReaction(s: ThreadState, c: React): NewEvent[] {
  const p = visiblePost(s, c.postId, c.userId, c.staff);
  if (p.authorId === c.userId) throw new CommunityRefused('forbidden', 'OWN_POST', 'Você não pode reagir à sua própria publicação.');
  if (p.held || p.hidden) throw new CommunityRefused('conflict', 'POST_NOT_PUBLISHED', 'Esta publicação não está visível para reações.');
  if (p.reactions.has(`${c.userId}:${c.kind}`)) return [];
  return [newEvent(CommunityReactionAdded, { threadId: s.threadId!, postId: p.postId, userId: c.userId, authorId: p.authorId, kind: c.kind })];
}

export function removeReaction(s: ThreadState, c: React): NewEvent[] {
  const p = visiblePost(s, c.postId, c.userId, c.staff);
  if (!p.reactions.has(`${c.userId}:${c.kind}`)) return [];
  return [newEvent(CommunityReactionRemoved, { threadId: s.threadId!, postId: p.postId, userId: c.userId, authorId: p.authorId, kind: c.kind })];
}

export interface MarkBest {
  postId: string;
  byId: string;
  staff: boolean;
}

const mayChooseBest = (s: ThreadState, byId: string, staff: boolean) => {
  if (!s.exists) throw threadMissing();
  if (!staff && s.authorId !== byId) throw new CommunityRefused('forbidden', 'NOT_THREAD_AUTHOR', 'Só quem abriu o tópico (ou a equipe) escolhe a melhor resposta.');
};

/** The thread's author (or staff) marks one published reply, not the thread author's own; another mark replaces it. */
export function markBestAnswer(s: ThreadState, c: MarkBest): NewEvent[] {
  mayChooseBest(s, c.byId, c.staff);
  const p = visiblePost(s, c.postId, c.byId, c.staff);
  if (p.first) throw new CommunityRefused('conflict', 'NOT_A_REPLY', 'A melhor resposta é uma das respostas do tópico.');
  if (p.authorId === s.authorId) throw new CommunityRefused('conflict', 'OWN_REPLY', 'A melhor resposta não pode ser uma resposta de quem abriu o tópico.');
  if (p.held || p.hidden) throw new CommunityRefused('conflict', 'POST_NOT_PUBLISHED', 'Esta resposta não está publicada.');
  if (s.bestPostId === p.postId) return [];
  const cleared = s.bestPostId ? [newEvent(CommunityBestAnswerCleared, { threadId: s.threadId!, postId: s.bestPostId, byId: c.byId })] : [];
  return [...cleared, newEvent(CommunityBestAnswerMarked, { threadId: s.threadId!, postId: p.postId, authorId: p.authorId, byId: c.byId })];
}

export function clearBestAnswer(s: ThreadState, c: Omit<MarkBest, 'postId'>): NewEvent[] {
  mayChooseBest(s, c.byId, c.staff);
  if (!s.bestPostId) return [];
  return [newEvent(CommunityBestAnswerCleared, { threadId: s.threadId!, postId: s.bestPostId, byId: c.byId })];
}

export interface Report {
  postId: string;
  reporterId: string;
  reason: DataOf<typeof CommunityPostReported>['reason'];
  note: string | null;
}

/** Once per person per post (a second report changes nothing); not one's own post. */
export function reportPost(s: ThreadState, c: Report): NewEvent[] {
  const p = visiblePost(s, c.postId, c.reporterId, false);
  if (p.authorId === c.reporterId) throw new CommunityRefused('forbidden', 'OWN_POST', 'Você não pode denunciar a sua própria publicação.');
  if (p.reporters.has(c.reporterId)) return [];
  return [newEvent(CommunityPostReported, { threadId: s.threadId!, postId: p.postId, reporterId: c.reporterId, subjectId: c.reporterId, reason: c.reason, note: c.note })];
}

// --- the member's stream: mutes and bans, written by moderation, respected here ---

export interface MemberState {
  mutedUntil: string | null;
  muteReason: string | null;
  banReason: string | null;
  notificationsReadUpTo: string | null;
}

export function foldMember(history: readonly Event[]): MemberState {
  const s: MemberState = { mutedUntil: null, muteReason: null, banReason: null, notificationsReadUpTo: null };
  for (const e of history) {
    const d = e.data as { until?: string; reason?: string; upTo?: string };
    if (e.type === CommunityMemberMuted.type) Object.assign(s, { mutedUntil: d.until, muteReason: d.reason });
    else if (e.type === CommunityMemberUnmuted.type) Object.assign(s, { mutedUntil: null, muteReason: null });
    else if (e.type === CommunityMemberBanned.type) s.banReason = d.reason!;
    else if (e.type === CommunityMemberUnbanned.type) s.banReason = null;
    else if (e.type === 'CommunityNotificationsRead') s.notificationsReadUpTo = d.upTo!;
  }
  return s;
}

/** The mute in force at `now`, if any. */
export const muteAt = (m: MemberState, now: Date) => (m.mutedUntil && Date.parse(m.mutedUntil) > now.getTime() ? { until: m.mutedUntil, reason: m.muteReason ?? '' } : null);

const dateBr = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/**
 * Refuses a banned person (posting, reacting, reporting) and a muted one (posting, reacting; a muted
 * person may still report abuse).
 */
export function assertMayParticipate(m: MemberState, now: Date, action: 'post' | 'react' | 'report'): void {
  if (m.banReason !== null) throw new CommunityRefused('forbidden', 'COMMUNITY_BANNED', `Sua participação na comunidade foi suspensa. Motivo: ${m.banReason}`);
  const mute = muteAt(m, now);
  if (mute && action !== 'report') throw new CommunityRefused('forbidden', 'COMMUNITY_MUTED', `Você está silenciado até ${dateBr(mute.until)}. Motivo: ${mute.reason}`);
}
