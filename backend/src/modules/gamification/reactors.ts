// XP the platform grants on its own: completing the profile (non-admins, product-spec §7) and
// answering the investor survey; and what a claimed reward gives elsewhere (a trial, a discount, the
// reports), should the claim's request have failed between its two appends. A job per event (jobId
// from the event id), and the award's own idempotency key or the benefit's derived event id, so a
// redelivery never grants twice.
import { AccountRegistered, ProfileCompleted, RewardClaimed, RoleChanged, SurveySubmitted, isEvent, userStream, type Recorded, type RecordedEvent } from '@piboost/events';
import type { Runtime } from '../../platform/runtime';
import { jobReactor } from '../../platform/jobs/reactor';
import type { JobWorker } from '../../platform/module';
import { gamification } from './gamification';
import { honourReward } from './honour';

export const GAMIFICATION_QUEUE = 'gamification';
export const REWARD_TRIAL_QUEUE = 'gamification-reward-trials';

interface GrantJob {
  userId: string;
  reason: 'complete_profile' | 'survey_completion';
}

export function gamificationReactors(runtime: Runtime) {
  return [
    jobReactor<RecordedEvent>(runtime, {
      name: 'gamification_grants',
      eventTypes: [ProfileCompleted.type, SurveySubmitted.type],
      queue: GAMIFICATION_QUEUE,
      job: (event) => ({
        name: event.type,
        data: { userId: (event.data as { userId: string }).userId, reason: event.type === ProfileCompleted.type ? 'complete_profile' : 'survey_completion' } satisfies GrantJob,
      }),
    }),
    jobReactor<Recorded<typeof RewardClaimed>>(runtime, {
      name: 'gamification_reward_trials',
      eventTypes: [RewardClaimed.type],
      queue: REWARD_TRIAL_QUEUE,
      job: (event) => ({ name: event.type, data: event.data }),
    }),
  ];
}

/** The account's current role, from its own stream (the read model may not have it yet). */
async function roleOf(runtime: Runtime, userId: string): Promise<string | null> {
  let role: string | null = null;
  for await (const e of runtime.store.readStream(userStream(userId))) {
    if (isEvent(e, AccountRegistered)) role = e.data.role;
    else if (isEvent(e, RoleChanged)) role = e.data.to;
  }
  return role;
}

export async function grant(runtime: Runtime, job: GrantJob): Promise<void> {
  if (job.reason === 'complete_profile' && (await roleOf(runtime, job.userId)) === 'admin') return;
  await gamification(runtime).award({ userId: job.userId, activity: job.reason, idempotencyKey: job.reason, xpBonusPercent: 100 }, { actorId: job.userId });
}

export const grantWorker: JobWorker<GrantJob> = { queue: GAMIFICATION_QUEUE, process: (runtime, job) => grant(runtime, job.data) };

export const rewardTrialWorker: JobWorker<Recorded<typeof RewardClaimed>['data']> = {
  queue: REWARD_TRIAL_QUEUE,
  process: (runtime, job) => honourReward(runtime, job.data),
};
