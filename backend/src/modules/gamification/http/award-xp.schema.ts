// POST /api/gamification/award-xp - what a client may report, validated per activity, with its
// natural idempotency key. The client never sends an amount: the server decides the XP.
import { z } from 'zod';
import { Forbidden, ValidationError } from '../../../platform/http';
import { CLIENT_ACTIVITIES, PAGE_EVENTS, type Activity } from '../catalogue';
import { achievementViewResponse } from './views.schema';
import { tr } from '../../../platform/i18n';

const SYSTEM_ACTIVITIES = ['achievement_unlock', 'streak_milestone', 'level_up', 'complete_profile', 'challenge_completed', 'reward_claimed', 'survey_completion', 'lesson_completed', 'track_completed', 'skill_proficient', 'best_answer', 'reaction_received'];

export const awardInput = z.object({
  activityName: z.string({ error: 'Informe a atividade.' }).min(1, 'Informe a atividade.').max(64),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export const idempotencyHeader = z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/);
const detail = z.string().regex(/^[a-z0-9_:-]{1,64}$/i);
const dayString = z.iso.date();
const minutesSpent = z.int().min(1).max(24 * 60);

/** What the client asked for, as the decider's activity: validated per activity, with its natural idempotency key. */
export function parseActivity(body: z.infer<typeof awardInput>): { activity: Activity; detail?: string; baseAmount?: number; naturalKey?: (day: string) => string } {
  const metadata = body.activityName === 'daily_login' ? { ...body.metadata, feature: 'daily_login' } : (body.metadata ?? {});
  // `daily_login` on its own is the console's feature_usage of the same name.
  const name = body.activityName === 'daily_login' ? 'feature_usage' : body.activityName;
  if (SYSTEM_ACTIVITIES.includes(name)) {
    throw new Forbidden('Esta atividade é concedida apenas pela plataforma.', 'SYSTEM_ACTIVITY');
  }
  if (!(CLIENT_ACTIVITIES as readonly string[]).includes(name)) {
    throw new ValidationError({ activityName: tr('errors.gamification.unknownActivity', { activities: CLIENT_ACTIVITIES.join(', ') }) });
  }
  switch (name as (typeof CLIENT_ACTIVITIES)[number]) {
    case 'page_visit': {
      const event = metadata.event;
      if (typeof event !== 'string' || !(PAGE_EVENTS as readonly string[]).includes(event)) {
        throw new ValidationError({ 'metadata.event': tr('errors.gamification.invalidPage', { pages: PAGE_EVENTS.join(', ') }) });
      }
      return { activity: 'page_visit', detail: event, naturalKey: (day) => `page_visit:${event}:${day}` };
    }
    case 'feature_usage': {
      const feature = detail.safeParse(metadata.feature);
      if (!feature.success) throw new ValidationError({ 'metadata.feature': 'Informe o recurso usado (letras, números e _).' });
      if (feature.data === 'daily_login') {
        if (metadata.loginDate !== undefined && !dayString.safeParse(metadata.loginDate).success) {
          throw new ValidationError({ 'metadata.loginDate': 'Data de login inválida (AAAA-MM-DD).' });
        }
        // The server's São Paulo day decides which day the login counts for, not the client's date.
        return { activity: 'daily_login', detail: 'daily_login', naturalKey: (day) => `daily_login:${day}` };
      }
      return { activity: 'feature_usage', detail: feature.data };
    }
    case 'time_spent': {
      const minutes = minutesSpent.safeParse(metadata.minutes);
      if (!minutes.success) throw new ValidationError({ 'metadata.minutes': 'Informe os minutos (número inteiro a partir de 1).' });
      return { activity: 'time_spent', detail: `${minutes.data}min`, baseAmount: minutes.data };
    }
    case 'interaction': {
      const target = detail.safeParse(metadata.target);
      if (!target.success) throw new ValidationError({ 'metadata.target': 'Informe o alvo da interação (letras, números e _).' });
      return { activity: 'interaction', detail: target.data };
    }
  }
}

export const awardResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    xpAwarded: z.number(),
    leveledUp: z.boolean(),
    newLevel: z.number(),
    newAchievements: z.array(achievementViewResponse),
    totalXP: z.number(),
    currentLevel: z.number(),
    capped: z.boolean(),
    completedChallenges: z.array(z.object({ id: z.string(), title: z.string(), xpReward: z.number() })),
    /** Weekly quests this award completed (issue 25) and the reward each gave. */
    completedQuests: z.array(z.object({ id: z.string(), key: z.string(), title: z.string(), reward: z.enum(['boost', 'freeze']) })),
  }),
});
