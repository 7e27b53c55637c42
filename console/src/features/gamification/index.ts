// The gamification feature's public API: what other features (the dashboard) may use
// (eslint.config.js enforces it).
import './components/gamification.css';

export { useChallenges } from './api/get-challenges';
export { useGamificationProfile } from './api/get-profile';
export { LeagueCard } from './components/league-card';
export { LevelProgress } from './components/level-progress';
export { EmptyState, QueryState } from './components/query-state';
export { formatDate, formatInt } from './format';
export { achievementName, challengeName, questName, rewardName } from './names';
