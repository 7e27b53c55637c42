import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useLeague } from '../api/get-league';
import { formatInt } from '../format';
import { promotionDistance, timeLeft, useNow } from '../league';
import { TierBadge } from './league-tab';

const LEAGUE_TAB_PATH = `${paths.gamification.path}?aba=liga`;

/**
 * The dashboard's compact league (issue 25): tier, position and the distance to the promotion line,
 * linking to the full table. Nothing for staff, demo accounts or people who left the leagues.
 */
export function LeagueCard() {
  const { data: league, isError } = useLeague();
  const now = useNow();
  if (isError || !league || !league.eligible || league.optedOut) return null;
  const placed = league.me !== null && league.cohortId !== null;
  return (
    <section className="card league-card" aria-labelledby="league-card-title">
      <h2 id="league-card-title">
        Liga semanal <TierBadge tier={league.tier} label={league.tierLabel} />
      </h2>
      {placed ? (
        <>
          <p className="league-card__position">
            <strong>{formatInt(league.me!.position)}º</strong> de {formatInt(league.members.length)} · {formatInt(league.me!.xp)} XP na semana
          </p>
          <p>{promotionDistance(league)}</p>
        </>
      ) : (
        <p>Ganhe XP nesta semana para entrar em uma liga.</p>
      )}
      <p className="muted">Termina em {timeLeft(league.endsAt, now)}.</p>
      <Link className="button button--ghost" to={LEAGUE_TAB_PATH}>
        Ver minha liga
      </Link>
    </section>
  );
}
