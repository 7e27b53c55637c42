// The dashboard's portfolio: holdings at stored prices, with add, edit and remove.
import { useState, type FormEvent } from 'react';
import { toast } from '../../components/ui/toast';
import { TableHead } from '../../components/ui/table-head';
import { useI18n } from '../../i18n';
import { ApiError } from '../../lib/api-client';
import { EmptyState } from '../gamification';
import { formatBrl, useRemoveHolding, useSaveHolding, type DashboardData } from '../market';
import { FieldError } from './field-error';

export function PortfolioCard({ data }: { data: DashboardData }) {
  const { t } = useI18n();
  const p = data.portfolio;
  return (
    <div className="card">
      <h2>{t('dashboard.portfolio.title')}</h2>
      {p.holdings.length === 0 ? (
        <EmptyState>{t('dashboard.portfolio.empty')}</EmptyState>
      ) : (
        <HoldingsTable portfolio={p} />
      )}
      <HoldingForm quotes={data.quotes} />
    </div>
  );
}

function HoldingsTable({ portfolio: p }: { portfolio: DashboardData['portfolio'] }) {
  const { t, number } = useI18n();
  const remove = useRemoveHolding();
  // Seven columns do not fit a phone: the table scrolls on its own, never the page.
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={t('dashboard.portfolio.holdings')}>
      <table className="market-table">
        <caption className="visually-hidden">{t('dashboard.portfolio.holdings')}</caption>
        <TableHead
          columns={[
            t('dashboard.portfolio.colAsset'),
            t('dashboard.portfolio.colQuantity'),
            t('dashboard.portfolio.colAverageCost'),
            t('dashboard.portfolio.colPrice'),
            t('dashboard.portfolio.colValue'),
            t('dashboard.portfolio.colResult'),
          ]}
          actions
        />
        <tbody>
          {p.holdings.map((h) => (
            <tr key={h.coinId}>
              <th scope="row">{h.symbol}</th>
              <td>{number(h.quantity, { maximumFractionDigits: 8 })}</td>
              <td>{formatBrl(h.averageCostBrl)}</td>
              <td>{h.priceBrl === null ? '—' : formatBrl(h.priceBrl)}</td>
              <td>{h.valueBrl === null ? '—' : formatBrl(h.valueBrl)}</td>
              <td data-sign={h.pnlBrl === null ? undefined : Math.sign(h.pnlBrl)}>{h.pnlBrl === null ? '—' : formatBrl(h.pnlBrl)}</td>
              <td>
                <button type="button" className="link-button" onClick={() => remove.mutate(h.coinId, { onSuccess: (r) => toast('success', r.message) })}>
                  {t('dashboard.portfolio.remove', { symbol: h.symbol })}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('dashboard.portfolio.total')}</th>
            <td colSpan={3} />
            <td>{formatBrl(p.valueBrl)}</td>
            <td data-sign={Math.sign(p.pnlBrl)}>{formatBrl(p.pnlBrl)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** Adds a holding or replaces the one of the same coin. */
function HoldingForm({ quotes }: { quotes: DashboardData['quotes'] }) {
  const { t } = useI18n();
  const save = useSaveHolding();
  const [form, setForm] = useState({ coinId: quotes[0]?.coinId ?? 'bitcoin', quantity: '', averageCostBrl: '' });
  const errors = save.error instanceof ApiError ? save.error.errors : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(form, {
      onSuccess: (r) => {
        toast('success', r.message);
        setForm({ ...form, quantity: '', averageCostBrl: '' });
      },
      onError: (err) => toast('error', err.message),
    });
  };
  return (
    <form className="market-form" onSubmit={submit} noValidate aria-label={t('dashboard.portfolio.add')}>
      <label>
        {t('dashboard.portfolio.colAsset')}
        <select value={form.coinId} onChange={(e) => setForm({ ...form, coinId: e.target.value })}>
          {quotes.map((q) => (
            <option key={q.coinId} value={q.coinId}>
              {q.name} ({q.symbol})
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('dashboard.portfolio.colQuantity')}
        <input inputMode="decimal" value={form.quantity} aria-describedby="holding-quantity-error" aria-invalid={Boolean(errors.quantity)} onChange={(e) => setForm({ ...form, quantity: e.target.value })} />
        <FieldError id="holding-quantity-error" message={errors.quantity} />
      </label>
      <label>
        {t('dashboard.portfolio.averageCostBrl')}
        <input inputMode="decimal" value={form.averageCostBrl} aria-describedby="holding-cost-error" aria-invalid={Boolean(errors.averageCostBrl)} onChange={(e) => setForm({ ...form, averageCostBrl: e.target.value })} />
        <FieldError id="holding-cost-error" message={errors.averageCostBrl} />
      </label>
      <button type="submit" className="button" disabled={save.isPending}>
        {t('dashboard.portfolio.save')}
      </button>
    </form>
  );
}
