// Elite's advanced analysis per coin (issue 21 item 3): 24 h, 7 and 30 days beside the figures the AI
// read - computed by the server from the stored quotes. Other plans get the server's 403, and the card
// says it is an Elite feature instead.
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAdvancedAnalysis } from '../api/market';
import type { AdvancedAnalysisView } from '../api/types';
import { DIRECTION_LABEL, formatBrl, formatDateTime, formatDay, formatPct } from '../format';
import { SimulationNotice } from './simulation-notice';

const HORIZON_LABEL = { '24h': '24 horas', '7d': '7 dias', '30d': '30 dias' } as const;
const number = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

type Coin = NonNullable<AdvancedAnalysisView['analysis']>['coins'][number];

function Figures({ coin }: { coin: Coin }) {
  const i = coin.indicators;
  const pct = (n: number | null, signed = true) => (n === null ? 'n/d' : formatPct(n, signed));
  const rows: [string, string][] = [
    ['Preço', formatBrl(i.priceBrl)],
    ['Variação 24 h', pct(i.change24hPct)],
    ['Variação 7 dias', pct(i.change7dPct)],
    ['Variação 30 dias', pct(i.change30dPct)],
    ['Média móvel 7 dias', i.sma7Brl === null ? 'n/d' : formatBrl(i.sma7Brl)],
    ['Média móvel 30 dias', i.sma30Brl === null ? 'n/d' : formatBrl(i.sma30Brl)],
    ['RSI 14 dias', i.rsi14 === null ? 'n/d' : number.format(i.rsi14)],
    ['Volatilidade diária', pct(i.volatilityPct, false)],
    ['Volume 7 dias x anteriores', pct(i.volumeChange7dPct)],
  ];
  return (
    <table className="market-table advanced__figures" aria-label={`Indicadores de ${coin.name}`}>
      <caption className="muted">
        {i.from && i.to ? `Calculados de ${i.days} fechamentos diários, de ${formatDay(i.from)} a ${formatDay(i.to)}` : 'Sem série diária armazenada'}
      </caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CoinReading({ coin }: { coin: Coin }) {
  return (
    <section className="advanced__coin" aria-labelledby={`advanced-${coin.coinId}`}>
      <h3 id={`advanced-${coin.coinId}`}>
        {coin.name} ({coin.symbol})
      </h3>
      <p>{coin.summary}</p>
      <ul className="advanced__outlooks" aria-label={`Horizontes de ${coin.name}`}>
        {coin.outlooks.map((o) => (
          <li key={o.horizon} data-direction={o.direction}>
            <strong>
              {HORIZON_LABEL[o.horizon]}: {DIRECTION_LABEL[o.direction]}
            </strong>{' '}
            <span className="muted">· confiança {Math.round(o.confidence * 100)}%</span>
            <p>{o.text}</p>
          </li>
        ))}
      </ul>
      <details>
        <summary>Dados usados pela IA</summary>
        <Figures coin={coin} />
      </details>
    </section>
  );
}

export function AdvancedAnalysisCard() {
  const query = useAdvancedAnalysis();
  const refused = query.error instanceof ApiError && query.error.status === 403;
  return (
    <article className="card advanced" aria-labelledby="advanced-title">
      <h2 id="advanced-title">Análise avançada por moeda</h2>
      {refused ? (
        <p>
          <strong>Recurso do plano Elite.</strong> Para cada moeda acompanhada: leituras de 24 horas, 7 e 30 dias, com os indicadores usados pela IA (médias móveis,
          RSI, volatilidade e volume). <Link to={paths.plans.path}>Conhecer o Elite</Link>
        </p>
      ) : query.isPending ? (
        <p className="muted">Carregando…</p>
      ) : query.error ? (
        <p role="alert">{query.error.message}</p>
      ) : !query.data.analysis ? (
        <p className="muted">A primeira análise avançada ainda está sendo preparada; ela aparece aqui assim que a IA responder.</p>
      ) : (
        <>
          <SimulationNotice market={false} ai={query.data.analysis.simulated} />
          <p className="muted">
            Publicada em {formatDateTime(query.data.analysis.publishedAt)} · modelo {query.data.analysis.model} · cotações de {query.data.analysis.source}
            {query.data.nextRefreshAt ? ` · próxima a partir de ${formatDateTime(query.data.nextRefreshAt)}` : ''}
          </p>
          {query.data.analysis.coins.map((coin) => (
            <CoinReading key={coin.coinId} coin={coin} />
          ))}
        </>
      )}
    </article>
  );
}
