// GET /api/gamification/profile/:userId - XP, level, streak, achievements, ranks and recent activity.
import { monthStart } from '@piboost/events';
import { premiumInForceOf } from '@piboost/events/subscription';
import { NotFound, defineRoute } from '../../../platform/http';
import { entitlementsOf } from '../../billing';
import { multiplierAt } from '../decide';
import { activeBoostOf, freezesOf, protectedStreak } from '../engagement';
import { levelProgress } from '../levels';
import { people, standing } from '../queries';
import { profileResponse } from './profile.schema';
import { READ, userParam, type GamificationReads } from './reads';
export function profileRoute({ runtime, service, readableUser, decryptPerson, achievementsOf, streakOf }: GamificationReads) {
  return defineRoute({
    ...READ,
    path: '/api/gamification/profile/:userId',
    summary: 'Perfil de gamificação (XP, nível, sequência, conquistas, ranking, atividades)',
    input: { params: userParam },
    response: profileResponse,
    async handler(_ctx, { params, principal }) {
      const userId = await readableUser(principal, params.userId);
      const person = (await people(runtime.db, [userId])).get(userId);
      if (!person) throw new NotFound('Usuário não encontrado.');
      const today = service.today();
      await runtime.vault.preload([userId]);
      const [contact, global, weekly, monthly, achievements, recent, logins, lastActivity, state] = await Promise.all([
        decryptPerson(person),
        standing(runtime.db, 'global', today, userId),
        standing(runtime.db, 'weekly', today, userId),
        standing(runtime.db, 'monthly', today, userId),
        achievementsOf(userId),
        runtime.db('gamification_activities').where({ user_id: userId }).orderBy('position', 'desc').limit(10).select<{ activity: string; detail: string | null; xp: number; created_at: Date }[]>('activity', 'detail', 'xp', 'created_at'),
        runtime.db('gamification_logins').where({ user_id: userId }).andWhere('day', '>=', monthStart(today)).count<{ count: string }[]>({ count: '*' }),
        runtime.db('gamification_activities').where({ user_id: userId }).max<{ max: Date | null }[]>({ max: 'created_at' }),
        service.state(userId),
      ]);
      const now = runtime.now();
      // The token's claim can be up to 15 minutes old: a trial claimed since shows from the read model.
      const isPremium =
        (userId === principal.userId && principal.premium) || premiumInForceOf(person.subscription, now) !== null;
      const { xpBonusPercent } = await entitlementsOf(runtime, { userId, roles: [person.role], premium: isPremium });
      const totalXP = global?.entry.total_xp ?? 0;
      return {
        success: true as const,
        data: {
          user: { id: person.id, name: contact.name, email: contact.email, avatar_url: contact.avatar_url, role: person.role, auth_provider: person.provider },
          gamification: {
            totalXP,
            currentLevel: global?.entry.current_level ?? 1,
            // A streak whose missed days held freezes cover is still shown: the next login keeps it.
            dailyStreak: Math.max(global ? streakOf(global.entry, today) : 0, protectedStreak(state, today)),
            monthlyLoginCount: Number(logins[0]?.count ?? 0),
            lastActivityDate: lastActivity[0]?.max ? new Date(lastActivity[0].max).toISOString() : null,
            achievements,
            ranking: { global: global?.rank ?? null, weekly: weekly?.rank ?? null, monthly: monthly?.rank ?? null },
            levelProgress: levelProgress(totalXP),
            recentActivities: recent.map((r) => ({ activity_name: r.activity, detail: r.detail, xp_earned: r.xp, created_at: new Date(r.created_at).toISOString() })),
            isPremium,
            xpMultiplier: multiplierAt(state, xpBonusPercent, now),
            streakFreezes: freezesOf(state),
            activeBoost: activeBoostOf(state, now),
          },
        },
      };
    },
  });
}
