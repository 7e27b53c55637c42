import { formatInt } from '../format';
import type { LeaderboardPeriod, LeaderboardRow } from '../api/types';
import { TableScroll } from './table-scroll';

const XP_COLUMN: Record<LeaderboardPeriod, string> = { global: 'XP total', weekly: 'XP na semana', monthly: 'XP no mês' };

function StaffMark({ row }: { row: LeaderboardRow }) {
  if (row.role === 'admin') return <span className="gam-badge gam-badge--admin">ADMIN</span>;
  if (row.is_staff) return <span className="gam-badge gam-badge--staff">EQUIPE</span>;
  return null;
}

/**
 * The board as the API orders it (admins first, staff marked: DECISIONS 17). The caller's own row
 * is highlighted; when it is outside the rows shown, it follows them with its exact position.
 */
export function LeaderboardTable({
  rows,
  me,
  period,
  caption,
  compact = false,
}: {
  rows: LeaderboardRow[];
  me: LeaderboardRow | null;
  period: LeaderboardPeriod;
  caption: string;
  /** The overview's short board: no streak column. */
  compact?: boolean;
}) {
  const meShown = me !== null && rows.some((r) => r.id === me.id);
  const line = (row: LeaderboardRow, mine: boolean) => (
    <tr key={row.id} className={mine ? 'gam-board__me' : undefined} aria-current={mine ? 'true' : undefined}>
      <td className="gam-board__rank">{formatInt(row.global_rank)}º</td>
      <th scope="row" className="gam-board__text">
        <span className="gam-board__name">
          {row.name}
          {mine && <span className="gam-board__you"> (você)</span>}
        </span>
        <StaffMark row={row} />
      </th>
      <td>{formatInt(row.current_level)}</td>
      <td>{formatInt(row.total_xp)}</td>
      {!compact && <td className="gam-board__streak">{formatInt(row.daily_streak_count)}</td>}
    </tr>
  );
  return (
    <TableScroll label={caption}>
      <table className="gam-board">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="gam-board__text">
              Posição
            </th>
            <th scope="col" className="gam-board__text">
              Nome
            </th>
            <th scope="col">Nível</th>
            <th scope="col">{XP_COLUMN[period]}</th>
            {!compact && (
              <th scope="col" className="gam-board__streak">
                Sequência
              </th>
            )}
          </tr>
        </thead>
        <tbody>{rows.map((row) => line(row, row.id === me?.id))}</tbody>
        {me && !meShown && (
          <tbody className="gam-board__own">
            <tr className="gam-board__gap" aria-hidden="true">
              <td colSpan={compact ? 4 : 5}>…</td>
            </tr>
            {line(me, true)}
          </tbody>
        )}
      </table>
    </TableScroll>
  );
}
