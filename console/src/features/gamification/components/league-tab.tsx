import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
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

const OUTCOME_TEXT = {
  promoted: (to: string) => `você subiu para a liga ${to}`,
  demoted: (to: string) => `você desceu para a liga ${to}`,
  stayed: (to: string) => `você permaneceu na liga ${to}`,
} as const;

/**
 * The week's last minute as the person reads it: their "Fuso horário", with the weekday. `endsAt` is
 * the next Monday 00:00 (the first instant after the week), so the week's own last instant is shown.
 */
const closing = (endsAt: string) => formatInstant(new Date(Date.parse(endsAt) - 1).toISOString(), { weekday: 'long', day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });

export function TierBadge({ tier, label }: { tier: string; label: string }) {
  return <span className={`league-tier league-tier--${tier}`}>{label}</span>;
}

function WeekClock({ league }: { league: League }) {
  const now = useNow();
  return (
    <p className="league-clock">
      Tempo restante: <strong>{timeLeft(league.endsAt, now)}</strong>
      <span className="muted">
        {' '}
        · encerra <time dateTime={league.endsAt}>{closing(league.endsAt)}</time>
      </span>
    </p>
  );
}

function LeagueHeader({ league }: { league: League }) {
  const placed = league.me !== null && league.cohortId !== null;
  return (
    <div className="card league-hero">
      <p className="league-hero__title">
        Liga <TierBadge tier={league.tier} label={league.tierLabel} />
      </p>
      <WeekClock league={league} />
      {placed && (
        <>
          <p className="league-hero__position">
            Sua posição: <strong>{formatInt(league.me!.position)}º</strong> de {formatInt(league.members.length)} · {formatInt(league.me!.xp)} XP na semana
          </p>
          <p className="muted">{promotionDistance(league)}</p>
        </>
      )}
    </div>
  );
}

function LastResult({ result }: { result: NonNullable<League['lastResult']> }) {
  return (
    <p className={`league-last league-last--${result.outcome}`}>
      Semana passada: {OUTCOME_TEXT[result.outcome](tierLabel(result.toTier))}, em {formatInt(result.rank)}º lugar na liga {tierLabel(result.fromTier)}.
    </p>
  );
}

const ZONE_LABEL = { promotion: 'zona de promoção', demotion: 'zona de rebaixamento', safe: '' } as const;

/**
 * The cohort as the server ranks it. Zones are coloured and named by a divider row where they begin
 * or end, and each row also says its zone to a screen reader; equal XP is marked "empate".
 */
export function CohortTable({ league }: { league: League }) {
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
        {formatInt(m.position)}º{m.zone !== 'safe' && <span className="visually-hidden"> ({ZONE_LABEL[m.zone]})</span>}
      </td>
      <th scope="row" className="gam-board__text">
        <span className="gam-board__name">
          {m.displayName}
          {m.isMe && <span className="gam-board__you"> (você)</span>}
        </span>
      </th>
      <td>
        {formatInt(m.xp)}
        {m.tie && <span className="league-tie">empate</span>}
      </td>
    </tr>
  );
  return (
    <TableScroll label={`Classificação da liga ${league.tierLabel}`}>
      <table className="gam-board league-board">
        <caption className="visually-hidden">Classificação da liga {league.tierLabel} nesta semana</caption>
        <thead>
          <tr>
            <th scope="col" className="gam-board__text">
              Posição
            </th>
            <th scope="col" className="gam-board__text">
              Nome
            </th>
            <th scope="col">XP na semana</th>
          </tr>
        </thead>
        <tbody>
          {rows.flatMap((m, i) => [
            ...(i === firstDemoted ? [divider('demotion', '▼ Zona de rebaixamento', 'demotion')] : []),
            line(m),
            ...(i === lastPromoted ? [divider('promotion', '▲ Zona de promoção acima', 'promotion')] : []),
          ])}
        </tbody>
      </table>
    </TableScroll>
  );
}

function Rules({ league }: { league: League }) {
  return (
    <section className="card league-rules" aria-labelledby="league-rules-title">
      <h2 id="league-rules-title">Como funcionam as ligas</h2>
      <ul>
        <li>A semana da liga vai de segunda, 00:00, a domingo, 23:59, no horário de Brasília — a mesma para todos. XP de domingo registrado até {formatInt(LEAGUE_GRACE_MINUTES)} minutos depois do fim ainda conta.</li>
        <li>Você entra em um grupo de até 30 pessoas da sua liga quando ganha o primeiro XP da semana. Só conta o XP ganho na semana.</li>
        <li>
          {league.promotionCount === 1 ? 'O primeiro sobe de liga' : league.promotionCount > 1 ? `Os ${formatInt(league.promotionCount)} primeiros sobem de liga` : `Na liga ${league.tierLabel} não há promoção: é a mais alta`}
          {league.demotionCount === 1 ? '; o último desce.' : league.demotionCount > 1 ? `; os ${formatInt(league.demotionCount)} últimos descem.` : '; nesta liga ninguém desce.'} Em grupos menores, as zonas são proporcionais.
        </li>
        <li>Empate: mais XP fica na frente; com o mesmo XP, quem chegou primeiro a esse total.</li>
        <li>Ligas: {tierNames()}. Contas da equipe e de demonstração não participam.</li>
        <li>
          Não quer participar? Desligue “Participar das ligas semanais” nas <Link to={LEAGUE_PREFERENCE_PATH}>preferências</Link>.
        </li>
      </ul>
    </section>
  );
}

function Standings({ league }: { league: League }) {
  if (!league.eligible) return <EmptyState>Contas da equipe e de demonstração não participam das ligas semanais.</EmptyState>;
  if (league.optedOut)
    return (
      <EmptyState>
        Você não está participando das ligas semanais. Para entrar, ligue “Participar das ligas semanais” nas <Link to={LEAGUE_PREFERENCE_PATH}>preferências</Link>.
      </EmptyState>
    );
  if (league.cohortId === null || league.members.length === 0) return <EmptyState>Ganhe XP nesta semana para entrar em uma liga.</EmptyState>;
  return (
    <section className="card" aria-labelledby="league-table-title">
      <h2 id="league-table-title">Seu grupo nesta semana</h2>
      <CohortTable league={league} />
    </section>
  );
}

/** Liga (issue 25): the caller's tier, their cohort's table this week, last week's result and the rules. */
export function LeagueTab() {
  const league = useLeague();
  return (
    <QueryState query={league} what="sua liga">
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
