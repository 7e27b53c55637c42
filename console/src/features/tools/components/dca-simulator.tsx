// "Simulação de aporte mensal": the same amount bought every month at that month's first stored
// daily close, valued at the latest stored price - computed by the server on the market's stored
// history (GET /api/tools/dca), shown as a simulation with its price source.
import { useState, type FormEvent } from 'react';
import { SelectField, SubmitButton, TextField } from '../../../components/forms/fields';
import { TableHead } from '../../../components/ui/table-head';
import { useI18n } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { formatBrl, formatDateTime, formatPct } from '../../market';
import { useDcaOptions, useDcaSimulation, type DcaForm, type DcaOptions, type DcaSimulation } from '../api';
import { dayLabel, formatUnits, monthLabel, monthsFrom } from '../format';

export function DcaSimulator() {
  const { t } = useI18n();
  const options = useDcaOptions();
  if (options.isPending) return <p className="muted">{t('tools.dca.loading')}</p>;
  if (options.isError) return <p role="alert">{t('tools.dca.optionsFailed')}</p>;
  return <DcaFormAndResult options={options.data} />;
}

function DcaFormAndResult({ options }: { options: DcaOptions }) {
  const { t } = useI18n();
  const first = options.coins.find((c) => c.firstMonth) ?? options.coins[0];
  const [form, setForm] = useState<DcaForm>({ coinId: first?.coinId ?? '', amountBrl: '', startMonth: first?.firstMonth ?? options.currentMonth, endMonth: '' });
  const simulation = useDcaSimulation();
  const errors = simulation.error instanceof ApiError ? simulation.error.errors : {};
  const coin = options.coins.find((c) => c.coinId === form.coinId);
  const months = coin?.firstMonth ? monthsFrom(coin.firstMonth, options.currentMonth).map((m) => ({ value: m, label: monthLabel(m) })) : [];

  const set = (field: keyof DcaForm) => (value: string) => {
    const next = { ...form, [field]: value };
    // Another coin may have a shorter history: the start moves to its first month.
    const picked = options.coins.find((c) => c.coinId === next.coinId);
    if (field === 'coinId' && picked?.firstMonth && next.startMonth < picked.firstMonth) next.startMonth = picked.firstMonth;
    setForm(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    simulation.mutate(form);
  };

  return (
    <>
      <form className="form tools__form" onSubmit={submit} noValidate aria-label={t('tools.dca.title')}>
        <div className="form__row">
          <SelectField
            label={t('tools.dca.coin')}
            name="coinId"
            required
            value={form.coinId}
            error={errors.coinId}
            onChange={set('coinId')}
            options={options.coins.map((c) => ({ value: c.coinId, label: t('tools.dca.coinOption', { name: c.name, symbol: c.symbol }) }))}
          />
          <TextField
            label={t('tools.dca.amount')}
            name="amountBrl"
            required
            inputMode="decimal"
            placeholder={t('tools.dca.amountPlaceholder')}
            value={form.amountBrl}
            error={errors.amountBrl}
            hint={t('tools.dca.amountHint', { max: formatBrl(options.maxAmountBrl) })}
            onChange={set('amountBrl')}
          />
        </div>
        {coin && !coin.firstMonth ? (
          <p role="status">{t('tools.dca.noHistory', { coin: coin.name })}</p>
        ) : (
          <div className="form__row">
            <SelectField label={t('tools.dca.startMonth')} name="startMonth" required value={form.startMonth} error={errors.startMonth} onChange={set('startMonth')} options={months} />
            <SelectField
              label={t('tools.dca.endMonth')}
              name="endMonth"
              value={form.endMonth}
              error={errors.endMonth}
              onChange={set('endMonth')}
              placeholder={t('tools.dca.endMonthPlaceholder')}
              options={months.filter((m) => m.value >= form.startMonth)}
            />
          </div>
        )}
        <SubmitButton submitting={simulation.isPending} label={t('tools.dca.submit')} busyLabel={t('tools.dca.submitting')} />
        {simulation.isError && !Object.keys(errors).length && <p role="alert">{simulation.error.message}</p>}
      </form>
      {simulation.data && <DcaResult result={simulation.data} />}
    </>
  );
}

/** "Simulação", with the source of the stored prices. */
function SourceNote({ source }: { source: DcaSimulation['source'] }) {
  const { t, rich } = useI18n();
  return (
    <p className="tools__source">
      <span className="tools__badge">{t('tools.dca.badge')}</span>{' '}
      {source.simulated ? rich('tools.dca.sourceSimulated', { strong: (chunks) => <strong>{chunks}</strong> }) : t('tools.dca.sourceReal', { source: source.name })}
    </p>
  );
}

function DcaResult({ result: r }: { result: DcaSimulation }) {
  const { t } = useI18n();
  const sign = Math.sign(r.gainBrl);
  return (
    <section className="tools__result" aria-labelledby="dca-result-title" aria-live="polite">
      <h3 id="dca-result-title">
        {t('tools.dca.resultTitle', { amount: formatBrl(r.amountBrl), coin: r.coin.name, start: monthLabel(r.startMonth), end: monthLabel(r.endMonth) })}
      </h3>
      <SourceNote source={r.source} />
      <dl className="tools__figures">
        <div>
          <dt>{t('tools.dca.invested')}</dt>
          <dd>{formatBrl(r.investedBrl)}</dd>
        </div>
        <div>
          <dt>{t('tools.dca.units')}</dt>
          <dd>
            {formatUnits(r.units)} {r.coin.symbol}
          </dd>
        </div>
        <div>
          <dt>{t('tools.dca.averagePrice')}</dt>
          <dd>{r.averagePriceBrl === null ? '—' : formatBrl(r.averagePriceBrl)}</dd>
        </div>
        <div>
          <dt>{t('tools.dca.valueNow')}</dt>
          <dd>{formatBrl(r.valueNowBrl)}</dd>
        </div>
        <div>
          <dt>{t('tools.dca.gain')}</dt>
          <dd data-sign={sign}>
            {formatBrl(r.gainBrl)}
            {r.gainPct !== null && ` (${formatPct(r.gainPct)})`}
          </dd>
        </div>
      </dl>
      <p className="muted">{t('tools.dca.priceNow', { price: formatBrl(r.priceNow.priceBrl), at: formatDateTime(r.priceNow.at) })}</p>
      {r.monthsWithoutPrice.length > 0 && <p>{t('tools.dca.monthsWithoutPrice', { months: r.monthsWithoutPrice.map(monthLabel).join(', ') })}</p>}
      {r.months.length > 0 && <MonthTable result={r} />}
    </section>
  );
}

function MonthTable({ result: r }: { result: DcaSimulation }) {
  const { t } = useI18n();
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={t('tools.dca.table')}>
      <table className="market-table">
        <caption className="visually-hidden">{t('tools.dca.table')}</caption>
        <TableHead
          columns={[
            t('tools.dca.column.month'),
            t('tools.dca.column.day'),
            t('tools.dca.column.price'),
            t('tools.dca.column.bought'),
            t('tools.dca.invested'),
            t('tools.dca.units'),
            t('tools.dca.column.valueThen'),
          ]}
        />
        <tbody>
          {r.months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthLabel(m.month)}</th>
              <td>{dayLabel(m.day)}</td>
              <td>{formatBrl(m.priceBrl)}</td>
              <td>
                {formatUnits(m.units)} {r.coin.symbol}
              </td>
              <td>{formatBrl(m.investedBrl)}</td>
              <td>{formatUnits(m.totalUnits)}</td>
              <td>{formatBrl(m.valueBrl)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
