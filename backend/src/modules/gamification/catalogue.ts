// What earns XP and how much (product-spec §9: daily login +10, achievement +50, level +100,
// dashboard visit +5, reward claim +50), the daily caps that stop farming (DECISIONS 15), the
// achievements and their unlock rules, the level rewards, and the daily challenge templates.
import type { DataOf, XpAwarded } from '@piboost/events';

export type Activity = DataOf<typeof XpAwarded>['activity'];

export const PAGE_EVENTS = [
  'dashboard_visit',
  'reports_view',
  'education_access',
  'tools_usage',
  'community_visit',
  'profile_completion',
  'survey_completion',
  'gamification_visit',
] as const;
export type PageEvent = (typeof PAGE_EVENTS)[number];

/** The areas whose pages exist today: "Explorador" asks for these, never for a page nobody can open. */
// /education and /ferramentas joined in issue 23: whoever holds "Explorador" keeps it (an unlock is an
// event, never taken back); whoever does not needs both pages too (docs/decisions.md, Issue 23 - tools page).
export const OPEN_AREAS: readonly PageEvent[] = ['dashboard_visit', 'reports_view', 'education_access', 'tools_usage', 'profile_completion', 'survey_completion', 'gamification_visit'];

/** Base XP and daily cap (base XP per São Paulo day; null = no cap) of each activity. */
export const ACTIVITY_XP: Record<Activity, { base: number; dailyCap: number | null }> = {
  // One award per page and day (natural key), so the cap is the eight pages' worth.
  page_visit: { base: 5, dailyCap: PAGE_EVENTS.length * 5 },
  daily_login: { base: 10, dailyCap: 10 },
  feature_usage: { base: 2, dailyCap: 20 },
  /** Per minute. */
  time_spent: { base: 1, dailyCap: 30 },
  interaction: { base: 1, dailyCap: 20 },
  achievement_unlock: { base: 50, dailyCap: null },
  level_up: { base: 100, dailyCap: null },
  /** Varies by milestone: see STREAK_MILESTONES. */
  streak_milestone: { base: 0, dailyCap: null },
  complete_profile: { base: 50, dailyCap: null },
  survey_completion: { base: 50, dailyCap: null },
  /** xpReward × bonusMultiplier of the challenge. */
  challenge_completed: { base: 0, dailyCap: null },
  reward_claimed: { base: 50, dailyCap: null },
  // Education: once per lesson, track or skill ever (the idempotency key), so no daily cap is needed.
  lesson_completed: { base: 50, dailyCap: null },
  track_completed: { base: 200, dailyCap: null },
  skill_proficient: { base: 25, dailyCap: null },
  // Community (issue 24): helping, not posting. Once per post marked (the key), so no cap; reactions
  // received 2 XP each, at most 20 a day (the community's guards: never one's own, no new accounts,
  // one reactor at most once a day per author - docs/decisions.md, Issue 24 - helping rewarded).
  best_answer: { base: 25, dailyCap: null },
  reaction_received: { base: 2, dailyCap: 20 },
};

/** Activities a client may report; the rest are granted by the platform itself. */
export const CLIENT_ACTIVITIES = ['page_visit', 'feature_usage', 'time_spent', 'interaction'] as const;

export const MULTIPLIED: ReadonlySet<Activity> = new Set<Activity>(['page_visit', 'daily_login', 'feature_usage', 'time_spent', 'interaction', 'lesson_completed', 'track_completed', 'skill_proficient']);

/** Daily-login streak lengths that earn a bonus, and the bonus. */
export const STREAK_MILESTONES: ReadonlyMap<number, number> = new Map([
  [3, 20],
  [7, 50],
  [14, 100],
  [30, 200],
  [60, 300],
  [100, 500],
]);

