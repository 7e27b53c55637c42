import type { ReactNode } from 'react';
import { useI18n } from '../../../i18n';
import { useAchievements } from '../api/get-achievements';
import { useLeaderboard } from '../api/get-leaderboard';
import { useGamificationProfile } from '../api/get-profile';
import type { Achievement, GamificationProfile } from '../api/types';
import { activityDescription } from '../activity-labels';
import { iconGlyph } from '../icon-glyph';
import { achievementName } from '../names';
import { formatDate, formatDateTime, formatDecimal, formatInt } from '../format';
import { LeaderboardTable } from './leaderboard-table';
import { LevelProgress } from './level-progress';
import { EmptyState, QueryState } from './query-state';
import { WeeklyQuestsCard } from './weekly-quests';

const COMPACT_RANKING_SIZE = 5;
const LATEST_ACHIEVEMENTS = 4;

export function AchievementBadge({ achievement }: { achievement: Achievement }) {
  const { t } = useI18n();
  const name = achievementName(t, achievement);
  return (
    <li className="gam-achievement">
      <span className="gam-achievement__icon" style={{ background: achievement.badge_color }} aria-hidden="true">
        {iconGlyph(achievement.badge_icon, name.title)}
      </span>
      <div>
        <p className="gam-achievement__title">{name.title}</p>
        <p className="gam-achievement__text">{name.description}</p>
        <p className="gam-achievement__date">{t('gamification.overview.unlockedOn', { date: formatDate(achievement.unlocked_at) })}</p>
      </div>
    </li>
  );
}

function ProfileSummary({ profile }: { profile: GamificationProfile }) {
  const { t, rich } = useI18n();
  const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;
  const rank = (n: number | null) => (n === null ? t('gamification.overview.noRank') : t('gamification.ordinal', { n }));
  const g = profile.gamification;
  return (
    <div className="card gam-hero">
      <div className="gam-hero__top">
        <div>
          <p className="gam-hero__name">{profile.user.name}</p>
          <p className="gam-hero__level">{rich('gamification.overview.level', { level: formatInt(g.currentLevel), strong })}</p>
        </div>
        <p className="gam-hero__xp">{rich('gamification.overview.totalXp', { xp: formatInt(g.totalXP), strong })}</p>
      </div>
      <LevelProgress level={g.currentLevel} progress={g.levelProgress} />
      {g.isPremium && (
        <p className="gam-premium">
          <span className="gam-badge gam-badge--premium">{t('gamification.overview.premiumBadge')}</span> {t('gamification.overview.premiumBonus')}
        </p>
      )}
      <dl className="gam-facts">
        <div>
          <dt>{t('gamification.overview.streak')}</dt>
          <dd>{t('gamification.days', { count: g.dailyStreak })}</dd>
        </div>
        <div>
          <dt>{t('gamification.overview.monthlyLogins')}</dt>
          <dd>{formatInt(g.monthlyLoginCount)}</dd>
        </div>
        <div>
          <dt>{t('gamification.overview.multiplier')}</dt>
          <dd>×{formatDecimal(g.xpMultiplier)}</dd>
        </div>
        <div>
          <dt>{t('gamification.overview.rankGlobal')}</dt>
          <dd>{rank(g.ranking.global)}</dd>
        </div>
        <div>
          <dt>{t('gamification.overview.rankWeekly')}</dt>
          <dd>{rank(g.ranking.weekly)}</dd>
        </div>
        <div>
          <dt>{t('gamification.overview.rankMonthly')}</dt>
          <dd>{rank(g.ranking.monthly)}</dd>
        </div>
      </dl>
    </div>
  );
}

function LatestAchievements({ achievements }: { achievements: Achievement[] }) {
  const { t } = useI18n();
  const all = useAchievements();
  const latest = [...achievements].sort((a, b) => b.unlocked_at.localeCompare(a.unlocked_at)).slice(0, LATEST_ACHIEVEMENTS);
  const total = all.data ? all.data.unlocked.length + all.data.locked.length : null;
  return (
    <section className="card" aria-labelledby="gam-achievements-title">
      <h2 id="gam-achievements-title">
        {t('gamification.overview.achievements')}
        {total !== null && (
          <span className="gam-count">
            {' '}
            {t('gamification.overview.achievementCount', { unlocked: formatInt(all.data!.unlocked.length), total: formatInt(total) })}
          </span>
        )}
      </h2>
      {latest.length === 0 ? (
        <EmptyState>{t('gamification.overview.noAchievements')}</EmptyState>
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
  const { t } = useI18n();
  const activities = profile.gamification.recentActivities;
  const achievementTitles = new Map(profile.gamification.achievements.map((a) => [a.id, achievementName(t, a).title]));
  return (
    <section className="card" aria-labelledby="gam-activities-title">
      <h2 id="gam-activities-title">{t('gamification.overview.activities')}</h2>
      {activities.length === 0 ? (
        <EmptyState>{t('gamification.overview.noActivities')}</EmptyState>
      ) : (
        <ul className="gam-activities">
          {activities.map((a, i) => (
            <li key={`${a.created_at}-${i}`}>
              <span>{activityDescription(a.activity_name, a.detail, achievementTitles)}</span>
              <span className="gam-activities__xp">{t('gamification.overview.activityXp', { xp: formatInt(a.xp_earned) })}</span>
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
  const { t } = useI18n();
  const board = useLeaderboard('global', COMPACT_RANKING_SIZE);
  return (
    <section className="card" aria-labelledby="gam-compact-ranking-title">
      <h2 id="gam-compact-ranking-title">{t('gamification.overview.topRanking', { count: COMPACT_RANKING_SIZE })}</h2>
      <QueryState query={board} what={t('gamification.ranking.what')}>
        {(data) =>
          data.rankings.length === 0 ? (
            <EmptyState>{t('gamification.overview.nobodyRanked')}</EmptyState>
          ) : (
            <LeaderboardTable rows={data.rankings} me={data.me} period="global" caption={t('gamification.overview.topRankingCaption', { count: COMPACT_RANKING_SIZE })} compact />
          )
        }
      </QueryState>
    </section>
  );
}

export function OverviewTab() {
  const { t } = useI18n();
  const profile = useGamificationProfile();
  return (
    <QueryState query={profile} what={t('gamification.overview.what')}>
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
