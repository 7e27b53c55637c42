// GET /api/gamification/challenges - the day's challenges with the caller's progress.
import { defineRoute } from '../../../platform/http';
import { challengeCurrent, type Challenge, type GamificationState } from '../decide';
import { challengesResponse } from './challenges.schema';
import { READ, type GamificationReads } from './reads';

function challengeView(c: Challenge, state: GamificationState) {
  const current = challengeCurrent(state, c);
  return {
    id: c.id,
    key: c.key,
    title: c.title,
    description: c.description,
    type: c.type,
    target: c.target,
    current,
    xpReward: c.xpReward,
    bonusMultiplier: c.bonusMultiplier,
    difficulty: c.difficulty,
    isCompleted: state.challengesCompleted.has(c.id),
    expiresAt: c.expiresAt,
    streakDays: c.type === 'streak' ? c.target : 0,
  };
}

export function challengesRoute({ service }: GamificationReads) {
  return defineRoute({
    ...READ,
    path: '/api/gamification/challenges',
    summary: 'Desafios do dia com o seu progresso',
    response: challengesResponse,
    async handler(_ctx, { principal }) {
      const day = service.today();
      const [challenges, state] = await Promise.all([service.challengesFor(day), service.state(principal.userId)]);
      return { success: true as const, data: { day, challenges: challenges.map((c) => challengeView(c, state)) } };
    },
  });
}
