// Gamification that rewards helping (issue 24 item 3), on the whole platform (projector, reactors,
// workers): a best answer marked by the thread's author gives its author 25 XP once and "Colaborador
// I" through the reactor and gamification's grantXp; reactions received give 2 XP under the guards
// (never one's own, no new accounts, once per reactor and post, once per reactor, author and day).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CommunityBestAnswerCleared,
  CommunityBestAnswerMarked,
  CommunityReactionAdded,
  CommunityReactionRemoved,
  CommunityReplyPosted,
  CommunityThreadStarted,
  communityThreadStream,
  gamificationStream,
  newEvent,
  XpAwarded,
  isEvent,
  type RecordedEvent,
} from '@piboost/events';
import { openPlatform, type AppHarness } from '../../../../tests/support/app';
import { eventually } from '../../../../tests/support/eventually';
import { readStream } from '../../platform/command';
import { seedDemoData } from '../identity';
import { rewardHelping, type HelpingJob } from './helping';

let h: AppHarness;
const id: Record<string, string> = {};

beforeAll(async () => {
  h = await openPlatform();
  const { accounts } = await seedDemoData(h.runtime);
  while ((await h.runtime.db('users').count<{ n: string }[]>('* as n'))[0]!.n !== String(accounts)) await new Promise((r) => setTimeout(r, 50));
  const rows = await h.runtime.db('users').select<{ id: string; name: string }[]>('id', 'name');
  for (const r of rows) {
    const name = (await h.runtime.vault.decryptField(r.name))!;
    id[name.split(' ')[0]!.toLowerCase()] = r.id;
  }
}, 120_000);
afterAll(() => h?.close());

const awards = async (userId: string, activity: string) => (await readStream(h.runtime.store, gamificationStream(userId))).filter((e) => isEvent(e, XpAwarded) && e.data.activity === activity) as RecordedEvent[];

function thread(authorId: string, replierId: string) {
  const threadId = randomUUID();
  const reply = randomUUID();
  return {
    threadId,
    reply,
    streamId: communityThreadStream(threadId),
    events: [
      newEvent(CommunityThreadStarted, { threadId, postId: randomUUID(), roomId: randomUUID(), authorId, subjectId: authorId, title: 'Qual carteira usar?', body: 'Quero guardar por anos.', subject: null, held: null }),
      newEvent(CommunityReplyPosted, { threadId, postId: reply, authorId: replierId, subjectId: replierId, body: 'Uma carteira de hardware.', quote: null, quoteExcerpt: null, mentions: [], held: null }),
    ],
  };
}

describe('a best answer', () => {
  it('gives its author 25 XP and "Colaborador I" through the reactor, once per post: cleared and marked again gives nothing more', async () => {
    const t = thread(id.ana!, id.bruno!);
    await h.runtime.events.append(t.streamId, [...t.events, newEvent(CommunityBestAnswerMarked, { threadId: t.threadId, postId: t.reply, authorId: id.bruno!, byId: id.ana! })]);
    const [award] = await eventually(async () => ((await awards(id.bruno!, 'best_answer')).length ? awards(id.bruno!, 'best_answer') : null), { label: 'the best answer XP' });
    expect(award!.data).toMatchObject({ amount: 25, idempotencyKey: `community_best_answer:${t.reply}` });
    const unlocked = (await readStream(h.runtime.store, gamificationStream(id.bruno!))).filter((e) => e.type === 'AchievementUnlocked').map((e) => (e.data as { achievementId: string }).achievementId);
    expect(unlocked).toContain('helper_1');
    await h.runtime.events.append(t.streamId, [
      newEvent(CommunityBestAnswerCleared, { threadId: t.threadId, postId: t.reply, byId: id.ana! }),
      newEvent(CommunityBestAnswerMarked, { threadId: t.threadId, postId: t.reply, authorId: id.bruno!, byId: id.ana! }),
    ]);
    // The second marking's job has run (the reactor's jobId is the event's): still one award.
    const second = (await readStream(h.runtime.store, t.streamId)).at(-1)!;
    await eventually(async () => ((await (await h.runtime.jobs.queue('community-xp').getJob(`community_helping_xp-${second.eventId}`))?.getState()) === 'completed' ? true : null), { label: 'the second job' });
    expect(await awards(id.bruno!, 'best_answer')).toHaveLength(1);
  });
});

