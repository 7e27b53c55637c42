import { useI18n, type MessageKey } from '../../../i18n';
import { useChallenges } from '../api/get-challenges';
import type { DailyChallenge } from '../api/types';
import { challengeName } from '../names';
import { formatDay, formatInt, formatTime } from '../format';
import { EmptyState, QueryState } from './query-state';

const DIFFICULTY = {
  easy: 'gamification.challenges.difficulty.easy',
  medium: 'gamification.challenges.difficulty.medium',
  hard: 'gamification.challenges.difficulty.hard',
} as const satisfies Record<DailyChallenge['difficulty'], MessageKey>;

/** A challenge ends at midnight (the start of the next day): "until 23:59" reads right, "until 00:00" does not. */
const lastMinuteBefore = (iso: string) => new Date(new Date(iso).getTime() - 1).toISOString();

/** Reward = XP reward × bonus multiplier, rounded (product-spec §9). */
const rewardOf = (c: DailyChallenge) => Math.round(c.xpReward * c.bonusMultiplier);

function ChallengeCard({ challenge: c }: { challenge: DailyChallenge }) {
  const { t, rich, locale } = useI18n();
  const current = Math.min(c.current, c.target);
  const titleId = `gam-challenge-${c.id}`;
  const name = challengeName(t, c);
  return (
    <li className="card gam-challenge" data-completed={c.isCompleted} aria-labelledby={titleId}>
      <div className="gam-challenge__head">
        <h3 id={titleId}>{name.title}</h3>
        <span className={`gam-badge gam-badge--${c.difficulty}`}>{t(DIFFICULTY[c.difficulty])}</span>
      </div>
      <p>{name.description}</p>
      <div className="gam-progress">
        <div className="gam-progress__labels">
          <span>{t('gamification.progress.label')}</span>
          <span>
            {formatInt(current)} / {formatInt(c.target)}
          </span>
        </div>
        <div
          className="gam-progress__track"
          role="progressbar"
          aria-label={t('gamification.challenges.progress', { title: name.title })}
          aria-valuemin={0}
          aria-valuemax={c.target}
          aria-valuenow={current}
        >
          <div className="gam-progress__fill" style={{ width: `${(current / c.target) * 100}%` }} />
        </div>
      </div>
      <p className="gam-challenge__meta">
        <span>
          {rich('gamification.challenges.reward', { xp: formatInt(rewardOf(c)), strong: (chunks) => <strong>{chunks}</strong> })}
          {c.bonusMultiplier !== 1 && ` ${t('gamification.challenges.rewardBonus', { base: formatInt(c.xpReward), multiplier: c.bonusMultiplier.toLocaleString(locale) })}`}
        </span>
        {c.isCompleted ? (
          <span className="gam-challenge__done">{t('gamification.done')}</span>
        ) : (
          <span className="muted">
            {rich('gamification.challenges.expires', { at: formatTime(lastMinuteBefore(c.expiresAt)), time: (chunks) => <time dateTime={c.expiresAt}>{chunks}</time> })}
          </span>
        )}
      </p>
    </li>
  );
}

export function ChallengesTab() {
  const { t } = useI18n();
  const challenges = useChallenges();
  return (
    <QueryState query={challenges} what={t('gamification.challenges.what')}>
      {(data) => (
        <>
          <h2 className="gam-section-title">{t('gamification.challenges.title', { day: formatDay(data.day) })}</h2>
          {data.challenges.length === 0 ? (
            <EmptyState>{t('gamification.challenges.empty')}</EmptyState>
          ) : (
            <>
              <p className="muted">
                {t('gamification.challenges.count', { done: formatInt(data.challenges.filter((c) => c.isCompleted).length), total: formatInt(data.challenges.length) })}
              </p>
              <ul className="gam-cards">
                {data.challenges.map((c) => (
                  <ChallengeCard key={c.id} challenge={c} />
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </QueryState>
  );
}
