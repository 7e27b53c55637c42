// GET /api/gamification/rewards and POST /api/gamification/rewards/:rewardId/claim.
import { Conflict, NotFound, defineRoute } from '../../../platform/http';
import { REWARDS, type RewardDefinition } from '../catalogue';
import { RewardAlreadyClaimed, RewardLocked, RewardNotFound, type GamificationState } from '../decide';
import { claimResponse, rewardParams, rewardsResponse } from './rewards.schema';
import { READ, TAGS, type GamificationReads } from './reads';
import { tr } from '../../../platform/i18n';

function rewardView(r: RewardDefinition, state: GamificationState) {
  const claimed = state.rewardsClaimed.get(r.id);
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    type: r.type,
    levelRequired: r.levelRequired,
    xpRequired: r.xpRequired,
    isUnlocked: state.rewardsUnlocked.has(r.id),
    isClaimed: claimed !== undefined,
    claimedAt: claimed ? claimed.at.toISOString() : null,
    icon: r.icon,
    rarity: r.rarity,
    benefits: r.benefits,
    duration: r.duration,
    multiplier: r.multiplier,
    /** What the claim gave, e.g. the premium end date; null until claimed. */
    benefit: claimed?.benefit ?? null,
    /** The discount code (discount) or feature key (feature_unlock) the claim recorded; null otherwise. */
    code: claimed?.code ?? null,
  };
}

export function rewardsRoute({ service }: GamificationReads) {
  return defineRoute({
    ...READ,
    path: '/api/gamification/rewards',
    summary: 'Recompensas por nível: bloqueadas, desbloqueadas e resgatadas',
    response: rewardsResponse,
    async handler(_ctx, { principal }) {
      const state = await service.state(principal.userId);
      return { success: true as const, data: { rewards: REWARDS.map((r) => rewardView(r, state)) } };
    },
  });
}

export function claimRewardRoute({ service }: GamificationReads) {
  return defineRoute({
    method: 'POST',
    path: '/api/gamification/rewards/:rewardId/claim',
    summary: 'Resgata uma recompensa desbloqueada (+50 XP e o benefício)',
    tags: TAGS,
    access: 'profile-complete',
    rateLimit: { points: 30, windowSeconds: 60, key: 'user' },
    input: { params: rewardParams },
    response: claimResponse,
    async handler(ctx, { params, principal }) {
      let result;
      try {
        result = await service.claim(principal.userId, params.rewardId, { requestId: ctx.state.requestId, actorId: principal.userId });
      } catch (err) {
        if (err instanceof RewardNotFound) throw new NotFound('Recompensa não encontrada.');
        if (err instanceof RewardLocked) {
          const level = REWARDS.find((r) => r.id === params.rewardId)?.levelRequired;
          throw new Conflict(tr('errors.gamification.rewardLocked', { level }), 'REWARD_LOCKED');
        }
        if (err instanceof RewardAlreadyClaimed) throw new Conflict('Você já resgatou esta recompensa.', 'REWARD_ALREADY_CLAIMED');
        throw err;
      }
      const state = await service.state(principal.userId);
      return {
        success: true as const,
        message: `Recompensa resgatada! +${result.xpAwarded} XP. ${result.benefit}`,
        data: { reward: rewardView(result.reward, state), xpAwarded: result.xpAwarded, leveledUp: result.leveledUp, newLevel: result.newLevel, benefit: result.benefit },
      };
    },
  });
}
