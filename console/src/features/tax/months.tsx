// The monthly result: one row per São Paulo month (sales, exempt or taxed, gain, tax, DARF), and
// for the chosen month why ("por que isento?"), the tax by slice, each sale at average cost, the
// warnings, DeCripto, the downloads and the DARF reminder. Every figure is the server's.
import { useState } from 'react';
import type { TaxMonth, TaxMonths } from '@piboost/backend/contract';
import { toast } from '../../components/ui/toast';
import { TableHead } from '../../components/ui/table-head';
import { EmptyState, QueryState } from '../gamification';
import { downloadMonth, useAskReminder, useCancelReminder, useMonths } from './api';
import { dateTime, day, money, qty } from './format';

const REMINDER_DAYS = 5;

function Downloads({ month, fullHelper }: { month: string; fullHelper: boolean }) {
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
        {busy === 'csv' ? 'Baixando...' : 'Baixar tabela (CSV)'}
      </button>
      {fullHelper ? (
        <button type="button" className="button button--ghost" disabled={busy !== null} onClick={() => get('pdf')}>
          {busy === 'pdf' ? 'Baixando...' : 'Baixar PDF'}
        </button>
      ) : (
        <span className="tax-note">PDF do mês: exclusivo dos planos Premium.</span>
      )}
    </div>
  );
}

function Reminder({ m }: { m: TaxMonth }) {
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
        <input type="checkbox" checked={on} disabled={ask.isPending || cancel.isPending} onChange={toggle} /> Quero um e-mail {on ? m.reminderDaysBefore : REMINDER_DAYS} dias antes do vencimento do DARF (
        {day(m.darf.dueDate)})
      </label>
    </div>
  );
}

function MonthDetail({ m, fullHelper }: { m: TaxMonth; fullHelper: boolean }) {
  return (
    <article className="tax-month" aria-labelledby={`tax-month-${m.month}`}>
      <h3 id={`tax-month-${m.month}`}>{m.label}</h3>
      <h4>{m.exempt ? 'Por que isento?' : 'Por que tributável?'}</h4>
      <p>{m.exemptionReason}</p>
      {m.darf && (
        <p className="tax-darf">
          DARF código {m.darf.code}: {money(m.darf.amountBrl)}, vencimento em {day(m.darf.dueDate)}.
        </p>
      )}
      {m.slices.length > 0 && (
        <ul aria-label="Imposto por faixa de ganho">
          {m.slices.map((s) => (
            <li key={s.label}>
              Faixa {s.label}: {s.ratePercent.replace('.', ',')}% sobre {money(s.baseBrl)} = {money(s.taxBrl)}
            </li>
          ))}
        </ul>
      )}
      {m.sales.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={`Vendas e trocas de ${m.label}`}>
          <table className="market-table tax-table">
            <caption className="visually-hidden">Vendas e trocas de {m.label}, a custo médio</caption>
            <TableHead columns={['Data', 'Operação', 'Valor', 'Custo médio', 'Custo', 'Ganho']} />
            <tbody>
              {m.sales.map((s) => (
                <tr key={s.tradeId}>
                  <td>{dateTime(s.at)}</td>
                  <th scope="row">
                    {s.kind === 'swap' ? 'Troca' : 'Venda'} de {qty(s.quantity)} {s.asset}
                    {s.receivedAsset && ` por ${qty(s.receivedQuantity ?? '0')} ${s.receivedAsset}`}
                    {s.regime === 'foreign' && ' (exterior)'}
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
      {Number(m.lossBrl) !== 0 && <p>Perdas no mês: {money(m.lossBrl)}. Neste regime, perdas não compensam ganhos.</p>}
      <h4>DeCripto</h4>
      <p>{m.decripto.explanation}</p>
      {(m.warnings.length > 0 || m.errors.length > 0) && (
        <div className="tax-warnings">
          <h4>Avisos</h4>
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
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = data.months.find((m) => m.month === chosen) ?? data.months.at(-1)!;
  return (
    <>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Resultado por mês">
        <table className="market-table tax-table">
          <caption className="visually-hidden">Resultado por mês</caption>
          <TableHead columns={['Mês', 'Vendas no mês', 'Situação', 'Ganho tributável', 'Imposto', 'Vencimento do DARF']} />
          <tbody>
            {data.months.map((m) => (
              <tr key={m.month} aria-current={m === shown ? 'true' : undefined}>
                <th scope="row">
                  <button type="button" className="link-button" aria-pressed={m === shown} onClick={() => setChosen(m.month)}>
                    {m.label}
                  </button>
                </th>
                <td>{money(m.salesBrl)}</td>
                <td>{m.exempt ? 'Isento' : 'Tributável'}</td>
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
  const months = useMonths();
  return (
    <section className="card tax-section" aria-labelledby="tax-months-title">
      <h2 id="tax-months-title">Resultado mês a mês</h2>
      <QueryState query={months} what="o resultado mensal">
        {(data) => (data.months.length === 0 ? <EmptyState>Lance ou importe operações para ver o resultado de cada mês.</EmptyState> : <MonthsTable data={data} />)}
      </QueryState>
    </section>
  );
}

/** The rule sheet's lines not settled in law: shown as warnings, never guessed. */
export function RulesSection() {
  const months = useMonths();
  if (!months.data) return null;
  const open = months.data.rules.filter((r) => r.status === 'unconfirmed');
  return (
    <section className="card tax-section" aria-labelledby="tax-rules-title">
      <h2 id="tax-rules-title">Regras usadas (versão {months.data.rulesId})</h2>
      <ul className="tax-rules">
        {months.data.rules
          .filter((r) => r.status === 'certain')
          .map((r) => (
            <li key={r.id}>
              {r.text} <span className="tax-note">Base legal: {r.basis}</span>
            </li>
          ))}
      </ul>
      {open.length > 0 && (
        <div className="tax-warnings">
          <h3>Pontos ainda não confirmados</h3>
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
