// GET /api/gamification/achievements/:userId - unlocked and still locked achievements.
import { defineRoute } from '../../../platform/http';
import { ACHIEVEMENTS } from '../catalogue';
import { achievementsResponse } from './achievements.schema';
import { READ, userParam, type GamificationReads } from './reads';

export function achievementsRoute({ readableUser, achievementsOf }: GamificationReads) {
  return defineRoute({
    ...READ,
    path: '/api/gamification/achievements/:userId',
    summary: 'Conquistas desbloqueadas e bloqueadas',
    input: { params: userParam },
    response: achievementsResponse,
    async handler(_ctx, { params, principal }) {
      const userId = await readableUser(principal, params.userId);
      const unlocked = await achievementsOf(userId);
      const have = new Set(unlocked.map((a) => a.id));
      const locked = ACHIEVEMENTS.filter((a) => !have.has(a.id)).map(({ id, title, description, badge_icon, badge_color, family }) => ({ id, title, description, badge_icon, badge_color, family: family ?? null }));
      return { success: true as const, data: { unlocked, locked } };
    },
  });
}
