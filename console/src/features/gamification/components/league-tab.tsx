import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n';
import { formatInstant } from '../../../lib/time-zone';
import { LEAGUE_GRACE_MINUTES } from '@piboost/events/league-week';
import { useLeague } from '../api/get-league';
import type { League, LeagueMember } from '../api/types';
import { formatInt } from '../format';
import { promotionDistance, tierLabel, tierNames, timeLeft, useNow } from '../league';
import { EmptyState, QueryState } from './query-state';
import { TableScroll } from './table-scroll';

/** Where a person turns the leagues on or off ("Participar das ligas semanais"). */
export const LEAGUE_PREFERENCE_PATH = `${paths.profile.path}?aba=notificacoes`;

/**
 * The week's last minute as the person reads it: their "Fuso horário", with the weekday. `endsAt` is
 * the next Monday 00:00 (the first instant after the week), so the week's own last instant is shown.
 */
const closing = (endsAt: string) => formatInstant(new Date(Date.parse(endsAt) - 1).toISOString(), { weekday: 'long', day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });

export function TierBadge({ tier, label }: { tier: string; label: string }) {
  return <span className={`league-tier league-tier--${tier}`}>{label}</span>;
}

function WeekClock({ league }: { league: League }) {
  const { rich } = useI18n();
  const now = useNow();
  return (
    <p className="league-clock">
      {rich('gamification.league.timeLeft', { time: timeLeft(league.endsAt, now), strong: (chunks) => <strong>{chunks}</strong> })}
      <span className="muted">
        {' '}
        {rich('gamification.league.closes', { when: closing(league.endsAt), time: (chunks) => <time dateTime={league.endsAt}>{chunks}</time> })}
      </span>
    </p>
  );
}

function LeagueHeader({ league }: { league: League }) {
  const { rich } = useI18n();
  const placed = league.me !== null && league.cohortId !== null;
  return (
    <div className="card league-hero">
      <p className="league-hero__title">{rich('gamification.league.title', { tier: <TierBadge tier={league.tier} label={tierLabel(league.tier)} /> })}</p>
      <WeekClock league={league} />
      {placed && (
        <>
          <p className="league-hero__position">
            {rich('gamification.league.position', {
              position: league.me!.position,
              total: formatInt(league.members.length),
              xp: formatInt(league.me!.xp),
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          <p className="muted">{promotionDistance(league)}</p>
        </>
      )}
    </div>
  );
}

function LastResult({ result }: { result: NonNullable<League['lastResult']> }) {
  const { t } = useI18n();
  return (
    <p className={`league-last league-last--${result.outcome}`}>
      {t('gamification.league.lastResult', { outcome: result.outcome, to: tierLabel(result.toTier), rank: result.rank, from: tierLabel(result.fromTier) })}
    </p>
  );
}

/**
 * The cohort as the server ranks it. Zones are coloured and named by a divider row where they begin
 * or end, and each row also says its zone to a screen reader; equal XP is marked "empate".
 */
export function CohortTable({ league }: { league: League }) {
  const { t } = useI18n();
  const tier = tierLabel(league.tier);
  const rows = league.members;
  const lastPromoted = rows.filter((m) => m.zone === 'promotion').length - 1;
  const firstDemoted = rows.findIndex((m) => m.zone === 'demotion');
  const divider = (key: string, text: string, zone: 'promotion' | 'demotion') => (
    <tr key={key} className={`league-divider league-divider--${zone}`}>
      <td colSpan={3}>{text}</td>
    </tr>
  );
  const line = (m: LeagueMember) => (
    <tr key={m.position} className={`league-row league-row--${m.zone}${m.isMe ? ' gam-board__me' : ''}`} aria-current={m.isMe ? 'true' : undefined}>
      <td className="gam-board__rank">
        {t('gamification.ordinal', { n: m.position })}
        {m.zone !== 'safe' && <span className="visually-hidden"> {t('gamification.league.rowZone', { zone: m.zone })}</span>}
      </td>
      <th scope="row" className="gam-board__text">
        <span className="gam-board__name">
          {m.displayName}
          {m.isMe && <span className="gam-board__you"> {t('gamification.board.you')}</span>}
        </span>
      </th>
      <td>
        {formatInt(m.xp)}
        {m.tie && <span className="league-tie">{t('gamification.league.tie')}</span>}
      </td>
    </tr>
  );
  return (
    <TableScroll label={t('gamification.league.tableLabel', { tier })}>
      <table className="gam-board league-board">
        <caption className="visually-hidden">{t('gamification.league.tableCaption', { tier })}</caption>
        <thead>
          <tr>
            <th scope="col" className="gam-board__text">
              {t('gamification.board.position')}
            </th>
            <th scope="col" className="gam-board__text">
              {t('gamification.board.name')}
            </th>
            <th scope="col">{t('gamification.league.xpColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.flatMap((m, i) => [
            ...(i === firstDemoted ? [divider('demotion', t('gamification.league.demotionZone'), 'demotion')] : []),
            line(m),
            ...(i === lastPromoted ? [divider('promotion', t('gamification.league.promotionZone'), 'promotion')] : []),
          ])}
        </tbody>
      </table>
    </TableScroll>
  );
}

const preferencesLink = (chunks: ReactNode) => <Link to={LEAGUE_PREFERENCE_PATH}>{chunks}</Link>;

function Rules({ league }: { league: League }) {
  const { t, rich } = useI18n();
  return (
    <section className="card league-rules" aria-labelledby="league-rules-title">
      <h2 id="league-rules-title">{t('gamification.league.rulesTitle')}</h2>
      <ul>
        <li>{t('gamification.league.ruleWeek', { minutes: formatInt(LEAGUE_GRACE_MINUTES) })}</li>
        <li>{t('gamification.league.ruleGroup')}</li>
        <li>{t('gamification.league.ruleZones', { promoted: league.promotionCount, demoted: league.demotionCount, tier: tierLabel(league.tier) })}</li>
        <li>{t('gamification.league.ruleTie')}</li>
        <li>{t('gamification.league.ruleTiers', { tiers: tierNames() })}</li>
        <li>{rich('gamification.league.ruleOptOut', { link: preferencesLink })}</li>
      </ul>
    </section>
  );
}

function Standings({ league }: { league: League }) {
  const { t, rich } = useI18n();
  if (!league.eligible) return <EmptyState>{t('gamification.league.notEligible')}</EmptyState>;
  if (league.optedOut) return <EmptyState>{rich('gamification.league.optedOut', { link: preferencesLink })}</EmptyState>;
  if (league.cohortId === null || league.members.length === 0) return <EmptyState>{t('gamification.league.joinHint')}</EmptyState>;
  return (
    <section className="card" aria-labelledby="league-table-title">
      <h2 id="league-table-title">{t('gamification.league.group')}</h2>
      <CohortTable league={league} />
    </section>
  );
}

/** Liga (issue 25): the caller's tier, their cohort's table this week, last week's result and the rules. */
export function LeagueTab() {
  const { t } = useI18n();
  const league = useLeague();
  return (
    <QueryState query={league} what={t('gamification.league.what')}>
      {(data) => (
        <div className="gam-overview league">
          <LeagueHeader league={data} />
          {data.lastResult && <LastResult result={data.lastResult} />}
          <Standings league={data} />
          <Rules league={data} />
        </div>
      )}
    </QueryState>
  );
}
