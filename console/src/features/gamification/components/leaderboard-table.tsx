import { useI18n } from '../../../i18n';
import { formatInt } from '../format';
import type { LeaderboardPeriod, LeaderboardRow } from '../api/types';
import { TableScroll } from './table-scroll';

function StaffMark({ row }: { row: LeaderboardRow }) {
  const { t } = useI18n();
  if (row.role === 'admin') return <span className="gam-badge gam-badge--admin">{t('gamification.board.admin')}</span>;
  if (row.is_staff) return <span className="gam-badge gam-badge--staff">{t('gamification.board.staff')}</span>;
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
  const { t } = useI18n();
  const meShown = me !== null && rows.some((r) => r.id === me.id);
  const line = (row: LeaderboardRow, mine: boolean) => (
    <tr key={row.id} className={mine ? 'gam-board__me' : undefined} aria-current={mine ? 'true' : undefined}>
      <td className="gam-board__rank">{t('gamification.ordinal', { n: row.global_rank })}</td>
      <th scope="row" className="gam-board__text">
        <span className="gam-board__name">
          {row.name}
          {mine && <span className="gam-board__you"> {t('gamification.board.you')}</span>}
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
              {t('gamification.board.position')}
            </th>
            <th scope="col" className="gam-board__text">
              {t('gamification.board.name')}
            </th>
            <th scope="col">{t('gamification.board.level')}</th>
            <th scope="col">{t('gamification.board.xp', { period })}</th>
            {!compact && (
              <th scope="col" className="gam-board__streak">
                {t('gamification.board.streak')}
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
