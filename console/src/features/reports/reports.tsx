// /reports (issue 15 item 4): Premium sees each weekly and monthly report with its figures and the
// PDF, Excel and CSV downloads; everyone else sees the preview (title, period, headline) and the
// plan that unlocks them. Every figure comes from the server's reports.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ReportFormat, ReportView } from '@piboost/events';
import { paths } from '../../config/paths';
import { DiscussLink } from '../community';
import { EmptyState, QueryState } from '../gamification';
import { SimulationNotice, formatBrl, formatDateTime, formatPct } from '../market';
import { downloadReport, useReports } from './api';
import './reports.css';

const KIND = { weekly: 'Semanal', monthly: 'Mensal' } as const;
const SENTIMENT = { bullish: 'Alta', bearish: 'Baixa', neutral: 'Neutro' } as const;
const FORMATS: { format: ReportFormat; label: string }[] = [
  { format: 'pdf', label: 'Baixar PDF' },
  { format: 'xlsx', label: 'Baixar Excel' },
  { format: 'csv', label: 'Baixar CSV' },
];
const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const keyOf = (r: ReportView) => `${r.kind}-${r.periodStart}`;

function PartialNote({ report }: { report: ReportView }) {
  if (!report.partial) return null;
  return <p className="report__partial">Parcial: o período ainda não terminou; números até {formatDateTime(report.generatedAt)}.</p>;
}

function Downloads({ report }: { report: ReportView }) {
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
          {busy === format ? 'Baixando...' : label}
        </button>
      ))}
      {error && <p role="alert">{error}</p>}
    </div>
  );
}

function FullReport({ report, exports }: { report: ReportView; exports: boolean }) {
  const f = report.figures!;
  return (
    <article className="card report" aria-labelledby="report-title">
      <h2 id="report-title">{report.title}</h2>
      <PartialNote report={report} />
      <p className="report__headline">{report.headline}</p>
      {exports && <Downloads report={report} />}
      <DiscussLink kind="report" id={report.reportId} />
      <h3>Preços no período</h3>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Preços no período">
        <table className="market-table">
          <thead>
            <tr>
              <th scope="col">Moeda</th>
              <th scope="col">Inicial</th>
              <th scope="col">Final</th>
              <th scope="col">Variação</th>
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
                <td>{c.changePct === null ? 'sem preço anterior' : formatPct(c.changePct)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="stats" aria-label="Números do relatório">
        <li className="stat">
          <p className="stat__value">{f.analyses.count}</p>
          <p className="stat__label">
            análises (alta {f.analyses.bullish}, baixa {f.analyses.bearish}, neutro {f.analyses.neutral})
          </p>
        </li>
        <li className="stat">
          <p className="stat__value">{f.calls.published}</p>
          <p className="stat__label">
            chamadas publicadas (alta {f.calls.up}, baixa {f.calls.down}, estável {f.calls.flat})
          </p>
        </li>
        <li className="stat">
          <p className="stat__value">{f.scored.count}</p>
          <p className="stat__label">chamadas pontuadas, {f.scored.hits} certas</p>
        </li>
        <li className="stat">
          <p className="stat__value">{f.scored.hitRatePct === null ? '—' : formatPct(f.scored.hitRatePct, false)}</p>
          <p className="stat__label">{f.scored.hitRatePct === null ? 'ainda sem histórico suficiente (mínimo de 30 chamadas pontuadas)' : 'taxa de acerto no período'}</p>
        </li>
      </ul>
      {f.analyses.items.length > 0 && (
        <>
          <h3>Análises do período</h3>
          <ul className="report__analyses">
            {f.analyses.items.map((a) => (
              <li key={a.analysisId}>
                <span>{formatDateTime(a.publishedAt)}</span> {a.title} <span className="report__tag">{SENTIMENT[a.sentiment]}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="report__fine">
        Conteúdo informativo, não é recomendação de investimento. Método do acerto: <Link to={paths.trackRecord.path}>histórico auditável</Link>.
      </p>
    </article>
  );
}

export function Reports() {
  const reports = useReports();
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <QueryState query={reports} what="os relatórios">
      {(list) => {
        const shown = list.reports.find((r) => keyOf(r) === chosen) ?? list.reports[0];
        return (
          <>
            <SimulationNotice market={list.reports.some((r) => r.simulated)} ai={false} />
            {!list.premiumReports && list.unlockPlan && (
              <div className="card report-unlock">
                <h2>Relatórios completos no plano {list.unlockPlan.name}</h2>
                <p>Os relatórios semanais e mensais completos, com preços, análises, chamadas e taxa de acerto, e as exportações em PDF, Excel e CSV são exclusivos dos planos Premium, a partir do {list.unlockPlan.name}.</p>
                <Link className="button" to={paths.plans.path}>
                  Ver planos
                </Link>
              </div>
            )}
            {list.reports.length === 0 ? (
              <EmptyState>Nenhum relatório ainda: o primeiro é gerado quando houver análises e cotações do período.</EmptyState>
            ) : (
              <div className={list.premiumReports ? 'reports' : 'reports reports--preview'}>
                <ul className="reports__list" aria-label="Relatórios">
                  {list.reports.map((r) => (
                    <li key={keyOf(r)}>
                      {list.premiumReports ? (
                        <button type="button" className={`reports__item${shown === r ? ' reports__item--active' : ''}`} aria-pressed={shown === r} onClick={() => setChosen(keyOf(r))}>
                          <ReportSummary report={r} />
                        </button>
                      ) : (
                        <div className="reports__item">
                          <ReportSummary report={r} />
                          <p className="report__headline">{r.headline}</p>
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
  return (
    <>
      <strong>
        {KIND[report.kind]} · {day(report.periodStart)} a {day(report.periodEnd)}
      </strong>
      {report.partial && <span className="report__tag">Parcial</span>}
    </>
  );
}
