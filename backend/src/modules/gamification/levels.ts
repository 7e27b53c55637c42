// Level thresholds (DECISIONS 16): they pass through the spec's reward points (level 2 at 300 XP,
// 3 at 500, 5 at 1000, 7 at 2000, 10 at 5000, 15 at 10000) and rise monotonically between them;
// past level 15 every level costs 2000 XP more than the one before it reached.

/** XP needed to reach level n is LEVEL_XP[n - 1]. */
const LEVEL_XP = [0, 300, 500, 750, 1000, 1500, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000] as const;
const STEP_AFTER_15 = 2000;
export const MAX_LEVEL = 100;

/** Total XP needed to reach `level` (level 1 needs none). */
export function xpForLevel(level: number): number {
  if (level <= 1) return 0;
  if (level <= LEVEL_XP.length) return LEVEL_XP[level - 1]!;
  return LEVEL_XP[LEVEL_XP.length - 1]! + (level - LEVEL_XP.length) * STEP_AFTER_15;
}

export function levelFor(totalXp: number): number {
  let level = 1;
  while (level < MAX_LEVEL && totalXp >= xpForLevel(level + 1)) level++;
  return level;
}

/** The profile's bar: XP inside the current level, XP the level spans, and how far along it is. */
export function levelProgress(totalXp: number): { currentLevelXP: number; nextLevelXP: number; progressPercentage: number } {
  const level = levelFor(totalXp);
  const floor = xpForLevel(level);
  if (level >= MAX_LEVEL) return { currentLevelXP: totalXp - floor, nextLevelXP: 0, progressPercentage: 100 };
  const span = xpForLevel(level + 1) - floor;
  const inside = totalXp - floor;
  return { currentLevelXP: inside, nextLevelXP: span, progressPercentage: Math.min(100, Math.floor((inside / span) * 100)) };
}
