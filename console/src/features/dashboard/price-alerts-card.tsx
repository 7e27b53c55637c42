// The dashboard's price alerts: create, list and remove.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../components/ui/toast';
import { useI18n } from '../../i18n';
import { ApiError } from '../../lib/api-client';
import { formatBrl, formatDateTime, useCreateAlert, useRemoveAlert, type DashboardData } from '../market';
import { FieldError } from './field-error';

export function PriceAlertsCard({ data }: { data: DashboardData }) {
  const { t } = useI18n();
  const create = useCreateAlert();
  const remove = useRemoveAlert();
  const [form, setForm] = useState<{ coinId: string; condition: 'above' | 'below'; priceBrl: string }>({ coinId: data.quotes[0]?.coinId ?? 'bitcoin', condition: 'above', priceBrl: '' });
  const errors = create.error instanceof ApiError ? create.error.errors : {};
  const symbol = (coinId: string) => data.quotes.find((q) => q.coinId === coinId)?.symbol ?? coinId;
  const active = data.priceAlerts.filter((a) => !a.triggeredAt).length;
  // The console's notification: an alert that fires while the panel is open (it refreshes every 30 s) raises a toast.
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    const fired = data.priceAlerts.filter((a) => a.triggeredAt);
    if (seen.current) {
      for (const a of fired.filter((f) => !seen.current!.has(f.id))) {
        const values = { symbol: symbol(a.coinId), price: formatBrl(a.priceBrl) };
        toast('info', a.condition === 'above' ? t('dashboard.alerts.firedAbove', values) : t('dashboard.alerts.firedBelow', values), 15_000);
      }
    }
    seen.current = new Set(fired.map((a) => a.id));
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(form, {
      onSuccess: (r) => {
        toast('success', r.message);
        setForm({ ...form, priceBrl: '' });
      },
      onError: (err) => toast('error', err.message),
    });
  };
  return (
    <div className="card">
      <h2>{t('dashboard.alerts.title')}</h2>
      <p className="muted">{t('dashboard.alerts.lead', { active, max: data.depth.maxPriceAlerts })}</p>
      {data.priceAlerts.length > 0 && (
        <ul className="price-alerts">
          {data.priceAlerts.map((a) => (
            <li key={a.id} data-triggered={Boolean(a.triggeredAt)}>
              {a.condition === 'above'
                ? t('dashboard.alerts.itemAbove', { symbol: symbol(a.coinId), price: formatBrl(a.priceBrl) })
                : t('dashboard.alerts.itemBelow', { symbol: symbol(a.coinId), price: formatBrl(a.priceBrl) })}{' '}
              —{' '}
              {a.triggeredAt ? <strong>{t('dashboard.alerts.fired', { at: formatDateTime(a.triggeredAt), price: formatBrl(a.triggeredPriceBrl!) })}</strong> : t('dashboard.alerts.waiting')}{' '}
              <button type="button" className="link-button" onClick={() => remove.mutate(a.id, { onSuccess: (r) => toast('success', r.message) })}>
                {t('dashboard.alerts.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="market-form" onSubmit={submit} noValidate aria-label={t('dashboard.alerts.create')}>
        <label>
          {t('dashboard.alerts.asset')}
          <select value={form.coinId} onChange={(e) => setForm({ ...form, coinId: e.target.value })}>
            {data.quotes.map((q) => (
              <option key={q.coinId} value={q.coinId}>
                {q.name} ({q.symbol}) · {formatBrl(q.priceBrl)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('dashboard.alerts.condition')}
          <select value={form.condition} onChange={(e) => setForm({ ...form, condition: e.target.value as 'above' | 'below' })}>
            <option value="above">{t('dashboard.alerts.above')}</option>
            <option value="below">{t('dashboard.alerts.below')}</option>
          </select>
        </label>
        <label>
          {t('dashboard.alerts.priceBrl')}
          <input inputMode="decimal" value={form.priceBrl} aria-describedby="alert-price-error" aria-invalid={Boolean(errors.priceBrl)} onChange={(e) => setForm({ ...form, priceBrl: e.target.value })} />
          <FieldError id="alert-price-error" message={errors.priceBrl} />
        </label>
        <button type="submit" className="button" disabled={create.isPending}>
          {t('dashboard.alerts.submit')}
        </button>
      </form>
    </div>
  );
}
