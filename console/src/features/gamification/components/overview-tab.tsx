import { useAchievements } from '../api/get-achievements';
import { useLeaderboard } from '../api/get-leaderboard';
import { useGamificationProfile } from '../api/get-profile';
import type { Achievement, GamificationProfile } from '../api/types';
import { activityDescription } from '../activity-labels';
import { iconGlyph } from '../icon-glyph';
import { formatDate, formatDateTime, formatDecimal, formatInt } from '../format';
import { LeaderboardTable } from './leaderboard-table';
import { LevelProgress } from './level-progress';
import { EmptyState, QueryState } from './query-state';
import { WeeklyQuestsCard } from './weekly-quests';

const COMPACT_RANKING_SIZE = 5;
const LATEST_ACHIEVEMENTS = 4;

const rank = (n: number | null) => (n === null ? 'Sem posição' : `${formatInt(n)}º`);

export function AchievementBadge({ achievement }: { achievement: Achievement }) {
  return (
    <li className="gam-achievement">
      <span className="gam-achievement__icon" style={{ background: achievement.badge_color }} aria-hidden="true">
        {iconGlyph(achievement.badge_icon, achievement.title)}
      </span>
      <div>
        <p className="gam-achievement__title">{achievement.title}</p>
        <p className="gam-achievement__text">{achievement.description}</p>
        <p className="gam-achievement__date">Desbloqueada em {formatDate(achievement.unlocked_at)}</p>
      </div>
    </li>
  );
}

function ProfileSummary({ profile }: { profile: GamificationProfile }) {
  const g = profile.gamification;
  return (
    <div className="card gam-hero">
      <div className="gam-hero__top">
        <div>
          <p className="gam-hero__name">{profile.user.name}</p>
          <p className="gam-hero__level">
            Nível <strong>{formatInt(g.currentLevel)}</strong>
          </p>
        </div>
        <p className="gam-hero__xp">
          <strong>{formatInt(g.totalXP)}</strong> XP total
        </p>
      </div>
      <LevelProgress level={g.currentLevel} progress={g.levelProgress} />
      {g.isPremium && (
        <p className="gam-premium">
          <span className="gam-badge gam-badge--premium">PREMIUM</span> Bônus Premium: +50% de XP em todas as atividades.
        </p>
      )}
      <dl className="gam-facts">
        <div>
          <dt>Sequência diária</dt>
          <dd>
            {formatInt(g.dailyStreak)} {g.dailyStreak === 1 ? 'dia' : 'dias'}
          </dd>
        </div>
        <div>
          <dt>Logins no mês</dt>
          <dd>{formatInt(g.monthlyLoginCount)}</dd>
        </div>
        <div>
          <dt>Multiplicador de XP</dt>
          <dd>×{formatDecimal(g.xpMultiplier)}</dd>
        </div>
        <div>
          <dt>Ranking global</dt>
          <dd>{rank(g.ranking.global)}</dd>
        </div>
        <div>
          <dt>Ranking semanal</dt>
          <dd>{rank(g.ranking.weekly)}</dd>
        </div>
        <div>
          <dt>Ranking mensal</dt>
          <dd>{rank(g.ranking.monthly)}</dd>
        </div>
      </dl>
    </div>
  );
}

function LatestAchievements({ achievements }: { achievements: Achievement[] }) {
  const all = useAchievements();
  const latest = [...achievements].sort((a, b) => b.unlocked_at.localeCompare(a.unlocked_at)).slice(0, LATEST_ACHIEVEMENTS);
  const total = all.data ? all.data.unlocked.length + all.data.locked.length : null;
  return (
    <section className="card" aria-labelledby="gam-achievements-title">
      <h2 id="gam-achievements-title">
        Conquistas recentes
        {total !== null && (
          <span className="gam-count">
            {' '}
            ({formatInt(all.data!.unlocked.length)} de {formatInt(total)})
          </span>
        )}
      </h2>
      {latest.length === 0 ? (
        <EmptyState>Nenhuma conquista ainda. Continue usando a plataforma para desbloquear a primeira!</EmptyState>
      ) : (
        <ul className="gam-achievements">
          {latest.map((a) => (
            <AchievementBadge key={a.id} achievement={a} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RecentActivities({ profile }: { profile: GamificationProfile }) {
  const activities = profile.gamification.recentActivities;
  const achievementTitles = new Map(profile.gamification.achievements.map((a) => [a.id, a.title]));
  return (
    <section className="card" aria-labelledby="gam-activities-title">
      <h2 id="gam-activities-title">Atividades recentes</h2>
      {activities.length === 0 ? (
        <EmptyState>Nenhuma atividade registrada ainda.</EmptyState>
      ) : (
        <ul className="gam-activities">
          {activities.map((a, i) => (
            <li key={`${a.created_at}-${i}`}>
              <span>{activityDescription(a.activity_name, a.detail, achievementTitles)}</span>
              <span className="gam-activities__xp">+{formatInt(a.xp_earned)} XP</span>
              <time dateTime={a.created_at} className="muted">
                {formatDateTime(a.created_at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CompactRanking() {
  const board = useLeaderboard('global', COMPACT_RANKING_SIZE);
  return (
    <section className="card" aria-labelledby="gam-compact-ranking-title">
      <h2 id="gam-compact-ranking-title">Top {COMPACT_RANKING_SIZE} do ranking</h2>
      <QueryState query={board} what="o ranking">
        {(data) =>
          data.rankings.length === 0 ? (
            <EmptyState>Ninguém no ranking ainda.</EmptyState>
          ) : (
            <LeaderboardTable rows={data.rankings} me={data.me} period="global" caption={`Top ${COMPACT_RANKING_SIZE} do ranking global`} compact />
          )
        }
      </QueryState>
    </section>
  );
}

export function OverviewTab() {
  const profile = useGamificationProfile();
  return (
    <QueryState query={profile} what="seu perfil de gamificação">
      {(data) => (
        <div className="gam-overview">
          <ProfileSummary profile={data} />
          <WeeklyQuestsCard />
          <div className="gam-grid">
            <LatestAchievements achievements={data.gamification.achievements} />
            <CompactRanking />
          </div>
          <RecentActivities profile={data} />
        </div>
      )}
    </QueryState>
  );
}
