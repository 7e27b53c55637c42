// GET /api/gamification/rewards and POST /api/gamification/rewards/:rewardId/claim - the rewards by
// level (locked, unlocked, claimed) and what a claim gave.
import { z } from 'zod';
import { catalogueEntry } from './views.schema';

export const rewardParams = z.object({ rewardId: z.string().regex(/^[a-z0-9_]{1,64}$/, 'Recompensa inválida.') });

export const rewardViewResponse = catalogueEntry.extend({
  type: z.enum(['trial_premium', 'xp_multiplier', 'badge', 'feature_unlock', 'discount']),
  levelRequired: z.number(),
  xpRequired: z.number(),
  isUnlocked: z.boolean(),
  isClaimed: z.boolean(),
  claimedAt: z.string().nullable(),
  icon: z.string(),
  rarity: z.enum(['common', 'rare', 'epic', 'legendary']),
  benefits: z.array(z.string()),
  duration: z.number().nullable(),
  multiplier: z.number().nullable(),
  /** What the claim gave, e.g. the premium end date; null until claimed. */
  benefit: z.string().nullable(),
  /** The discount code (discount) or feature key (feature_unlock) the claim recorded; null otherwise. */
  code: z.string().nullable(),
});

export const rewardsResponse = z.object({ success: z.literal(true), data: z.object({ rewards: z.array(rewardViewResponse) }) });

export const claimResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ reward: rewardViewResponse, xpAwarded: z.number(), leveledUp: z.boolean(), newLevel: z.number(), benefit: z.string() }),
});
