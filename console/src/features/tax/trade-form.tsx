// Adds a trade or corrects one: the fields the engine needs, São Paulo time, amounts as typed
// (1.234,56 or 1234.56). A failure keeps what was typed and shows the server's message per field.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { TaxTradeView } from '@piboost/backend/contract';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { useAddTrade, useCorrectTrade } from './api';
import { KIND_LABEL, VENUE_LABEL, localInput } from './format';

type Values = { at: string; kind: keyof typeof KIND_LABEL; asset: string; quantity: string; totalBrl: string; feeBrl: string; receivedAsset: string; receivedQuantity: string; venue: keyof typeof VENUE_LABEL };
const EMPTY: Values = { at: '', kind: 'buy', asset: '', quantity: '', totalBrl: '', feeBrl: '', receivedAsset: '', receivedQuantity: '', venue: 'br_exchange' };

const valuesOf = (t: TaxTradeView): Values => ({
  at: localInput(t.at),
  kind: t.kind,
  asset: t.asset,
  quantity: t.quantity,
  totalBrl: t.totalBrl,
  feeBrl: t.feeBrl,
  receivedAsset: t.receivedAsset ?? '',
  receivedQuantity: t.receivedQuantity ?? '',
  venue: t.venue,
});

const TOTAL_LABEL: Record<Values['kind'], string> = {
  buy: 'Valor pago (R$, sem a taxa)',
  sell: 'Valor recebido (R$, sem a taxa)',
  swap: 'Valor de mercado do que recebeu (R$)',
  transfer_in: 'Custo de aquisição ou valor de mercado (R$)',
  transfer_out: 'Valor de mercado (R$)',
};

function Field({ name, label, error, children }: { name: string; label: string; error?: string; children: (id: string, describedBy: string | undefined) => ReactNode }) {
  const id = `${useId()}-${name}`;
  return (
    <div className="field" data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id}>{label}</label>
      {children(id, error ? `${id}-error` : undefined)}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

export function TradeForm({ editing, onDone }: { editing: TaxTradeView | null; onDone(): void }) {
  const add = useAddTrade();
  const correct = useCorrectTrade();
  const [values, setValues] = useState<Values>(editing ? valuesOf(editing) : EMPTY);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is keyed by the trade it edits (trades.tsx): a new one mounts it afresh, focused on its heading.
  useEffect(() => {
    if (editing) heading.current?.focus();
  }, [editing]);
  const pending = add.isPending || correct.isPending;
  const failure = add.error ?? correct.error;
  const errors = failure instanceof ApiError ? failure.errors : {};
  const set = (name: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const swap = values.kind === 'swap';
    const trade = { ...values, receivedAsset: swap ? values.receivedAsset : null, receivedQuantity: swap ? values.receivedQuantity : null };
    const done = {
      onSuccess: (r: { message: string }) => {
        toast('success', r.message);
        setValues(EMPTY);
        onDone();
      },
      onError: (err: Error) => toast('error', err.message),
    };
    if (editing) correct.mutate({ tradeId: editing.tradeId, trade }, done);
    else add.mutate(trade, done);
  };

  const input = (name: keyof Values, label: string, props: Record<string, string> = {}) => (
    <Field name={name} label={label} error={errors[name]}>
      {(id, describedBy) => <input id={id} name={name} value={values[name]} onChange={set(name)} aria-invalid={errors[name] ? true : undefined} aria-describedby={describedBy} {...props} />}
    </Field>
  );
  const select = (name: 'kind' | 'venue', label: string, labels: Record<string, string>) => (
    <Field name={name} label={label} error={errors[name]}>
      {(id, describedBy) => (
        <select id={id} name={name} value={values[name]} onChange={set(name)} aria-describedby={describedBy}>
          {Object.entries(labels).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <form className="tax-form" onSubmit={submit} noValidate aria-labelledby="tax-form-title">
      <h3 id="tax-form-title" ref={heading} tabIndex={-1}>
        {editing ? 'Corrigir operação' : 'Lançar operação'}
      </h3>
      <div className="tax-form__grid">
        {input('at', 'Data e hora (horário de Brasília)', { type: 'datetime-local' })}
        {select('kind', 'Tipo', KIND_LABEL)}
        {input('asset', values.kind === 'swap' ? 'Ativo entregue (ex.: BTC)' : 'Ativo (ex.: BTC)', { autoComplete: 'off' })}
        {input('quantity', 'Quantidade', { inputMode: 'decimal' })}
        {input('totalBrl', TOTAL_LABEL[values.kind], { inputMode: 'decimal' })}
        {input('feeBrl', 'Taxa (R$)', { inputMode: 'decimal', placeholder: '0' })}
        {values.kind === 'swap' && input('receivedAsset', 'Ativo recebido (ex.: USDT)', { autoComplete: 'off' })}
        {values.kind === 'swap' && input('receivedQuantity', 'Quantidade recebida', { inputMode: 'decimal' })}
        {select('venue', 'Onde foi feita', VENUE_LABEL)}
      </div>
      <div className="tax-actions">
        <button type="submit" className="button" disabled={pending}>
          {pending ? 'Salvando...' : editing ? 'Salvar correção' : 'Lançar operação'}
        </button>
        {editing && (
          <button type="button" className="button button--ghost" onClick={onDone}>
            Cancelar
          </button>
        )}
      </div>
    </form>
  );
}
