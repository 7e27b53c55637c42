// Elite's advanced analysis per coin (issue 21 item 3): 24 h, 7 and 30 days beside the figures the AI
// read - computed by the server from the stored quotes. Other plans get the server's 403, and the card
// says it is an Elite feature instead. The readings are the AI's Portuguese, shown as written.
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useI18n, type MessageKey } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { useAdvancedAnalysis } from '../api/market';
import type { AdvancedAnalysisView } from '../api/types';
import { formatBrl, formatDateTime, formatDay, formatPct } from '../format';
import { AiContentNote } from './ai-note';
import { SimulationNotice } from './simulation-notice';

type Coin = NonNullable<AdvancedAnalysisView['analysis']>['coins'][number];
type Outlook = Coin['outlooks'][number];

const HORIZON = { '24h': 'market.advanced.horizon.24h', '7d': 'market.advanced.horizon.7d', '30d': 'market.advanced.horizon.30d' } as const satisfies Record<
  Outlook['horizon'],
  MessageKey
>;
const DIRECTION = { up: 'market.direction.up', down: 'market.direction.down', flat: 'market.direction.flat' } as const satisfies Record<Outlook['direction'], MessageKey>;

function Figures({ coin }: { coin: Coin }) {
  const { t, number } = useI18n();
  const i = coin.indicators;
  const na = t('market.advanced.notAvailable');
  const pct = (n: number | null, signed = true) => (n === null ? na : formatPct(n, signed));
  const rows: [MessageKey, string][] = [
    ['market.advanced.price', formatBrl(i.priceBrl)],
    ['market.advanced.change24h', pct(i.change24hPct)],
    ['market.advanced.change7d', pct(i.change7dPct)],
    ['market.advanced.change30d', pct(i.change30dPct)],
    ['market.advanced.sma7', i.sma7Brl === null ? na : formatBrl(i.sma7Brl)],
    ['market.advanced.sma30', i.sma30Brl === null ? na : formatBrl(i.sma30Brl)],
    ['market.advanced.rsi14', i.rsi14 === null ? na : number(i.rsi14, { maximumFractionDigits: 1 })],
    ['market.advanced.volatility', pct(i.volatilityPct, false)],
    ['market.advanced.volume7d', pct(i.volumeChange7dPct)],
  ];
  return (
    <table className="market-table advanced__figures" aria-label={t('market.advanced.figuresLabel', { coin: coin.name })}>
      <caption className="muted">
        {i.from && i.to ? t('market.advanced.figuresFrom', { days: i.days, from: formatDay(i.from), to: formatDay(i.to) }) : t('market.advanced.noSeries')}
      </caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{t(label)}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CoinReading({ coin }: { coin: Coin }) {
  const { t, number } = useI18n();
  return (
    <section className="advanced__coin" aria-labelledby={`advanced-${coin.coinId}`}>
      <h3 id={`advanced-${coin.coinId}`}>
        {coin.name} ({coin.symbol})
      </h3>
      <p lang="pt-BR">{coin.summary}</p>
      <ul className="advanced__outlooks" aria-label={t('market.advanced.horizonsLabel', { coin: coin.name })}>
        {coin.outlooks.map((o) => (
          <li key={o.horizon} data-direction={o.direction}>
            <strong>{t('market.advanced.outlook', { horizon: t(HORIZON[o.horizon]), direction: t(DIRECTION[o.direction]) })}</strong>{' '}
            <span className="muted">{t('market.advanced.confidence', { confidence: number(o.confidence, { style: 'percent', maximumFractionDigits: 0 }) })}</span>
            <p lang="pt-BR">{o.text}</p>
          </li>
        ))}
      </ul>
      <details>
        <summary>{t('market.advanced.figures')}</summary>
        <Figures coin={coin} />
      </details>
    </section>
  );
}

export function AdvancedAnalysisCard() {
  const { t, rich } = useI18n();
  const query = useAdvancedAnalysis();
  const refused = query.error instanceof ApiError && query.error.status === 403;
  return (
    <article className="card advanced" aria-labelledby="advanced-title">
      <h2 id="advanced-title">{t('market.advanced.title')}</h2>
      {refused ? (
        <p>{rich('market.advanced.eliteOnly', { strong: (chunks) => <strong>{chunks}</strong>, link: (chunks) => <Link to={paths.plans.path}>{chunks}</Link> })}</p>
      ) : query.isPending ? (
        <p className="muted">{t('market.loading')}</p>
      ) : query.error ? (
        <p role="alert">{query.error.message}</p>
      ) : !query.data.analysis ? (
        <p className="muted">{t('market.advanced.preparing')}</p>
      ) : (
        <>
          <SimulationNotice market={false} ai={query.data.analysis.simulated} />
          <p className="muted">
            {query.data.nextRefreshAt
              ? t('market.advanced.publishedNext', {
                  at: formatDateTime(query.data.analysis.publishedAt),
                  model: query.data.analysis.model,
                  source: query.data.analysis.source,
                  next: formatDateTime(query.data.nextRefreshAt),
                })
              : t('market.advanced.published', { at: formatDateTime(query.data.analysis.publishedAt), model: query.data.analysis.model, source: query.data.analysis.source })}
          </p>
          <AiContentNote />
          {query.data.analysis.coins.map((coin) => (
            <CoinReading key={coin.coinId} coin={coin} />
          ))}
        </>
      )}
    </article>
  );
}
