// The accuracy figure the marketing pages may show (DECISIONS 2, 23): the measured track record
// with its method, period and N - the same numbers as /track-record - or the honest placeholder.
import { Link } from 'react-router-dom';
import { useI18n } from '../../../i18n';
import { usePublicMarket, useTrackRecord } from '../api/market';
import { formatDay } from '../format';

export function TrackRecordFigure() {
  const { rich, number } = useI18n();
  const pct = (n: number) => number(n, { style: 'percent', maximumFractionDigits: 1 });
  const record = useTrackRecord();
  const f = record.data?.figures;
  return (
    <div className="stat">
      <p className="stat__value">{record.data ? (f ? pct(f.hitRate) : '—') : record.isError ? '—' : '…'}</p>
      <p className="stat__label">
        {f && record.data
          ? rich('market.trackRecord.measured', {
              scored: record.data.scored,
              from: formatDay(f.periodFrom),
              to: formatDay(f.periodTo),
              low: pct(f.interval95[0]),
              high: pct(f.interval95[1]),
              base: pct(f.baseRate),
              link: (chunks) => <Link to="/track-record">{chunks}</Link>,
            })
          : record.data
            ? rich('market.trackRecord.notYetCounted', {
                scored: record.data.scored,
                minimum: record.data.minimumN,
                link: (chunks) => <Link to="/track-record">{chunks}</Link>,
              })
            : rich('market.trackRecord.notYet', { link: (chunks) => <Link to="/track-record">{chunks}</Link> })}
      </p>
    </div>
  );
}

/** The count of covered cryptocurrencies is the configured coverage (DECISIONS 2). */
export function CoverageStat() {
  const { t } = useI18n();
  const market = usePublicMarket();
  return (
    <div className="stat">
      <p className="stat__value">{market.data ? market.data.coveredCoins : market.isError ? '—' : '…'}</p>
      <p className="stat__label">{t('market.coverage')}</p>
    </div>
  );
}
