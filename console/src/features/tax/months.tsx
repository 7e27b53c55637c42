// The monthly result: one row per São Paulo month (sales, exempt or taxed, gain, tax, DARF), and
// for the chosen month why ("por que isento?"), the tax by slice, each sale at average cost, the
// warnings, DeCripto, the downloads and the DARF reminder. Every figure is the server's.
import { useState } from 'react';
import type { TaxMonth, TaxMonths } from '@piboost/backend/contract';
import { toast } from '../../components/ui/toast';
import { TableHead } from '../../components/ui/table-head';
import { useI18n } from '../../i18n';
import { EmptyState, QueryState } from '../gamification';
import { downloadMonth, useAskReminder, useCancelReminder, useMonths } from './api';
import { dateTime, day, money, qty } from './format';

const REMINDER_DAYS = 5;

function Downloads({ month, fullHelper }: { month: string; fullHelper: boolean }) {
  const { t } = useI18n();
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  const get = (format: 'csv' | 'pdf') => {
    setBusy(format);
    downloadMonth(month, format)
      .catch((e: Error) => toast('error', e.message))
      .finally(() => setBusy(null));
  };
  return (
    <div className="tax-actions">
      <button type="button" className="button button--ghost" disabled={busy !== null} onClick={() => get('csv')}>
        {busy === 'csv' ? t('tax.downloading') : t('tax.month.downloadCsv')}
      </button>
      {fullHelper ? (
        <button type="button" className="button button--ghost" disabled={busy !== null} onClick={() => get('pdf')}>
          {busy === 'pdf' ? t('tax.downloading') : t('tax.month.downloadPdf')}
        </button>
      ) : (
        <span className="tax-note">{t('tax.month.pdfPremium')}</span>
      )}
    </div>
  );
}

function Reminder({ m }: { m: TaxMonth }) {
  const { t } = useI18n();
  const ask = useAskReminder();
  const cancel = useCancelReminder();
  if (!m.darf) return null;
  const on = m.reminderDaysBefore !== null;
  const toggle = () => {
    const done = { onSuccess: (r: { message: string }) => toast('success', r.message), onError: (e: Error) => toast('error', e.message) };
    if (on) cancel.mutate(m.month, done);
    else ask.mutate({ month: m.month, daysBefore: REMINDER_DAYS }, done);
  };
  return (
    <div className="tax-reminder">
      <label>
        <input type="checkbox" checked={on} disabled={ask.isPending || cancel.isPending} onChange={toggle} />{' '}
        {t('tax.month.reminder', { days: on ? (m.reminderDaysBefore ?? REMINDER_DAYS) : REMINDER_DAYS, due: day(m.darf.dueDate) })}
      </label>
    </div>
  );
}

