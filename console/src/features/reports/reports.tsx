// /reports (issue 15 item 4): Premium sees each weekly and monthly report with its figures and the
// PDF, Excel and CSV downloads; everyone else sees the preview (title, period, headline) and the
// plan that unlocks them. Every figure comes from the server's reports.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ReportFormat, ReportView } from '@piboost/events';
import { formatDateTime as formatDay } from '@piboost/events/i18n';
import { paths } from '../../config/paths';
import { useI18n, type MessageKey } from '../../i18n';
import { DiscussLink } from '../community';
import { EmptyState, QueryState } from '../gamification';
import { SimulationNotice, formatBrl, formatDateTime, formatPct } from '../market';
import { downloadReport, useReports } from './api';
import './reports.css';

const SENTIMENT = { bullish: 'reports.sentiment.bullish', bearish: 'reports.sentiment.bearish', neutral: 'reports.sentiment.neutral' } as const satisfies Record<string, MessageKey>;
const FORMATS: { format: ReportFormat; label: MessageKey }[] = [
  { format: 'pdf', label: 'reports.download.pdf' },
  { format: 'xlsx', label: 'reports.download.xlsx' },
  { format: 'csv', label: 'reports.download.csv' },
];
const keyOf = (r: ReportView) => `${r.kind}-${r.periodStart}`;

function PartialNote({ report }: { report: ReportView }) {
  const { t } = useI18n();
  if (!report.partial) return null;
  return <p className="report__partial">{t('reports.partialNote', { at: formatDateTime(report.generatedAt) })}</p>;
}

function Downloads({ report }: { report: ReportView }) {
  const { t } = useI18n();
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const get = (format: ReportFormat) => {
    setBusy(format);
    setError(null);
    downloadReport(report, format).then(
      () => setBusy(null),
      (e: Error) => {
        setBusy(null);
        setError(e.message);
      },
    );
  };
  return (
    <div className="report__downloads">
      {FORMATS.map(({ format, label }) => (
        <button key={format} type="button" className="button" disabled={busy !== null} onClick={() => get(format)}>
          {busy === format ? t('reports.download.busy') : t(label)}
        </button>
      ))}
      {error && <p role="alert">{error}</p>}
    </div>
  );
}