describe('reactions received', () => {
  /** The job of a recorded reaction, as if it had happened `days` later (the demo accounts are new today). */
  const jobOf = (e: RecordedEvent, days: number): HelpingJob => {
    const d = e.data as { threadId: string; postId: string; authorId: string; userId: string };
    return { type: e.type, threadId: d.threadId, postId: d.postId, authorId: d.authorId, actorId: d.userId, streamVersion: String(e.streamVersion), recordedAt: new Date(e.recordedAt.getTime() + days * 86_400_000).toISOString() };
  };
  const react = async (streamId: string, threadId: string, postId: string, userId: string, authorId: string, kind: 'like' | 'insight' | 'thanks' = 'like') => {
    const { nextVersion } = await h.runtime.events.append(streamId, [newEvent(CommunityReactionAdded, { threadId, postId, userId, authorId, kind })]);
    return (await readStream(h.runtime.store, streamId)).find((e) => e.streamVersion === nextVersion)!;
  };

  it('count 2 XP under the guards: not one’s own, not from a new account, once per reactor and post, once per reactor, author and day', async () => {
    const t = thread(id.camila!, id.diego!);
    await h.runtime.events.append(t.streamId, t.events);
    const second = randomUUID();
    await h.runtime.events.append(t.streamId, [newEvent(CommunityReplyPosted, { threadId: t.threadId, postId: second, authorId: id.diego!, subjectId: id.diego!, body: 'E anote as palavras.', quote: null, quoteExcerpt: null, mentions: [], held: null })]);

    const own = await react(t.streamId, t.threadId, t.reply, id.diego!, id.diego!);
    expect(await rewardHelping(h.runtime, jobOf(own, 8))).toEqual({ xp: 0, skipped: 'own' });
    const fresh = await react(t.streamId, t.threadId, t.reply, id.eduarda!, id.diego!);
    expect(await rewardHelping(h.runtime, jobOf(fresh, 0))).toEqual({ xp: 0, skipped: 'new_account' });
    const first = await react(t.streamId, t.threadId, t.reply, id.felipe!, id.diego!);
    expect(await rewardHelping(h.runtime, jobOf(first, 8))).toEqual({ xp: 2, skipped: null });
    // The same reactor on the author's other reply that day: the ring guard.
    const ring = await react(t.streamId, t.threadId, second, id.felipe!, id.diego!);
    expect(await rewardHelping(h.runtime, jobOf(ring, 8))).toEqual({ xp: 0, skipped: 'ring' });
    // Removed and added again, even days later: never again for that post.
    await h.runtime.events.append(t.streamId, [newEvent(CommunityReactionRemoved, { threadId: t.threadId, postId: t.reply, userId: id.felipe!, authorId: id.diego!, kind: 'like' })]);
    const again = await react(t.streamId, t.threadId, t.reply, id.felipe!, id.diego!);
    expect(await rewardHelping(h.runtime, jobOf(again, 9))).toEqual({ xp: 0, skipped: 'reacted_before' });
    // Another kind on the same post by another old reactor counts once.
    const other = await react(t.streamId, t.threadId, t.reply, id.ana!, id.diego!, 'insight');
    expect(await rewardHelping(h.runtime, jobOf(other, 8))).toEqual({ xp: 2, skipped: null });
    const more = await react(t.streamId, t.threadId, t.reply, id.ana!, id.diego!, 'thanks');
    expect(await rewardHelping(h.runtime, jobOf(more, 8))).toEqual({ xp: 0, skipped: 'reacted_before' });
    const granted = await awards(id.diego!, 'reaction_received');
    expect(granted.map((e) => (e.data as { amount: number }).amount)).toEqual([2, 2]);
  });
});
