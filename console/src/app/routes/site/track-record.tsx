// /track-record (DECISIONS 2, 12, 23): every published call with its outcome, the measured figures
// with method, period, N and 95% interval beside the base rate, and the chain anyone can download and check.
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/page-meta';
import { QueryState } from '../../../features/gamification/components/query-state';
import { useTrackRecord } from '../../../features/market/api/market';
import type { TrackRecord } from '../../../features/market/api/types';
import { ChainAudit } from '../../../features/market/components/chain-audit';
import { SimulationNotice } from '../../../features/market/components/simulation-notice';
import { DIRECTION_LABEL, formatDateTime, formatDay, formatPct, formatUsd } from '../../../features/market/format';
import '../../../features/market/components/market.css';
import '../../../features/gamification/components/gamification.css';
import { useI18n } from '../../../i18n';

function usePct() {
  const { number } = useI18n();
  return (n: number) => number(n, { style: 'percent', maximumFractionDigits: 1 });
}

export default function TrackRecordRoute() {
  const { t } = useI18n();
  usePageMeta(t('site.trackRecord.metaTitle'), t('site.trackRecord.metaDescription'));
  const record = useTrackRecord();
  return (
    <section className="page market" aria-labelledby="page-title">
      <PageHeader title={t('site.trackRecord.title')} lead={t('site.trackRecord.lead')} />
      <QueryState query={record} what={t('site.trackRecord.what')}>
        {(r) => (
          <>
            <SimulationNotice market={r.simulated} ai={r.simulated} />
            <MeasuredResult record={r} />
            <AllCalls calls={r.calls} />
          </>
        )}
      </QueryState>
    </section>
  );
}

function MeasuredResult({ record: r }: { record: TrackRecord }) {
  const { t, number } = useI18n();
  const pct = usePct();
  return (
    <div className="card">
      <h2>{t('site.trackRecord.measured')}</h2>
      {r.figures ? (
        <ul className="stats" aria-label={t('site.trackRecord.figures')}>
          <li className="stat">
            <p className="stat__value">{pct(r.figures.hitRate)}</p>
            <p className="stat__label">{t('site.trackRecord.hitRate', { low: pct(r.figures.interval95[0]), high: pct(r.figures.interval95[1]) })}</p>
          </li>
          <li className="stat">
            <p className="stat__value">{pct(r.figures.baseRate)}</p>
            <p className="stat__label">{t('site.trackRecord.baseRate')}</p>
          </li>
          <li className="stat">
            <p className="stat__value">{number(r.figures.brier, { maximumFractionDigits: 3 })}</p>
            <p className="stat__label">{t('site.trackRecord.brier')}</p>
          </li>
          <li className="stat">
            <p className="stat__value">{formatPct(r.figures.followReturnPct)}</p>
            <p className="stat__label">{t('site.trackRecord.follow', { buyHold: formatPct(r.figures.buyHoldReturnPct) })}</p>
          </li>
        </ul>
      ) : (
        <p>{t('site.trackRecord.notEnough', { scored: r.scored, minimum: r.minimumN })}</p>
      )}
      <p>
        {r.figures
          ? t('site.trackRecord.countsWithPeriod', {
              scored: r.scored,
              from: formatDay(r.figures.periodFrom),
              to: formatDay(r.figures.periodTo),
              pending: r.pending,
              published: r.published,
            })
          : t('site.trackRecord.counts', { scored: r.scored, pending: r.pending, published: r.published })}
      </p>
      <h3>{t('site.trackRecord.method')}</h3>
      {/* The method is written by the server, in Portuguese. */}
      <p lang="pt-BR">{r.method}</p>
      <ChainAudit />
    </div>
  );
}

function AllCalls({ calls }: { calls: TrackRecord['calls'] }) {
  const { t, number } = useI18n();
  const pct = usePct();
  return (
    <div className="card track-record__table-wrap">
      <h2>{t('site.trackRecord.allCalls')}</h2>
      <table className="market-table">
        <thead>
          <tr>
            <th scope="col">{t('site.trackRecord.col.number')}</th>
            <th scope="col">{t('site.trackRecord.col.published')}</th>
            <th scope="col">{t('site.trackRecord.col.asset')}</th>
            <th scope="col">{t('site.trackRecord.col.direction')}</th>
            <th scope="col">{t('site.trackRecord.col.horizon')}</th>
            <th scope="col">{t('site.trackRecord.col.band')}</th>
            <th scope="col">{t('site.trackRecord.col.confidence')}</th>
            <th scope="col">{t('site.trackRecord.col.reference')}</th>
            <th scope="col">{t('site.trackRecord.col.close')}</th>
            <th scope="col">{t('site.trackRecord.col.outcome')}</th>
            <th scope="col" className="track-record__hash-col">
              {t('site.trackRecord.col.hash')}
            </th>
          </tr>
        </thead>
        <tbody>
          {calls.map((c) => (
            <tr key={c.id}>
              <th scope="row">{c.sequence}</th>
              <td>{formatDateTime(c.publishedAt)}</td>
              <td>{c.asset}</td>
              <td>{t(DIRECTION_LABEL[c.direction])}</td>
              <td>{c.horizon}</td>
              <td>±{number(c.thresholdPct)}%</td>
              <td>{pct(c.confidence)}</td>
              <td>{formatUsd(c.referencePriceUsd)}</td>
              <td>{c.closePriceUsd === null ? t('site.trackRecord.due', { at: formatDateTime(c.dueAt) }) : `${formatUsd(c.closePriceUsd)} (${formatPct(c.returnPct!)})`}</td>
              <td>{c.outcome === null ? t('site.trackRecord.pending') : `${t(DIRECTION_LABEL[c.outcome])} · ${c.hit ? t('site.trackRecord.hit') : t('site.trackRecord.miss')}`}</td>
              <td className="track-record__hash">{c.hash}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