export interface AchievementFacts {
  totalXp: number;
  level: number;
  streak: number;
  logins: number;
  pagesVisited: ReadonlySet<string>;
  profileCompleted: boolean;
  surveyCompleted: boolean;
  challengesCompleted: number;
  rewardsClaimed: number;
  /** Education: lessons completed (quiz passed), tracks completed, skills at Proficiente or above. */
  lessonsCompleted: number;
  tracksCompleted: number;
  skillsProficient: number;
  /** Community: the person's replies marked "melhor resposta". */
  bestAnswers: number;
}

export interface AchievementDefinition {
  id: string;
  title: string;
  description: string;
  badge_icon: string;
  badge_color: string;
  /** The group the achievements page shows it in. */
  family?: 'Estudante' | 'Colaborador';
  /** Null: unlocked by something else (a badge reward). */
  rule: ((f: AchievementFacts) => boolean) | null;
}

export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  { id: 'first_login', title: 'Primeiro Acesso', description: 'Entrou na plataforma pela primeira vez.', badge_icon: '🚀', badge_color: '#3b82f6', rule: (f) => f.logins >= 1 },
  { id: 'profile_complete', title: 'Perfil Completo', description: 'Completou o cadastro com CPF e consentimentos.', badge_icon: '✅', badge_color: '#22c55e', rule: (f) => f.profileCompleted },
  { id: 'survey_done', title: 'Investidor Consciente', description: 'Respondeu à pesquisa de perfil de investidor.', badge_icon: '📝', badge_color: '#14b8a6', rule: (f) => f.surveyCompleted },
  { id: 'streak_3', title: 'Constância', description: 'Entrou 3 dias seguidos.', badge_icon: '🔥', badge_color: '#f97316', rule: (f) => f.streak >= 3 },
  { id: 'streak_7', title: 'Semana Dedicada', description: 'Entrou 7 dias seguidos.', badge_icon: '📅', badge_color: '#ef4444', rule: (f) => f.streak >= 7 },
  { id: 'streak_30', title: 'Mês Imparável', description: 'Entrou 30 dias seguidos.', badge_icon: '🏆', badge_color: '#eab308', rule: (f) => f.streak >= 30 },
  { id: 'explorer', title: 'Explorador', description: 'Visitou todas as áreas da plataforma.', badge_icon: '🧭', badge_color: '#8b5cf6', rule: (f) => OPEN_AREAS.every((area) => f.pagesVisited.has(area)) },
  { id: 'xp_1000', title: 'Mil XP', description: 'Acumulou 1.000 XP.', badge_icon: '⭐', badge_color: '#f59e0b', rule: (f) => f.totalXp >= 1000 },
  { id: 'level_5', title: 'Nível 5', description: 'Chegou ao nível 5.', badge_icon: '🥈', badge_color: '#94a3b8', rule: (f) => f.level >= 5 },
  { id: 'level_10', title: 'Nível 10', description: 'Chegou ao nível 10.', badge_icon: '🥇', badge_color: '#facc15', rule: (f) => f.level >= 10 },
  { id: 'first_challenge', title: 'Primeiro Desafio', description: 'Concluiu um desafio diário.', badge_icon: '🎯', badge_color: '#06b6d4', rule: (f) => f.challengesCompleted >= 1 },
  { id: 'challenger', title: 'Desafiante', description: 'Concluiu 10 desafios diários.', badge_icon: '⚔️', badge_color: '#0ea5e9', rule: (f) => f.challengesCompleted >= 10 },
  { id: 'first_reward', title: 'Colecionador', description: 'Resgatou a primeira recompensa.', badge_icon: '🎁', badge_color: '#ec4899', rule: (f) => f.rewardsClaimed >= 1 },
  // The "Estudante" family (issue 23): learning, not clicking - each counts quizzes passed.
  { id: 'first_lesson', title: 'Primeira Lição', description: 'Concluiu uma lição com o quiz aprovado.', badge_icon: '📖', badge_color: '#0d9488', family: 'Estudante', rule: (f) => f.lessonsCompleted >= 1 },
  { id: 'lessons_5', title: 'Estudante Dedicado', description: 'Concluiu 5 lições com o quiz aprovado.', badge_icon: '📚', badge_color: '#0f766e', family: 'Estudante', rule: (f) => f.lessonsCompleted >= 5 },
  { id: 'track_complete', title: 'Trilha Concluída', description: 'Concluiu todas as lições de uma trilha.', badge_icon: '🎓', badge_color: '#4f46e5', family: 'Estudante', rule: (f) => f.tracksCompleted >= 1 },
  { id: 'skills_5', title: 'Cinco Habilidades', description: 'Chegou a Proficiente em 5 habilidades.', badge_icon: '🧠', badge_color: '#7c3aed', family: 'Estudante', rule: (f) => f.skillsProficient >= 5 },
  // The "Colaborador" family (issue 24): helping others - each counts replies marked "melhor resposta".
  { id: 'helper_1', title: 'Colaborador I', description: 'Teve uma resposta marcada como melhor resposta na comunidade.', badge_icon: '🤝', badge_color: '#16a34a', family: 'Colaborador', rule: (f) => f.bestAnswers >= 1 },
  { id: 'helper_10', title: 'Colaborador II', description: 'Teve 10 respostas marcadas como melhor resposta na comunidade.', badge_icon: '🏅', badge_color: '#15803d', family: 'Colaborador', rule: (f) => f.bestAnswers >= 10 },
  { id: 'helper_50', title: 'Colaborador III', description: 'Teve 50 respostas marcadas como melhor resposta na comunidade.', badge_icon: '🌟', badge_color: '#166534', family: 'Colaborador', rule: (f) => f.bestAnswers >= 50 },
  { id: 'crypto_explorer_badge', title: 'Explorador Cripto', description: 'Insígnia resgatada ao chegar ao nível 3.', badge_icon: '🪙', badge_color: '#a855f7', rule: null },
];

