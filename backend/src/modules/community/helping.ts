// Gamification that rewards helping (issue 24 item 3): XP through gamification's grantXp for what the
// community's events prove, never for posting as such.
// - A reply marked "melhor resposta" by someone else: 25 XP to its author, once per post ever (the
//   idempotency key is the post's), so clearing and marking again gives nothing more. The count feeds
//   the "Colaborador" achievements (gamification's catalogue).
// - A reaction received: 2 XP, at most 20 XP a day (gamification's daily cap), and only when
//   * the reactor is not the author (the community refuses it anyway),
//   * the reactor's account is at least 7 days old when reacting (no farm of fresh accounts),
//   * it is the reactor's first reaction to that post (any kind): a reaction removed and added again,
//     or a second kind on the same post, never grants again,
//   * the reactor has not already given this author XP that São Paulo day: the "ring" guard - a
//     group of accounts reacting to each other yields at most 2 XP per pair and day
//     (idempotency key `community_reaction:<reactor>:<day>` on the author's stream).
// A job per event (jobId from the event id), and the award's own key, so a redelivery never grants twice.
import { CommunityBestAnswerMarked, CommunityReactionAdded, communityThreadStream, isEvent, saoPauloDay, type RecordedEvent } from '@piboost/events';
import { jobReactor } from '../../platform/jobs/reactor';
import type { JobWorker } from '../../platform/module';
import type { Runtime } from '../../platform/runtime';
import { grantXp } from '../gamification';
import { accountsQuery } from '../identity';

export const COMMUNITY_XP_QUEUE = 'community-xp';
export const BEST_ANSWER_XP_KEY = (postId: string) => `community_best_answer:${postId}`;
export const REACTION_XP_KEY = (reactorId: string, day: string) => `community_reaction:${reactorId}:${day}`;
/** A reactor's account must be this old for their reactions to count. */
export const MIN_REACTOR_AGE_DAYS = 7;

export interface HelpingJob {
  type: string;
  threadId: string;
  postId: string;
  authorId: string;
  /** The reactor, or who marked the best answer. */
  actorId: string;
  streamVersion: string;
  recordedAt: string;
}

export function helpingReactors(runtime: Runtime) {
  return [
    jobReactor<RecordedEvent>(runtime, {
      name: 'community_helping_xp',
      eventTypes: [CommunityBestAnswerMarked.type, CommunityReactionAdded.type],
      queue: COMMUNITY_XP_QUEUE,
      job: (e) => {
        const d = e.data as { threadId: string; postId: string; authorId: string; byId?: string; userId?: string };
        return {
          name: e.type,
          data: { type: e.type, threadId: d.threadId, postId: d.postId, authorId: d.authorId, actorId: (d.byId ?? d.userId)!, streamVersion: String(e.streamVersion), recordedAt: e.recordedAt.toISOString() } satisfies HelpingJob,
        };
      },
    }),
  ];
}

/** Whether the reactor reacted to the post before this reaction (in the thread's stream, before its version). */
async function reactedBefore(runtime: Runtime, job: HelpingJob): Promise<boolean> {
  const version = BigInt(job.streamVersion);
  for await (const e of runtime.store.readStream(communityThreadStream(job.threadId))) {
    if (e.streamVersion >= version) break;
    if (isEvent(e, CommunityReactionAdded) && e.data.postId === job.postId && e.data.userId === job.actorId) return true;
  }
  return false;
}

async function accountAgeDays(runtime: Runtime, userId: string, at: Date): Promise<number | null> {
  const row = await accountsQuery(runtime.db).where({ id: userId }).first<{ created_at: Date } | undefined>('created_at');
  return row ? (at.getTime() - new Date(row.created_at).getTime()) / 86_400_000 : null;
}

/** What the job granted: the XP (0 when a guard or a cap said no) and why not. */
export async function rewardHelping(runtime: Runtime, job: HelpingJob): Promise<{ xp: number; skipped: string | null }> {
  if (job.actorId === job.authorId) return { xp: 0, skipped: 'own' };
  const meta = { actorId: job.actorId };
  if (job.type === CommunityBestAnswerMarked.type) {
    const o = await grantXp(runtime, { userId: job.authorId, activity: 'best_answer', detail: job.postId, idempotencyKey: BEST_ANSWER_XP_KEY(job.postId), xpBonusPercent: 100 }, meta);
    return { xp: o.xpAwarded, skipped: o.duplicate ? 'duplicate' : null };
  }
  const at = new Date(job.recordedAt);
  const age = await accountAgeDays(runtime, job.actorId, at);
  if (age === null || age < MIN_REACTOR_AGE_DAYS) return { xp: 0, skipped: 'new_account' };
  if (await reactedBefore(runtime, job)) return { xp: 0, skipped: 'reacted_before' };
  const o = await grantXp(runtime, { userId: job.authorId, activity: 'reaction_received', detail: job.postId, idempotencyKey: REACTION_XP_KEY(job.actorId, saoPauloDay(at)), xpBonusPercent: 100 }, meta);
  return { xp: o.xpAwarded, skipped: o.duplicate ? 'ring' : o.capped && o.xpAwarded === 0 ? 'capped' : null };
}

export const helpingWorker: JobWorker<HelpingJob> = { queue: COMMUNITY_XP_QUEUE, process: async (runtime, job) => void (await rewardHelping(runtime, job.data)) };
