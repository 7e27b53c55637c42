import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n';
import { useLeague } from '../api/get-league';
import { formatInt } from '../format';
import { promotionDistance, tierLabel, timeLeft, useNow } from '../league';
import { TierBadge } from './league-tab';

const LEAGUE_TAB_PATH = `${paths.gamification.path}?aba=liga`;

/**
 * The dashboard's compact league (issue 25): tier, position and the distance to the promotion line,
 * linking to the full table. Nothing for staff, demo accounts or people who left the leagues.
 */
export function LeagueCard() {
  const { t, rich } = useI18n();
  const { data: league, isError } = useLeague();
  const now = useNow();
  if (isError || !league || !league.eligible || league.optedOut) return null;
  const placed = league.me !== null && league.cohortId !== null;
  return (
    <section className="card league-card" aria-labelledby="league-card-title">
      <h2 id="league-card-title">{rich('gamification.leagueCard.title', { tier: <TierBadge tier={league.tier} label={tierLabel(league.tier)} /> })}</h2>
      {placed ? (
        <>
          <p className="league-card__position">
            {rich('gamification.leagueCard.position', {
              position: league.me!.position,
              total: formatInt(league.members.length),
              xp: formatInt(league.me!.xp),
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          <p>{promotionDistance(league)}</p>
        </>
      ) : (
        <p>{t('gamification.league.joinHint')}</p>
      )}
      <p className="muted">{t('gamification.leagueCard.endsIn', { time: timeLeft(league.endsAt, now) })}</p>
      <Link className="button button--ghost" to={LEAGUE_TAB_PATH}>
        {t('gamification.leagueCard.open')}
      </Link>
    </section>
  );
}
