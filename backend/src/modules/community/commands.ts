// The community's write path: each command loads the thread (and the member's) stream, decides, and
// appends; posts go through the person's posting slot first (rate limits and holds, policy.ts), and
// every write waits for the community read model so the writer's next read shows it.
import { randomUUID } from 'node:crypto';
import { communityMemberStream, communityThreadStream, COMMUNITY_EXCERPT_MAX, COMMUNITY_TITLE_MAX, type NewEvent } from '@piboost/events';
import { handleCommand, loadStream, readStream } from '../../platform/command';
import { derivedId } from '../../platform/ids';
import { waitForProjection } from '../../platform/read-your-writes';
import type { Runtime } from '../../platform/runtime';
import { accountsQuery } from '../identity';
import { isStaff, whoCanRead, type Person } from './access';
import {
  CommunityRefused,
  addReaction,
  assertMayParticipate,
  clearBestAnswer,
  foldMember,
  foldThread,
  markBestAnswer,
  postReply,
  removeReaction,
  reportPost,
  startThread,
  type Hold,
  type ReactionKind,
  type Report,
  type Subject,
  type ThreadState,
} from './decide';
import { SAME_BODY, assertRate, holdFor, mentionsIn, normalizedBody } from './policy';
import { COMMUNITY_PROJECTION } from './rooms';

export interface ThreadAccess {
  thread_id: string;
  room_id: string;
  access: string;
  subject_kind: string | null;
}

/**
 * A thread's stream takes everyone's replies: under a burst (20 people answering at once) a writer may
 * lose the race many times in a row, and each loss is decided again on the stream as it now is - so
 * a busy thread gets many more attempts than the default before a reply is given up on.
 */
const THREAD_ATTEMPTS = 50;

const meta = (person: Person) => ({ metadata: { actorId: person.userId }, maxAttempts: THREAD_ATTEMPTS });

async function settle(runtime: Runtime, appended: { position: string } | null): Promise<void> {
  if (appended) await waitForProjection(runtime.db, COMMUNITY_PROJECTION, appended.position);
}

async function assertMember(runtime: Runtime, userId: string, action: 'post' | 'react' | 'report'): Promise<void> {
  assertMayParticipate(foldMember(await readStream(runtime.store, communityMemberStream(userId))), runtime.now(), action);
}

// One person's posts are decided one at a time in this process, so two quick posts cannot both pass
// the limit they share (a second API process may let one more through: the limits are a brake on
// spam, not an invariant of the log).
const slots = new Map<string, Promise<unknown>>();
function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = slots.get(key) ?? Promise.resolve();
  const next = previous.then(work, work);
  const settled = next.catch(() => undefined);
  slots.set(key, settled);
  void settled.then(() => {
    if (slots.get(key) === settled) slots.delete(key);
  });
  return next;
}

/**
 * The posting slot: refuses past the rate limits, decides the hold, runs `post` with it and records the
 * accepted post (only once its event is in the log) for the next decisions.
 */
async function withPostingSlot<T extends { postId: string }>(runtime: Runtime, person: Person, body: string, post: (held: Hold) => Promise<T>): Promise<T> {
  await assertMember(runtime, person.userId, 'post');
  return oneAtATime(`community:${person.userId}`, async () => {
    const now = runtime.now();
    const recent = await runtime.db('community_activity').where('user_id', person.userId).where('at', '>', new Date(now.getTime() - 3_600_000)).select<{ at: Date; body_hash: string }[]>('at', 'body_hash');
    assertRate({ at: recent.map((r) => r.at), sameBody: 0 }, now);
    const bodyHash = runtime.keyedHash(`community-body:${normalizedBody(body)}`);
    const sameBody = recent.filter((r) => r.body_hash === bodyHash && r.at.getTime() > now.getTime() - SAME_BODY.windowMinutes * 60_000).length;
    const account = await accountsQuery(runtime.db).where({ id: person.userId }).first<{ created_at: Date } | undefined>('created_at');
    const held = holdFor({ body, accountCreatedAt: account?.created_at ?? null, recent: { at: [], sameBody }, staff: isStaff(person), now });
    const result = await post(held);
    await runtime.db('community_activity').insert({ user_id: person.userId, post_id: result.postId, at: now, body_hash: bodyHash }).onConflict('post_id').ignore();
    await runtime.db('community_activity').where('user_id', person.userId).where('at', '<', new Date(now.getTime() - 3_600_000)).delete();
    return result;
  });
}

const loadThread = (runtime: Runtime, threadId: string) => loadStream(runtime.store, communityThreadStream(threadId), foldThread);

