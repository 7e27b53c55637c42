import { useChallenges } from '../api/get-challenges';
import type { DailyChallenge } from '../api/types';
import { formatDay, formatInt, formatTime } from '../format';
import { EmptyState, QueryState } from './query-state';

const DIFFICULTY: Record<DailyChallenge['difficulty'], string> = { easy: 'Fácil', medium: 'Médio', hard: 'Difícil' };

/** A challenge ends at midnight (the start of the next day): "until 23:59" reads right, "until 00:00" does not. */
const lastMinuteBefore = (iso: string) => new Date(new Date(iso).getTime() - 1).toISOString();

/** Reward = XP reward × bonus multiplier, rounded (product-spec §9). */
const rewardOf = (c: DailyChallenge) => Math.round(c.xpReward * c.bonusMultiplier);

function ChallengeCard({ challenge: c }: { challenge: DailyChallenge }) {
  const current = Math.min(c.current, c.target);
  const titleId = `gam-challenge-${c.id}`;
  return (
    <li className="card gam-challenge" data-completed={c.isCompleted} aria-labelledby={titleId}>
      <div className="gam-challenge__head">
        <h3 id={titleId}>{c.title}</h3>
        <span className={`gam-badge gam-badge--${c.difficulty}`}>{DIFFICULTY[c.difficulty]}</span>
      </div>
      <p>{c.description}</p>
      <div className="gam-progress">
        <div className="gam-progress__labels">
          <span>Progresso</span>
          <span>
            {formatInt(current)} / {formatInt(c.target)}
          </span>
        </div>
        <div
          className="gam-progress__track"
          role="progressbar"
          aria-label={`Progresso do desafio ${c.title}`}
          aria-valuemin={0}
          aria-valuemax={c.target}
          aria-valuenow={current}
        >
          <div className="gam-progress__fill" style={{ width: `${(current / c.target) * 100}%` }} />
        </div>
      </div>
      <p className="gam-challenge__meta">
        <span>
          Recompensa: <strong>{formatInt(rewardOf(c))} XP</strong>
          {c.bonusMultiplier !== 1 && ` (${formatInt(c.xpReward)} XP × ${c.bonusMultiplier.toLocaleString('pt-BR')})`}
        </span>
        {c.isCompleted ? (
          <span className="gam-challenge__done">✓ Concluído</span>
        ) : (
          <span className="muted">
            Expira às <time dateTime={c.expiresAt}>{formatTime(lastMinuteBefore(c.expiresAt))}</time>
          </span>
        )}
      </p>
    </li>
  );
}

export function ChallengesTab() {
  const challenges = useChallenges();
  return (
    <QueryState query={challenges} what="os desafios de hoje">
      {(data) => (
        <>
          <h2 className="gam-section-title">Desafios de hoje ({formatDay(data.day)})</h2>
          {data.challenges.length === 0 ? (
            <EmptyState>Nenhum desafio disponível hoje. Volte amanhã!</EmptyState>
          ) : (
            <>
              <p className="muted">
                {formatInt(data.challenges.filter((c) => c.isCompleted).length)} de {formatInt(data.challenges.length)} concluídos
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
