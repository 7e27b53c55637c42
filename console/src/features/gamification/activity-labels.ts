// Portuguese names for what earned XP, shown in toasts and in the recent-activity list. The API
// answers with machine names (activity_name, detail); unknown ones fall back to the raw name.

const PAGE_EVENTS: Record<string, string> = {
  dashboard_visit: 'Visita ao Dashboard',
  reports_view: 'Relatórios',
  education_access: 'Conteúdo educacional',
  tools_usage: 'Ferramentas',
  community_visit: 'Comunidade',
  profile_completion: 'Perfil',
  survey_completion: 'Survey',
  gamification_visit: 'Central de Gamificação',
};

const ACTIVITIES: Record<string, string> = {
  page_visit: 'Visita',
  feature_usage: 'Uso de recurso',
  daily_login: 'Login diário',
  time_spent: 'Tempo na plataforma',
  interaction: 'Interação',
  achievement_unlock: 'Conquista desbloqueada',
  streak_milestone: 'Marco de sequência',
  level_up: 'Subiu de nível',
  complete_profile: 'Cadastro completo',
  survey_completion: 'Survey respondida',
  challenge_completed: 'Desafio concluído',
  reward_claimed: 'Recompensa resgatada',
  lesson_completed: 'Lição concluída',
  track_completed: 'Trilha concluída',
  skill_proficient: 'Habilidade proficiente',
  best_answer: 'Melhor resposta na comunidade',
  reaction_received: 'Reação recebida na comunidade',
};

/** With the detail the server records: which achievement, which level, how long a streak. */
export function activityDescription(activity: string, detail: string | null | undefined, achievementTitles: ReadonlyMap<string, string>): string {
  const level = /^level_(\d+)$/.exec(detail ?? '')?.[1];
  const streak = /^streak_(\d+)$/.exec(detail ?? '')?.[1];
  if (activity === 'achievement_unlock' && detail && achievementTitles.has(detail)) return `Conquista: ${achievementTitles.get(detail)}`;
  if (activity === 'level_up' && level) return `Subiu para o nível ${level}`;
  if (activity === 'streak_milestone' && streak) return `Sequência de ${streak} dias`;
  return activityLabel(activity, detail);
}

export function activityLabel(activity: string, detail?: string | null): string {
  if (detail && PAGE_EVENTS[detail]) return PAGE_EVENTS[detail];
  if (detail && ACTIVITIES[detail]) return ACTIVITIES[detail];
  return ACTIVITIES[activity] ?? activity;
}