export const achievementById = new Map(ACHIEVEMENTS.map((a) => [a.id, a]));

export type RewardType = 'trial_premium' | 'xp_multiplier' | 'badge' | 'feature_unlock' | 'discount';

export interface RewardDefinition {
  id: string;
  title: string;
  description: string;
  type: RewardType;
  levelRequired: number;
  xpRequired: number;
  icon: string;
  rarity: 'common' | 'rare' | 'epic' | 'legendary';
  benefits: string[];
  /** Days the benefit lasts (trial, multiplier, feature unlock), else null. */
  duration: number | null;
  multiplier: number | null;
  /** badge: the achievement it unlocks; feature_unlock: the feature key; discount: the percentage. */
  grants?: string;
  discountPercent?: number;
}

export const REWARDS: readonly RewardDefinition[] = [
  {
    id: 'xp_boost_level_2',
    title: 'Impulso de XP',
    description: '1,5x de XP em tudo o que você fizer por 24 horas.',
    type: 'xp_multiplier',
    levelRequired: 2,
    xpRequired: 300,
    icon: '⚡',
    rarity: 'common',
    benefits: ['1,5x XP por 24 horas'],
    duration: 1,
    multiplier: 1.5,
  },
  {
    id: 'crypto_explorer_badge',
    title: 'Insígnia Explorador Cripto',
    description: 'Uma insígnia exclusiva no seu perfil.',
    type: 'badge',
    levelRequired: 3,
    xpRequired: 500,
    icon: '🪙',
    rarity: 'common',
    benefits: ['Insígnia "Explorador Cripto" no perfil'],
    duration: null,
    multiplier: null,
    grants: 'crypto_explorer_badge',
  },
  {
    id: 'premium_trial_level_5',
    title: 'Premium por 7 dias',
    description: 'Acesso Premium (plano Professional) por 7 dias.',
    type: 'trial_premium',
    levelRequired: 5,
    xpRequired: 1000,
    icon: '👑',
    rarity: 'rare',
    benefits: ['Análises e alertas de IA assim que publicados', 'Relatórios premium', '+50% de XP enquanto durar'],
    duration: 7,
    multiplier: null,
  },
  {
    id: 'advanced_reports_unlock',
    title: 'Relatórios Avançados',
    description: 'Libera os relatórios premium semanais e mensais, com exportação em PDF, Excel e CSV, por 30 dias.',
    type: 'feature_unlock',
    levelRequired: 7,
    xpRequired: 2000,
    icon: '📊',
    rarity: 'rare',
    benefits: ['Relatórios premium completos por 30 dias', 'Exportação em PDF, Excel e CSV'],
    duration: 30,
    multiplier: null,
    grants: 'advanced_reports',
  },
  {
    id: 'discount_level_10',
    title: 'Desconto de 20%',
    description: '20% de desconto na próxima fatura mensal de um plano pago.',
    type: 'discount',
    levelRequired: 10,
    xpRequired: 5000,
    icon: '💸',
    rarity: 'epic',
    benefits: ['20% de desconto na próxima fatura mensal (Professional ou Elite)'],
    duration: null,
    multiplier: null,
    discountPercent: 20,
  },
  {
    id: 'xp_boost_level_15',
    title: 'Multiplicador Lendário',
    description: 'XP em dobro por 7 dias.',
    type: 'xp_multiplier',
    levelRequired: 15,
    xpRequired: 10000,
    icon: '💎',
    rarity: 'legendary',
    benefits: ['2x XP por 7 dias'],
    duration: 7,
    multiplier: 2,
  },
];

