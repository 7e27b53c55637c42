// POST /api/gamification/award-xp: validate -> the award command (service.award: load, decide,
// append) -> the answer the console shows. docs/architecture.md traces it down to the read models.
import { randomUUID } from 'node:crypto';
import { ValidationError, defineRoute } from '../../../platform/http';
import { entitlementsOf } from '../../billing';
import type { Activity } from '../catalogue';
import type { AwardOutcome } from '../decide';
import { awardInput, awardResponse, idempotencyHeader, parseActivity } from './award-xp.schema';
import { TAGS, achievementView, type AchievementView, type GamificationReads } from './reads';

/** Pages report visits and minutes as people move around; a client looping faster than this is broken or farming. */
const AWARD_LIMIT = { points: 600, windowSeconds: 60, key: 'user' } as const;

const ACTIVITY_LABELS: Partial<Record<Activity, string>> = {
  page_visit: 'visita',
  daily_login: 'login diário',
  feature_usage: 'uso de recurso',
  time_spent: 'tempo na plataforma',
  interaction: 'interação',
};

function awardMessage(o: AwardOutcome, activity: Activity): string {
  if (o.duplicate) return 'Atividade já registrada: o XP não é concedido duas vezes.';
  if (o.xpAwarded === 0) return 'Limite diário de XP desta atividade atingido. Volte amanhã!';
  const parts = [`+${o.xpAwarded} XP por ${ACTIVITY_LABELS[activity] ?? activity}!`];
  if (o.leveledUp) parts.push(`Você subiu para o nível ${o.newLevel}!`);
  if (o.capped) parts.push('Limite diário desta atividade atingido.');
  return parts.join(' ');
}

function awardData(o: AwardOutcome, state: { level: number }, now: Date) {
  return {
    xpAwarded: o.xpAwarded,
    leveledUp: o.leveledUp,
    newLevel: o.newLevel,
    newAchievements: o.newAchievements.map((id) => achievementView(id, now)).filter((a): a is AchievementView => a !== null),
    totalXP: o.totalXp,
    currentLevel: state.level,
    capped: o.capped || (o.xpAwarded === 0 && !o.duplicate),
    completedChallenges: o.completedChallenges.map((c) => ({ id: c.id, title: c.title, xpReward: Math.round(c.xpReward * c.bonusMultiplier) })),
    completedQuests: o.completedQuests.map((q) => ({ id: q.id, key: q.key, title: q.title, reward: q.reward })),
  };
}

export function awardXpRoute({ runtime, service }: GamificationReads) {
  return defineRoute({
    method: 'POST',
    path: '/api/gamification/award-xp',
    summary: 'Registra uma atividade e concede o XP que o servidor decidir',
    description: 'O cliente nunca envia o valor: o servidor aplica limites diários (dia de São Paulo), bônus Premium (+50%), multiplicadores e idempotência (cabeçalho Idempotency-Key ou chave natural).',
    tags: TAGS,
    access: 'profile-complete',
    // Its Idempotency-Key is part of the award itself (decide.ts), atomic with the XpAwarded event.
    idempotency: false,
    rateLimit: AWARD_LIMIT,
    input: { body: awardInput },
    response: awardResponse,
    async handler(ctx, { body, principal }) {
      const header = ctx.get('Idempotency-Key');
      if (header && !idempotencyHeader.safeParse(header).success) {
        throw new ValidationError({ 'Idempotency-Key': 'Chave de idempotência inválida (até 100 letras, números e _ . : -).' });
      }
      const { naturalKey, ...activity } = parseActivity(body);
      const outcome = await service.award(
        {
          userId: principal.userId,
          ...activity,
          // A natural key (one login per day, one visit per page per day) wins over a header key, so
          // fresh header keys cannot turn one daily visit into several.
          idempotencyKey: naturalKey ?? `request:${header || randomUUID()}`,
          xpBonusPercent: (await entitlementsOf(runtime, principal)).xpBonusPercent,
        },
        { requestId: ctx.state.requestId, actorId: principal.userId },
      );
      return { success: true as const, message: awardMessage(outcome, activity.activity), data: awardData(outcome, { level: outcome.newLevel }, runtime.now()) };
    },
  });
}
