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

const pct = (n: number) => `${(n * 100).toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;

export default function TrackRecordRoute() {
  usePageMeta('Histórico auditável', 'Todas as chamadas da IA do π Boost, publicadas antes do resultado, com acerto medido, método e verificação da cadeia de hashes.');
  const record = useTrackRecord();
  return (
    <section className="page market" aria-labelledby="page-title">
      <PageHeader title="Histórico auditável" lead="Cada chamada da IA é registrada antes do resultado e pontuada no vencimento. Nada é apagado nem escolhido a dedo." />
      <QueryState query={record} what="o histórico">
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
  return (
    <div className="card">
      <h2>Resultado medido</h2>
      {r.figures ? (
        <ul className="stats" aria-label="Números do histórico">
          <li className="stat">
            <p className="stat__value">{pct(r.figures.hitRate)}</p>
            <p className="stat__label">
              acerto (IC 95% {pct(r.figures.interval95[0])}–{pct(r.figures.interval95[1])})
            </p>
          </li>
          <li className="stat">
            <p className="stat__value">{pct(r.figures.baseRate)}</p>
            <p className="stat__label">taxa-base do período</p>
          </li>
          <li className="stat">
            <p className="stat__value">{r.figures.brier.toLocaleString('pt-BR', { maximumFractionDigits: 3 })}</p>
            <p className="stat__label">Brier (menor é melhor)</p>
          </li>
          <li className="stat">
            <p className="stat__value">{formatPct(r.figures.followReturnPct)}</p>
            <p className="stat__label">seguir as chamadas, por janela (comprar e manter: {formatPct(r.figures.buyHoldReturnPct)})</p>
          </li>
        </ul>
      ) : (
        <p>
          Ainda sem histórico suficiente: {r.scored} de {r.minimumN} chamadas pontuadas. Publicamos a taxa de acerto a partir de {r.minimumN} chamadas.
        </p>
      )}
      <p>
        N = {r.scored} chamadas pontuadas{r.figures ? `, publicadas de ${formatDay(r.figures.periodFrom)} a ${formatDay(r.figures.periodTo)}` : ''}; {r.pending} pendentes; {r.published} publicadas no total.
      </p>
      <h3>Método</h3>
      <p>{r.method}</p>
      <ChainAudit />
    </div>
  );
}

function AllCalls({ calls }: { calls: TrackRecord['calls'] }) {
  return (
    <div className="card track-record__table-wrap">
      <h2>Todas as chamadas</h2>
      <table className="market-table">
        <thead>
          <tr>
            <th scope="col">Nº</th>
            <th scope="col">Publicada</th>
            <th scope="col">Ativo</th>
            <th scope="col">Direção</th>
            <th scope="col">Horizonte</th>
            <th scope="col">Faixa</th>
            <th scope="col">Confiança</th>
            <th scope="col">Referência</th>
            <th scope="col">Fechamento</th>
            <th scope="col">Resultado</th>
            <th scope="col" className="track-record__hash-col">Hash</th>
          </tr>
        </thead>
        <tbody>
          {calls.map((c) => (
            <tr key={c.id}>
              <th scope="row">{c.sequence}</th>
              <td>{formatDateTime(c.publishedAt)}</td>
              <td>{c.asset}</td>
              <td>{DIRECTION_LABEL[c.direction]}</td>
              <td>{c.horizon}</td>
              <td>±{c.thresholdPct.toLocaleString('pt-BR')}%</td>
              <td>{pct(c.confidence)}</td>
              <td>{formatUsd(c.referencePriceUsd)}</td>
              <td>{c.closePriceUsd === null ? `vence ${formatDateTime(c.dueAt)}` : `${formatUsd(c.closePriceUsd)} (${formatPct(c.returnPct!)})`}</td>
              <td>{c.outcome === null ? 'pendente' : `${DIRECTION_LABEL[c.outcome]} · ${c.hit ? 'acerto' : 'erro'}`}</td>
              <td className="track-record__hash">{c.hash}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