function MonthDetail({ m, fullHelper }: { m: TaxMonth; fullHelper: boolean }) {
  const { t, number } = useI18n();
  return (
    <article className="tax-month" aria-labelledby={`tax-month-${m.month}`}>
      <h3 id={`tax-month-${m.month}`}>{m.label}</h3>
      <h4>{m.exempt ? t('tax.month.whyExempt') : t('tax.month.whyTaxable')}</h4>
      <p>{m.exemptionReason}</p>
      {m.darf && <p className="tax-darf">{t('tax.month.darf', { code: m.darf.code, amount: money(m.darf.amountBrl), due: day(m.darf.dueDate) })}</p>}
      {m.slices.length > 0 && (
        <ul aria-label={t('tax.month.slices')}>
          {m.slices.map((s) => (
            <li key={s.label}>
              {t('tax.month.slice', {
                label: s.label,
                rate: number(Number(s.ratePercent), { maximumFractionDigits: 2 }),
                base: money(s.baseBrl),
                tax: money(s.taxBrl),
              })}
            </li>
          ))}
        </ul>
      )}
      {m.sales.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('tax.month.sales', { month: m.label })}>
          <table className="market-table tax-table">
            <caption className="visually-hidden">{t('tax.month.salesCaption', { month: m.label })}</caption>
            <TableHead
              columns={[t('tax.month.colDate'), t('tax.month.colOperation'), t('tax.col.value'), t('tax.month.colAverageCost'), t('tax.month.colCost'), t('tax.month.colGain')]}
            />
            <tbody>
              {m.sales.map((s) => (
                <tr key={s.tradeId}>
                  <td>{dateTime(s.at)}</td>
                  <th scope="row">
                    {s.kind === 'swap'
                      ? t('tax.month.swap', { quantity: qty(s.quantity), asset: s.asset })
                      : t('tax.month.sale', { quantity: qty(s.quantity), asset: s.asset })}
                    {s.receivedAsset && ` ${t('tax.month.swapFor', { quantity: qty(s.receivedQuantity ?? '0'), asset: s.receivedAsset })}`}
                    {s.regime === 'foreign' && ` ${t('tax.month.foreign')}`}
                  </th>
                  <td>{money(s.proceedsBrl)}</td>
                  <td>{money(s.averageCostBrl)}</td>
                  <td>{money(s.costBrl)}</td>
                  <td data-sign={Math.sign(Number(s.gainBrl))}>{money(s.gainBrl)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {Number(m.lossBrl) !== 0 && <p>{t('tax.month.losses', { amount: money(m.lossBrl) })}</p>}
      <h4>DeCripto</h4>
      <p>{m.decripto.explanation}</p>
      {(m.warnings.length > 0 || m.errors.length > 0) && (
        <div className="tax-warnings">
          <h4>{t('tax.month.warnings')}</h4>
          <ul>
            {m.warnings.map((w) => (
              <li key={w.code}>{w.text}</li>
            ))}
            {m.errors.map((e) => (
              <li key={e.tradeId}>{e.message}</li>
            ))}
          </ul>
        </div>
      )}
      <Reminder m={m} />
      <Downloads month={m.month} fullHelper={fullHelper} />
    </article>
  );
}

function MonthsTable({ data }: { data: TaxMonths }) {
  const { t } = useI18n();
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = data.months.find((m) => m.month === chosen) ?? data.months.at(-1)!;
  return (
    <>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('tax.months.byMonth')}>
        <table className="market-table tax-table">
          <caption className="visually-hidden">{t('tax.months.byMonth')}</caption>
          <TableHead
            columns={[t('tax.months.colMonth'), t('tax.months.colSales'), t('tax.months.colStatus'), t('tax.months.colTaxableGain'), t('tax.months.colTax'), t('tax.months.colDarfDue')]}
          />
          <tbody>
            {data.months.map((m) => (
              <tr key={m.month} aria-current={m === shown ? 'true' : undefined}>
                <th scope="row">
                  <button type="button" className="link-button" aria-pressed={m === shown} onClick={() => setChosen(m.month)}>
                    {m.label}
                  </button>
                </th>
                <td>{money(m.salesBrl)}</td>
                <td>{m.exempt ? t('tax.months.exempt') : t('tax.months.taxable')}</td>
                <td>{money(m.taxableGainBrl)}</td>
                <td>{money(m.taxBrl)}</td>
                <td>{m.darf ? day(m.darf.dueDate) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <MonthDetail m={shown} fullHelper={data.fullHelper} />
    </>
  );
}

export function MonthsSection() {
  const { t } = useI18n();
  const months = useMonths();
  return (
    <section className="card tax-section" aria-labelledby="tax-months-title">
      <h2 id="tax-months-title">{t('tax.months.title')}</h2>
      <QueryState query={months} what={t('tax.months.what')}>
        {(data) => (data.months.length === 0 ? <EmptyState>{t('tax.months.empty')}</EmptyState> : <MonthsTable data={data} />)}
      </QueryState>
    </section>
  );
}

/** The rule sheet's lines not settled in law: shown as warnings, never guessed. */
export function RulesSection() {
  const { t } = useI18n();
  const months = useMonths();
  if (!months.data) return null;
  const open = months.data.rules.filter((r) => r.status === 'unconfirmed');
  return (
    <section className="card tax-section" aria-labelledby="tax-rules-title">
      <h2 id="tax-rules-title">{t('tax.rules.title', { version: months.data.rulesId })}</h2>
      <ul className="tax-rules">
        {months.data.rules
          .filter((r) => r.status === 'certain')
          .map((r) => (
            <li key={r.id}>
              {r.text} <span className="tax-note">{t('tax.rules.basis', { basis: r.basis })}</span>
            </li>
          ))}
      </ul>
      {open.length > 0 && (
        <div className="tax-warnings">
          <h3>{t('tax.rules.unconfirmed')}</h3>
          <ul>
            {open.map((r) => (
              <li key={r.id}>
                {r.text} <span className="tax-note">{r.basis}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
