// The person's trades: the table (São Paulo times, amounts as recorded) with edit and remove, and the
// form that adds or corrects one.
import { useState } from 'react';
import type { TaxTradeView } from '@piboost/backend/contract';
import { toast } from '../../components/ui/toast';
import { TableHead } from '../../components/ui/table-head';
import { useI18n } from '../../i18n';
import { EmptyState, QueryState } from '../gamification';
import { useRemoveTrade, useTrades } from './api';
import { KIND_LABEL, VENUE_LABEL, dateTime, money, qty } from './format';
import { TradeForm } from './trade-form';

function TradesTable({ trades, onEdit }: { trades: TaxTradeView[]; onEdit(t: TaxTradeView): void }) {
  const { t } = useI18n();
  const remove = useRemoveTrade();
  const which = (trade: TaxTradeView) => t('tax.trades.which', { kind: t(KIND_LABEL[trade.kind]).toLowerCase(), asset: trade.asset, at: dateTime(trade.at) });
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={t('tax.trades.table')}>
      <table className="market-table tax-table">
        <caption className="visually-hidden">{t('tax.trades.caption')}</caption>
        <TableHead
          columns={[
            t('tax.col.dateTime'),
            t('tax.col.kind'),
            t('tax.col.asset'),
            t('tax.col.quantity'),
            t('tax.col.value'),
            t('tax.col.fee'),
            t('tax.col.received'),
            t('tax.col.venue'),
            t('tax.col.source'),
          ]}
          actions
        />
        <tbody>
          {trades.map((trade) => (
            <tr key={trade.tradeId}>
              <td>{dateTime(trade.at)}</td>
              <td>{t(KIND_LABEL[trade.kind])}</td>
              <th scope="row">{trade.asset}</th>
              <td>{qty(trade.quantity)}</td>
              <td>{money(trade.totalBrl)}</td>
              <td>{money(trade.feeBrl)}</td>
              <td>{trade.receivedAsset ? `${qty(trade.receivedQuantity ?? '0')} ${trade.receivedAsset}` : '—'}</td>
              <td>{t(VENUE_LABEL[trade.venue])}</td>
              <td>{trade.source === 'import' ? t('tax.trades.imported') : t('tax.trades.manual')}</td>
              <td className="tax-table__actions">
                <button type="button" className="link-button" onClick={() => onEdit(trade)}>
                  {t('tax.trades.edit')}
                  <span className="visually-hidden"> {which(trade)}</span>
                </button>
                <button
                  type="button"
                  className="link-button"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(trade.tradeId, { onSuccess: (r) => toast('success', r.message), onError: (e) => toast('error', e.message) })}
                >
                  {t('tax.trades.remove')}
                  <span className="visually-hidden"> {which(trade)}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function TradesSection() {
  const { t } = useI18n();
  const trades = useTrades();
  const [editing, setEditing] = useState<TaxTradeView | null>(null);
  return (
    <section className="card tax-section" aria-labelledby="tax-trades-title">
      <h2 id="tax-trades-title">{t('tax.trades.title')}</h2>
      <QueryState query={trades} what={t('tax.trades.what')}>
        {(data) => (data.trades.length === 0 ? <EmptyState>{t('tax.trades.empty')}</EmptyState> : <TradesTable trades={data.trades} onEdit={setEditing} />)}
      </QueryState>
      <TradeForm key={editing?.tradeId ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
    </section>
  );
}