function FullReport({ report, exports }: { report: ReportView; exports: boolean }) {
  const { t, rich, locale } = useI18n();
  const f = report.figures!;
  return (
    <article className="card report" aria-labelledby="report-title">
      {locale !== 'pt-BR' && <p className="muted">{t('reports.aiNote')}</p>}
      <h2 id="report-title" lang="pt-BR">
        {report.title}
      </h2>
      <PartialNote report={report} />
      <p className="report__headline" lang="pt-BR">
        {report.headline}
      </p>
      {exports && <Downloads report={report} />}
      <DiscussLink kind="report" id={report.reportId} />
      <h3>{t('reports.prices')}</h3>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('reports.prices')}>
        <table className="market-table">
          <thead>
            <tr>
              <th scope="col">{t('reports.col.coin')}</th>
              <th scope="col">{t('reports.col.open')}</th>
              <th scope="col">{t('reports.col.close')}</th>
              <th scope="col">{t('reports.col.change')}</th>
            </tr>
          </thead>
          <tbody>
            {f.coins.map((c) => (
              <tr key={c.coinId}>
                <td>
                  {c.name} ({c.symbol})
                </td>
                <td>{c.openBrl === null ? '—' : formatBrl(c.openBrl)}</td>
                <td>{c.closeBrl === null ? '—' : formatBrl(c.closeBrl)}</td>
                <td>{c.changePct === null ? t('reports.noPreviousPrice') : formatPct(c.changePct)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="stats" aria-label={t('reports.figures')}>
        <li className="stat">
          <p className="stat__value">{f.analyses.count}</p>
          <p className="stat__label">{t('reports.analysesCount', { bullish: f.analyses.bullish, bearish: f.analyses.bearish, neutral: f.analyses.neutral })}</p>
        </li>
        <li className="stat">
          <p className="stat__value">{f.calls.published}</p>
          <p className="stat__label">{t('reports.callsPublished', { up: f.calls.up, down: f.calls.down, flat: f.calls.flat })}</p>
        </li>
        <li className="stat">
          <p className="stat__value">{f.scored.count}</p>
          <p className="stat__label">{t('reports.callsScored', { hits: f.scored.hits })}</p>
        </li>
        <li className="stat">
          <p className="stat__value">{f.scored.hitRatePct === null ? '—' : formatPct(f.scored.hitRatePct, false)}</p>
          <p className="stat__label">{f.scored.hitRatePct === null ? t('reports.hitRateMissing') : t('reports.hitRate')}</p>
        </li>
      </ul>
      {f.analyses.items.length > 0 && (
        <>
          <h3>{t('reports.analyses')}</h3>
          <ul className="report__analyses">
            {f.analyses.items.map((a) => (
              <li key={a.analysisId}>
                <span>{formatDateTime(a.publishedAt)}</span> <span lang="pt-BR">{a.title}</span> <span className="report__tag">{t(SENTIMENT[a.sentiment])}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="report__fine">{rich('reports.fine', { link: (chunks) => <Link to={paths.trackRecord.path}>{chunks}</Link> })}</p>
    </article>
  );
}

export function Reports() {
  const { t, locale } = useI18n();
  const reports = useReports();
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <QueryState query={reports} what={t('reports.what')}>
      {(list) => {
        const shown = list.reports.find((r) => keyOf(r) === chosen) ?? list.reports[0];
        return (
          <>
            <SimulationNotice market={list.reports.some((r) => r.simulated)} ai={false} />
            {!list.premiumReports && list.unlockPlan && (
              <div className="card report-unlock">
                <h2>{t('reports.unlock.title', { plan: list.unlockPlan.name })}</h2>
                <p>{t('reports.unlock.text', { plan: list.unlockPlan.name })}</p>
                <Link className="button" to={paths.plans.path}>
                  {t('reports.unlock.plans')}
                </Link>
              </div>
            )}
            {list.reports.length === 0 ? (
              <EmptyState>{t('reports.empty')}</EmptyState>
            ) : (
              <div className={list.premiumReports ? 'reports' : 'reports reports--preview'}>
                {!list.premiumReports && locale !== 'pt-BR' && <p className="muted">{t('reports.aiNote')}</p>}
                <ul className="reports__list" aria-label={t('reports.title')}>
                  {list.reports.map((r) => (
                    <li key={keyOf(r)}>
                      {list.premiumReports ? (
                        <button type="button" className={`reports__item${shown === r ? ' reports__item--active' : ''}`} aria-pressed={shown === r} onClick={() => setChosen(keyOf(r))}>
                          <ReportSummary report={r} />
                        </button>
                      ) : (
                        <div className="reports__item">
                          <ReportSummary report={r} />
                          <p className="report__headline" lang="pt-BR">
                            {r.headline}
                          </p>
                        </div>
                      )}
                    </li>
                  ))}
                </ul>
                {list.premiumReports && shown && <FullReport report={shown} exports={list.reportExports} />}
              </div>
            )}
          </>
        );
      }}
    </QueryState>
  );
}

function ReportSummary({ report }: { report: ReportView }) {
  const { t, locale } = useI18n();
  // The period's days are calendar dates, not instants: shown as they are, whatever the time zone.
  const day = (date: string) => formatDay(`${date.slice(0, 10)}T12:00:00Z`, locale, { day: '2-digit', month: '2-digit', year: 'numeric' }, 'UTC');
  const period = { from: day(report.periodStart), to: day(report.periodEnd) };
  return (
    <>
      <strong>{report.kind === 'weekly' ? t('reports.summary.weekly', period) : t('reports.summary.monthly', period)}</strong>
      {report.partial && <span className="report__tag">{t('reports.partial')}</span>}
    </>
  );
}
