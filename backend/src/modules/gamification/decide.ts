// The gamification decider: one user's progress folded from gamification-<userId> (evolve.ts), and the
// commands that append to it (award.ts, claim.ts). Pure: the day, the instant, the day's challenges
// and the benefit of a claim come in with the command. Every award cascades in one decision
// (decision.ts) - the XP, the level(s) it reaches, the rewards those unlock, the achievements and
// challenges it completes, and the XP those give - so one append with the expected version keeps the
// stream consistent.
export { challengeCurrent, evolve, fold, initialState, measure, multiplierAt, type Challenge, type DayCounters, type GamificationState } from './evolve';
export type { AwardOutcome } from './decision';
export { award, type AwardCommand } from './award';
export { RewardAlreadyClaimed, RewardLocked, RewardNotFound, claim, discountCode, rewardCode, type ClaimCommand, type ClaimOutcome } from './claim';
