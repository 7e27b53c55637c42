// "Simulação de aporte mensal": the same amount bought every month at that month's first stored
// daily close, valued at the latest stored price - computed by the server on the market's stored
// history (GET /api/tools/dca), shown as a simulation with its price source.
import { useState, type FormEvent } from 'react';
import { SelectField, SubmitButton, TextField } from '../../../components/forms/fields';
import { TableHead } from '../../../components/ui/table-head';
import { ApiError } from '../../../lib/api-client';
import { formatBrl, formatDateTime, formatPct } from '../../market';
import { useDcaOptions, useDcaSimulation, type DcaForm, type DcaOptions, type DcaSimulation } from '../api';
import { dayLabel, formatUnits, monthLabel, monthsFrom } from '../format';

export function DcaSimulator() {
  const options = useDcaOptions();
  if (options.isPending) return <p className="muted">Carregando as criptomoedas…</p>;
  if (options.isError) return <p role="alert">Não foi possível carregar as opções da simulação. Recarregue a página.</p>;
  return <DcaFormAndResult options={options.data} />;
}

function DcaFormAndResult({ options }: { options: DcaOptions }) {
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
      <form className="form tools__form" onSubmit={submit} noValidate aria-label="Simulação de aporte mensal">
        <div className="form__row">
          <SelectField label="Criptomoeda" name="coinId" required value={form.coinId} error={errors.coinId} onChange={set('coinId')} options={options.coins.map((c) => ({ value: c.coinId, label: `${c.name} (${c.symbol})` }))} />
          <TextField
            label="Aporte mensal (R$)"
            name="amountBrl"
            required
            inputMode="decimal"
            placeholder="500,00"
            value={form.amountBrl}
            error={errors.amountBrl}
            hint={`Até ${formatBrl(options.maxAmountBrl)} por mês.`}
            onChange={set('amountBrl')}
          />
        </div>
        {coin && !coin.firstMonth ? (
          <p role="status">O histórico de preços de {coin.name} ainda não foi carregado. Tente de novo em alguns minutos.</p>
        ) : (
          <div className="form__row">
            <SelectField label="Mês de início" name="startMonth" required value={form.startMonth} error={errors.startMonth} onChange={set('startMonth')} options={months} />
            <SelectField
              label="Mês final"
              name="endMonth"
              value={form.endMonth}
              error={errors.endMonth}
              onChange={set('endMonth')}
              placeholder="Até o mês atual"
              options={months.filter((m) => m.value >= form.startMonth)}
            />
          </div>
        )}
        <SubmitButton submitting={simulation.isPending} label="Simular aportes" busyLabel="Simulando…" />
        {simulation.isError && !Object.keys(errors).length && <p role="alert">{simulation.error.message}</p>}
      </form>
      {simulation.data && <DcaResult result={simulation.data} />}
    </>
  );
}

/** "Simulação", with the source of the stored prices. */
function SourceNote({ source }: { source: DcaSimulation['source'] }) {
  return (
    <p className="tools__source">
      <span className="tools__badge">Simulação</span>{' '}
      {source.simulated ? (
        <>
          <strong>Simulação local</strong>: preços diários guardados do mercado simulado, sem provedor real.
        </>
      ) : (
        <>Preços diários guardados, fonte: {source.name}.</>
      )}
    </p>
  );
}

function DcaResult({ result: r }: { result: DcaSimulation }) {
  const sign = Math.sign(r.gainBrl);
  return (
    <section className="tools__result" aria-labelledby="dca-result-title" aria-live="polite">
      <h3 id="dca-result-title">
        Resultado: {formatBrl(r.amountBrl)} por mês em {r.coin.name}, de {monthLabel(r.startMonth)} a {monthLabel(r.endMonth)}
      </h3>
      <SourceNote source={r.source} />
      <dl className="tools__figures">
        <div>
          <dt>Total investido</dt>
          <dd>{formatBrl(r.investedBrl)}</dd>
        </div>
        <div>
          <dt>Quantidade acumulada</dt>
          <dd>
            {formatUnits(r.units)} {r.coin.symbol}
          </dd>
        </div>
        <div>
          <dt>Preço médio pago</dt>
          <dd>{r.averagePriceBrl === null ? '—' : formatBrl(r.averagePriceBrl)}</dd>
        </div>
        <div>
          <dt>Valor hoje</dt>
          <dd>{formatBrl(r.valueNowBrl)}</dd>
        </div>
        <div>
          <dt>Ganho ou perda</dt>
          <dd data-sign={sign}>
            {formatBrl(r.gainBrl)}
            {r.gainPct !== null && ` (${formatPct(r.gainPct)})`}
          </dd>
        </div>
      </dl>
      <p className="muted">
        Valor hoje pelo último preço guardado: {formatBrl(r.priceNow.priceBrl)} em {formatDateTime(r.priceNow.at)}.
      </p>
      {r.monthsWithoutPrice.length > 0 && <p>Sem preço guardado, sem compra: {r.monthsWithoutPrice.map(monthLabel).join(', ')}.</p>}
      {r.months.length > 0 && <MonthTable result={r} />}
    </section>
  );
}

function MonthTable({ result: r }: { result: DcaSimulation }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Compras mês a mês">
      <table className="market-table">
        <caption className="visually-hidden">Compras mês a mês</caption>
        <TableHead columns={['Mês', 'Data da compra', 'Preço', 'Comprado', 'Total investido', 'Quantidade acumulada', 'Valor na data']} />
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
