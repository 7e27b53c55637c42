import type { ReactNode } from 'react';
import { useI18n } from '../../../i18n';
import { QUEST_REWARD } from '../announce-xp';
import { useQuests } from '../api/get-quests';
import type { WeeklyQuest, WeeklyQuests } from '../api/types';
import { questName } from '../names';
import { formatDay, formatInt, formatTime } from '../format';
import { QueryState } from './query-state';

function QuestItem({ quest: q }: { quest: WeeklyQuest }) {
  const { t } = useI18n();
  const titleId = `gam-quest-${q.key}`;
  const name = questName(t, q);
  return (
    <li className="gam-quest" data-completed={q.completed} aria-labelledby={titleId}>
      <div className="gam-quest__head">
        <h3 id={titleId}>{name.title}</h3>
        {q.completed ? (
          <span className="gam-challenge__done">{t('gamification.doneFeminine')}</span>
        ) : (
          <span className="gam-quest__reward">{t('gamification.quests.reward', { reward: t(QUEST_REWARD[q.reward]) })}</span>
        )}
      </div>
      <p className="muted">{name.description}</p>
      <div className="gam-progress">
        <div className="gam-progress__labels">
          <span>{t('gamification.progress.label')}</span>
          <span>
            {formatInt(q.current)} / {formatInt(q.target)}
          </span>
        </div>
        <div className="gam-progress__track" role="progressbar" aria-label={t('gamification.quests.progress', { title: name.title })} aria-valuemin={0} aria-valuemax={q.target} aria-valuenow={q.current}>
          <div className="gam-progress__fill" style={{ width: `${(q.current / q.target) * 100}%` }} />
        </div>
      </div>
    </li>
  );
}

/** The boost as the person reads it: running until a time, or starting when the one running ends. */
function BoostLine({ boost }: { boost: NonNullable<WeeklyQuests['boost']> }) {
  const { t, rich } = useI18n();
  const startTime = (chunks: ReactNode) => <time dateTime={boost.startsAt}>{chunks}</time>;
  const endTime = (chunks: ReactNode) => <time dateTime={boost.endsAt}>{chunks}</time>;
  return (
    <p className="gam-boost" role="status">
      <span className="gam-badge gam-badge--boost">{t('gamification.quests.boostBadge', { multiplier: formatInt(boost.multiplier) })}</span>{' '}
      {boost.running
        ? rich('gamification.quests.boostRunning', { end: formatTime(boost.endsAt), endTime })
        : rich('gamification.quests.boostNext', { start: formatTime(boost.startsAt), end: formatTime(boost.endsAt), startTime, endTime })}
    </p>
  );
}

/** "Missões da semana" (issue 25): the week's three quests, the streak freezes held and the quest boost running. */
export function WeeklyQuestsCard() {
  const { t, rich } = useI18n();
  const quests = useQuests();
  return (
    <section className="card gam-quests" aria-labelledby="gam-quests-title">
      <h2 id="gam-quests-title">{t('gamification.quests.title')}</h2>
      <QueryState query={quests} what={t('gamification.quests.what')}>
        {(data) => (
          <>
            <p className="muted">
              {t('gamification.quests.week', {
                start: formatDay(data.startsOn),
                end: formatDay(data.endsOn),
                done: formatInt(data.quests.filter((q) => q.completed).length),
                total: formatInt(data.quests.length),
              })}
            </p>
            <ul className="gam-quests__list">
              {data.quests.map((q) => (
                <QuestItem key={q.id} quest={q} />
              ))}
            </ul>
            <div className="gam-quests__holdings">
              <p>
                {rich('gamification.quests.freezes', { held: formatInt(data.freezes.held), cap: formatInt(data.freezes.cap), strong: (chunks) => <strong>{chunks}</strong> })}
                <span className="muted"> {t('gamification.quests.freezesNote')}</span>
              </p>
              {data.boost ? <BoostLine boost={data.boost} /> : <p className="muted">{t('gamification.quests.noBoost')}</p>}
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
