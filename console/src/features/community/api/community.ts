// The community endpoints (issue 24, docs/community-contract): rooms, a room's threads, a thread's
// posts, the writes (thread, reply, reaction, best answer, report, a subject's first post), the
// mention suggestions, the person's standing (muted, banned, unread) and the notifications.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';

export type RoomAccess = 'members' | 'vip';
export type SubjectKind = 'analysis' | 'article' | 'report';
export type ReactionKind = 'like' | 'insight' | 'thanks';
export type ReportReason = 'spam' | 'abuse' | 'advice' | 'other';
export type HeldReason = 'link_new_account' | 'spam' | null;

export interface Room {
  id: string;
  slug: string;
  title: string;
  description: string;
  access: RoomAccess;
  canEnter: boolean;
  threadCount: number;
  postCount: number;
  lastPostAt: string | null;
}

export interface Subject {
  kind: SubjectKind;
  id: string;
  title: string;
}

export interface Author {
  id: string | null;
  name: string;
  staff: boolean;
  removed: boolean;
}

export interface ThreadSummary {
  id: string;
  title: string | null;
  author: Author | string;
  replyCount: number;
  reactionCount: number;
  lastPostAt: string;
  subject: Subject | null;
  hasBestAnswer: boolean;
  held: HeldReason | boolean;
}

export interface RoomThreads {
  room: Pick<Room, 'slug' | 'title' | 'access'> & Partial<Room>;
  threads: ThreadSummary[];
  page: number;
  pageSize: number;
  total: number;
}

export interface Post {
  id: string;
  author: Author;
  body: string | null;
  createdAt: string;
  quote: { postId: string; author?: Author; excerpt: string | null } | null;
  reactions: Record<ReactionKind, number>;
  myReactions: ReactionKind[];
  best: boolean;
  held: boolean;
  hidden: { reason: string | null } | null;
  mine: boolean;
}

export interface ThreadPage {
  thread: {
    id: string;
    room: { slug: string; title: string; access: RoomAccess };
    title: string | null;
    subject: Subject | null;
    author: Author;
    bestAnswerPostId: string | null;
    createdAt: string;
    /** The reader started it / is staff: either may mark the best answer. */
    mine?: boolean;
    canModerate?: boolean;
  };
  posts: Post[];
  page: number;
  pageSize: number;
  total: number;
}

export interface Standing {
  muted: { until: string; reason: string } | null;
  banned: { reason: string } | null;
  unread: number;
}

export interface Notification {
  id: string;
  kind: 'reply' | 'mention' | 'best_answer' | 'hidden' | 'restored';
  threadId: string;
  threadTitle: string | null;
  postId: string;
  actorName: string | null;
  reason: string | null;
  at: string;
  read: boolean;
}

export interface Posted {
  threadId?: string;
  postId: string;
  held: HeldReason | boolean;
  /** What the server says of it ("Publicado." / "Aguardando moderação..."). */
  message?: string;
}

/** The API's answers come in its envelope `{ success, data }`. */
const unwrap = <T,>(body: unknown): T => (body as { data: T }).data;
const get = async <T,>(path: string, signal?: AbortSignal) => unwrap<T>(await api.get<unknown>(path, { signal }));
const post = async <T,>(path: string, body?: unknown) => unwrap<T>(await api.post<unknown>(path, body));

const KEY = ['community'] as const;
const enc = encodeURIComponent;

/** A refusal a retry will not change: not there, not allowed (the VIP room), the plan. */
const final = (e: Error) => e instanceof ApiError && e.status >= 400 && e.status < 500;
const retry = (count: number, e: Error) => !final(e) && count < 2;

export const useRooms = () => useQuery({ queryKey: [...KEY, 'rooms'], queryFn: ({ signal }) => get<{ rooms: Room[] }>('/community/rooms', signal), retry });

export const useRoomThreads = (slug: string, page: number, q: string) =>
  useQuery({
    queryKey: [...KEY, 'room', slug, page, q],
    queryFn: ({ signal }) => get<RoomThreads>(`/community/rooms/${enc(slug)}/threads?page=${page}${q ? `&q=${enc(q)}` : ''}`, signal),
    retry,
  });

export const useThread = (threadId: string, page: number) =>
  useQuery({ queryKey: [...KEY, 'thread', threadId, page], queryFn: ({ signal }) => get<ThreadPage>(`/community/threads/${enc(threadId)}?page=${page}`, signal), retry });

export const useSubject = (kind: string, id: string) =>
  useQuery({
    queryKey: [...KEY, 'subject', kind, id],
    queryFn: ({ signal }) => get<{ threadId: string | null; title: string; canRead: boolean }>(`/community/subjects/${enc(kind)}/${enc(id)}`, signal),
    retry,
  });

export const useStanding = (enabled = true) =>
  useQuery({ queryKey: [...KEY, 'me'], queryFn: ({ signal }) => get<Standing>('/community/me', signal), enabled, retry, refetchInterval: 60_000 });

export const useNotifications = () =>
  useQuery({ queryKey: [...KEY, 'notifications'], queryFn: ({ signal }) => get<{ items: Notification[] }>('/community/notifications', signal), retry });

export const startThread = (slug: string, title: string, body: string) => post<Posted>(`/community/rooms/${enc(slug)}/threads`, { title, body });
export const reply = (threadId: string, body: string, quotePostId: string | null) =>
  post<Posted>(`/community/threads/${enc(threadId)}/replies`, quotePostId ? { body, quotePostId } : { body });
export const postOnSubject = (kind: string, id: string, body: string) => post<Posted>(`/community/subjects/${enc(kind)}/${enc(id)}/posts`, { body });
export const react = (postId: string, kind: ReactionKind) => api.post<void>(`/community/posts/${enc(postId)}/reactions`, { kind });
export const unreact = (postId: string, kind: ReactionKind) => api.delete<void>(`/community/posts/${enc(postId)}/reactions/${kind}`);
export const markBest = (threadId: string, postId: string) => api.post<void>(`/community/threads/${enc(threadId)}/best-answer`, { postId });
export const clearBest = (threadId: string) => api.delete<void>(`/community/threads/${enc(threadId)}/best-answer`);
export const reportPost = (postId: string, reason: ReportReason, note: string) =>
  api.post<void>(`/community/posts/${enc(postId)}/report`, note.trim() ? { reason, note: note.trim() } : { reason });
export const markNotificationsRead = () => api.post<void>('/community/notifications/read');

export const searchMentions = (q: string) => get<{ people: { id: string; name: string }[] }>(`/community/mentions?q=${enc(q)}`);

/** After a write: the community's lists and counters read again. */
export const refreshCommunity = (client: QueryClient) => client.invalidateQueries({ queryKey: KEY });

export const authorName = (a: Author | string) => (typeof a === 'string' ? a : a.name);
