// The person's trades: the table (São Paulo times, amounts as recorded) with edit and remove, and the
// form that adds or corrects one.
import { useState } from 'react';
import type { TaxTradeView } from '@piboost/backend/contract';
import { toast } from '../../components/ui/toast';
import { TableHead } from '../../components/ui/table-head';
import { EmptyState, QueryState } from '../gamification';
import { useRemoveTrade, useTrades } from './api';
import { KIND_LABEL, VENUE_LABEL, dateTime, money, qty } from './format';
import { TradeForm } from './trade-form';

function TradesTable({ trades, onEdit }: { trades: TaxTradeView[]; onEdit(t: TaxTradeView): void }) {
  const remove = useRemoveTrade();
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Tabela das suas operações">
      <table className="market-table tax-table">
        <caption className="visually-hidden">Suas operações, da mais antiga para a mais recente</caption>
        <TableHead columns={['Data e hora', 'Tipo', 'Ativo', 'Quantidade', 'Valor', 'Taxa', 'Recebido', 'Onde', 'Origem']} actions />
        <tbody>
          {trades.map((t) => (
            <tr key={t.tradeId}>
              <td>{dateTime(t.at)}</td>
              <td>{KIND_LABEL[t.kind]}</td>
              <th scope="row">{t.asset}</th>
              <td>{qty(t.quantity)}</td>
              <td>{money(t.totalBrl)}</td>
              <td>{money(t.feeBrl)}</td>
              <td>{t.receivedAsset ? `${qty(t.receivedQuantity ?? '0')} ${t.receivedAsset}` : '—'}</td>
              <td>{VENUE_LABEL[t.venue]}</td>
              <td>{t.source === 'import' ? 'Importada' : 'Manual'}</td>
              <td className="tax-table__actions">
                <button type="button" className="link-button" onClick={() => onEdit(t)}>
                  Editar<span className="visually-hidden"> {KIND_LABEL[t.kind].toLowerCase()} de {t.asset} em {dateTime(t.at)}</span>
                </button>
                <button
                  type="button"
                  className="link-button"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(t.tradeId, { onSuccess: (r) => toast('success', r.message), onError: (e) => toast('error', e.message) })}
                >
                  Remover<span className="visually-hidden"> {KIND_LABEL[t.kind].toLowerCase()} de {t.asset} em {dateTime(t.at)}</span>
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
  const trades = useTrades();
  const [editing, setEditing] = useState<TaxTradeView | null>(null);
  return (
    <section className="card tax-section" aria-labelledby="tax-trades-title">
      <h2 id="tax-trades-title">Suas operações</h2>
      <QueryState query={trades} what="suas operações">
        {(data) => (data.trades.length === 0 ? <EmptyState>Nenhuma operação ainda: lance a primeira abaixo ou importe um arquivo CSV.</EmptyState> : <TradesTable trades={data.trades} onEdit={setEditing} />)}
      </QueryState>
      <TradeForm key={editing?.tradeId ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
    </section>
  );
}
