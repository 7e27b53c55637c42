// The accuracy figure the marketing pages may show (DECISIONS 2, 23): the measured track record
// with its method, period and N - the same numbers as /track-record - or the honest placeholder.
import { Link } from 'react-router-dom';
import { usePublicMarket, useTrackRecord } from '../api/market';
import { formatDay } from '../format';

const pct = (n: number) => `${(n * 100).toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;

export function TrackRecordFigure() {
  const record = useTrackRecord();
  const f = record.data?.figures;
  return (
    <div className="stat">
      <p className="stat__value">{record.data ? (f ? pct(f.hitRate) : '—') : record.isError ? '—' : '…'}</p>
      <p className="stat__label">
        {f && record.data ? (
          <>
            acerto medido em {record.data.scored} chamadas de {formatDay(f.periodFrom)} a {formatDay(f.periodTo)} (IC 95% {pct(f.interval95[0])}–{pct(f.interval95[1])}; taxa-base {pct(f.baseRate)}).{' '}
            <Link to="/track-record">Ver método e histórico</Link>
          </>
        ) : (
          <>
            taxa de acerto: ainda sem histórico suficiente
            {record.data ? ` (${record.data.scored} de ${record.data.minimumN} chamadas pontuadas)` : ''}. <Link to="/track-record">Ver histórico</Link>
          </>
        )}
      </p>
    </div>
  );
}

/** The count of covered cryptocurrencies is the configured coverage (DECISIONS 2). */
export function CoverageStat() {
  const market = usePublicMarket();
  return (
    <div className="stat">
      <p className="stat__value">{market.data ? market.data.coveredCoins : market.isError ? '—' : '…'}</p>
      <p className="stat__label">criptomoedas acompanhadas</p>
    </div>
  );
}