export const rewardById = new Map(REWARDS.map((r) => [r.id, r]));

export type ChallengeType = 'login' | 'activity' | 'streak' | 'achievement' | 'social';
export type Difficulty = 'easy' | 'medium' | 'hard';

/** What a challenge counts, from the user's awards of the day. */
export type ChallengeMeasure = 'login' | 'pages' | 'features' | 'interactions' | 'streak' | 'achievements' | 'community' | 'lessons';

export interface ChallengeTemplate {
  key: string;
  type: ChallengeType;
  measure: ChallengeMeasure;
  title: string;
  /** `{n}` is the target. */
  description: string;
  target: number;
  xpReward: number;
  difficulty: Difficulty;
}

export const BONUS_BY_DIFFICULTY: Record<Difficulty, number> = { easy: 1, medium: 1.25, hard: 1.5 };

/** The login challenge every day, then two of the rest chosen by the day. */
export const DAILY_LOGIN_CHALLENGE: ChallengeTemplate = {
  key: 'login',
  type: 'login',
  measure: 'login',
  title: 'Presença Diária',
  description: 'Faça login hoje.',
  target: 1,
  xpReward: 20,
  difficulty: 'easy',
};

export const CHALLENGE_TEMPLATES: readonly ChallengeTemplate[] = [
  { key: 'pages', type: 'activity', measure: 'pages', title: 'Explorador do Dia', description: 'Visite {n} áreas diferentes da plataforma.', target: 3, xpReward: 30, difficulty: 'medium' },
  { key: 'features', type: 'activity', measure: 'features', title: 'Mão na Massa', description: 'Use {n} recursos da plataforma.', target: 3, xpReward: 30, difficulty: 'medium' },
  { key: 'streak', type: 'streak', measure: 'streak', title: 'Sequência em Chamas', description: 'Mantenha uma sequência de {n} dias de login.', target: 3, xpReward: 50, difficulty: 'hard' },
  { key: 'achievement', type: 'achievement', measure: 'achievements', title: 'Caçador de Conquistas', description: 'Desbloqueie {n} conquista hoje.', target: 1, xpReward: 60, difficulty: 'hard' },
  { key: 'community', type: 'social', measure: 'community', title: 'Comunidade Ativa', description: 'Visite a comunidade {n} vez hoje.', target: 1, xpReward: 15, difficulty: 'easy' },
  { key: 'interactions', type: 'social', measure: 'interactions', title: 'Participe', description: 'Faça {n} interações na plataforma.', target: 5, xpReward: 25, difficulty: 'medium' },
  { key: 'lessons', type: 'activity', measure: 'lessons', title: 'Aprendiz do Dia', description: 'Conclua {n} lição da área de educação com o quiz aprovado.', target: 1, xpReward: 40, difficulty: 'medium' },
];
