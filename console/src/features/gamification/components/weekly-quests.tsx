import { useQuests } from '../api/get-quests';
import type { WeeklyQuest, WeeklyQuests } from '../api/types';
import { formatDay, formatInt, formatTime } from '../format';
import { QueryState } from './query-state';

const REWARD: Record<WeeklyQuest['reward'], string> = {
  boost: '2x XP por 15 minutos',
  freeze: '1 proteção de sequência',
};

function QuestItem({ quest: q }: { quest: WeeklyQuest }) {
  const titleId = `gam-quest-${q.key}`;
  return (
    <li className="gam-quest" data-completed={q.completed} aria-labelledby={titleId}>
      <div className="gam-quest__head">
        <h3 id={titleId}>{q.title}</h3>
        {q.completed ? <span className="gam-challenge__done">✓ Concluída</span> : <span className="gam-quest__reward">Recompensa: {REWARD[q.reward]}</span>}
      </div>
      <p className="muted">{q.description}</p>
      <div className="gam-progress">
        <div className="gam-progress__labels">
          <span>Progresso</span>
          <span>
            {formatInt(q.current)} / {formatInt(q.target)}
          </span>
        </div>
        <div className="gam-progress__track" role="progressbar" aria-label={`Progresso da missão ${q.title}`} aria-valuemin={0} aria-valuemax={q.target} aria-valuenow={q.current}>
          <div className="gam-progress__fill" style={{ width: `${(q.current / q.target) * 100}%` }} />
        </div>
      </div>
    </li>
  );
}

/** The boost as the person reads it: running until a time, or starting when the one running ends. */
function BoostLine({ boost }: { boost: NonNullable<WeeklyQuests['boost']> }) {
  return (
    <p className="gam-boost" role="status">
      <span className="gam-badge gam-badge--boost">{formatInt(boost.multiplier)}x XP</span>{' '}
      {boost.running ? (
        <>
          Bônus de XP ativo até <time dateTime={boost.endsAt}>{formatTime(boost.endsAt)}</time>
        </>
      ) : (
        <>
          Bônus de XP das <time dateTime={boost.startsAt}>{formatTime(boost.startsAt)}</time> às <time dateTime={boost.endsAt}>{formatTime(boost.endsAt)}</time>
        </>
      )}
    </p>
  );
}

/** "Missões da semana" (issue 25): the week's three quests, the streak freezes held and the quest boost running. */
export function WeeklyQuestsCard() {
  const quests = useQuests();
  return (
    <section className="card gam-quests" aria-labelledby="gam-quests-title">
      <h2 id="gam-quests-title">Missões da semana</h2>
      <QueryState query={quests} what="as missões da semana">
        {(data) => (
          <>
            <p className="muted">
              Semana de {formatDay(data.startsOn)} a {formatDay(data.endsOn)}: {formatInt(data.quests.filter((q) => q.completed).length)} de {formatInt(data.quests.length)} concluídas. As
              recompensas são só de missões: o bônus de XP nunca é vendido.
            </p>
            <ul className="gam-quests__list">
              {data.quests.map((q) => (
                <QuestItem key={q.id} quest={q} />
              ))}
            </ul>
            <div className="gam-quests__holdings">
              <p>
                <strong>Proteções de sequência:</strong> {formatInt(data.freezes.held)} de {formatInt(data.freezes.cap)}
                <span className="muted"> · uma grátis por semana; cada dia sem login usa uma e mantém a sua sequência.</span>
              </p>
              {data.boost ? <BoostLine boost={data.boost} /> : <p className="muted">Nenhum bônus de XP ativo. Conclua uma missão para ganhar 2x XP por 15 minutos.</p>}
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
