import { toast } from '../../components/ui/toast';
import type { XpOutcome } from './api/types';

// Toast durations of product-spec §9.
const XP_TOAST_MS = 3000;
const LEVEL_UP_TOAST_MS = 5000;
const ACHIEVEMENT_TOAST_MS = 4000;

/** Tells the user what an award brought: the XP, a new level, each new achievement. */
export function announceXp(outcome: XpOutcome, label: string) {
  if (outcome.xpAwarded > 0) toast('success', `+${outcome.xpAwarded} XP · ${label}`, XP_TOAST_MS);
  if (outcome.leveledUp) toast('success', `Parabéns! Você alcançou o nível ${outcome.newLevel}!`, LEVEL_UP_TOAST_MS);
  for (const achievement of outcome.newAchievements ?? []) {
    toast('success', `Conquista desbloqueada: ${achievement.title}`, ACHIEVEMENT_TOAST_MS);
  }
  for (const quest of outcome.completedQuests ?? []) {
    toast('success', `Missão concluída: ${quest.title} · ${quest.reward === 'boost' ? '2x XP por 15 minutos' : '1 proteção de sequência'}`, ACHIEVEMENT_TOAST_MS);
  }
}