async function onThread(runtime: Runtime, person: Person, threadId: string, decide: (s: ThreadState) => NewEvent[]) {
  const result = await handleCommand(runtime.events, communityThreadStream(threadId), loadThread(runtime, threadId), (s) => ({ events: decide(s) }), meta(person));
  await settle(runtime, result.appended);
  return result;
}

/** The thread's stream was started by another post first (a subject's thread): nothing was appended. */
class LostRace extends Error {}

export interface NewThread {
  title: string;
  body: string;
}

/** A new thread in a room the caller may enter (checked by the route). */
export async function startRoomThread(runtime: Runtime, person: Person, roomId: string, input: NewThread, subject: Subject | null = null, threadId: string = randomUUID()) {
  return withPostingSlot(runtime, person, input.body, async (held) => {
    const postId = randomUUID();
    const mentions: string[] = [];
    const result = await onThread(runtime, person, threadId, (s) => startThread(s, { threadId, postId, roomId, authorId: person.userId, title: input.title, body: input.body, subject, held }));
    if (!result.appended) throw new LostRace();
    return { threadId, postId, held, mentions };
  });
}

/** The excerpt a reply keeps of the post it quotes: the quoted text as the replier read it, cut. */
async function excerptOf(runtime: Runtime, postId: string): Promise<string> {
  const row = await runtime.db('community_posts').where({ post_id: postId }).first<{ body: string } | undefined>('body');
  const text = row ? await runtime.vault.decryptField(row.body) : null;
  if (text === null) throw new CommunityRefused('conflict', 'QUOTE_REMOVED', 'O conteúdo desta publicação foi removido e não pode ser citado.');
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > COMMUNITY_EXCERPT_MAX ? `${flat.slice(0, COMMUNITY_EXCERPT_MAX - 1)}…` : flat;
}

export async function replyTo(runtime: Runtime, person: Person, thread: ThreadAccess, input: { body: string; quotePostId?: string | null }) {
  const excerpt = input.quotePostId ? await excerptOf(runtime, input.quotePostId) : null;
  const mentioned = mentionsIn(input.body).filter((id) => id !== person.userId);
  const mentions = mentioned.length ? await whoCanRead(runtime, mentioned, thread) : [];
  return withPostingSlot(runtime, person, input.body, async (held) => {
    const postId = randomUUID();
    await onThread(runtime, person, thread.thread_id, (s) =>
      postReply(s, { postId, authorId: person.userId, body: input.body, quote: input.quotePostId ? { postId: input.quotePostId, excerpt: excerpt! } : null, mentions, held, staff: isStaff(person) }),
    );
    return { threadId: thread.thread_id, postId, held, mentions };
  });
}

/** The thread of a subject has an id derived from it, so two first posts race to one thread. */
export const subjectThreadId = (kind: string, id: string): string => derivedId(`community-subject:${kind}:${id}`);

export const subjectThreadTitle = (title: string) => {
  const full = `Discussão: ${title}`;
  return full.length > COMMUNITY_TITLE_MAX ? `${full.slice(0, COMMUNITY_TITLE_MAX - 1)}…` : full;
};

/** A post about a subject: the first starts its thread (in the general room), the next ones reply. */
export async function postOnSubject(runtime: Runtime, person: Person, roomId: string, subject: Subject, body: string) {
  const threadId = subjectThreadId(subject.kind, subject.id);
  const thread = { thread_id: threadId, room_id: roomId, access: 'members', subject_kind: subject.kind };
  const { state } = await loadThread(runtime, threadId)();
  if (!state.exists) {
    try {
      return await startRoomThread(runtime, person, roomId, { title: subjectThreadTitle(subject.title), body }, subject, threadId);
    } catch (err) {
      // Another person's first post started the thread meanwhile: this one becomes its reply.
      if (!(err instanceof LostRace)) throw err;
    }
  }
  return replyTo(runtime, person, thread, { body });
}

export async function react(runtime: Runtime, person: Person, threadId: string, postId: string, kind: ReactionKind, on: boolean): Promise<void> {
  await assertMember(runtime, person.userId, 'react');
  const c = { postId, userId: person.userId, kind, staff: isStaff(person) };
  await onThread(runtime, person, threadId, (s) => (on ? addReaction(s, c) : removeReaction(s, c)));
}

export async function chooseBestAnswer(runtime: Runtime, person: Person, threadId: string, postId: string | null): Promise<void> {
  const c = { byId: person.userId, staff: isStaff(person) };
  await onThread(runtime, person, threadId, (s) => (postId ? markBestAnswer(s, { ...c, postId }) : clearBestAnswer(s, c)));
}

export async function report(runtime: Runtime, person: Person, threadId: string, input: Omit<Report, 'reporterId'>): Promise<void> {
  await assertMember(runtime, person.userId, 'report');
  await onThread(runtime, person, threadId, (s) => reportPost(s, { ...input, reporterId: person.userId }));
}
