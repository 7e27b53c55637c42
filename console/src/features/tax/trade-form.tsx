// Adds a trade or corrects one: the fields the engine needs, São Paulo time, amounts as typed
// (1.234,56 or 1234.56). A failure keeps what was typed and shows the server's message per field.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { TaxTradeView } from '@piboost/backend/contract';
import { toast } from '../../components/ui/toast';
import { useI18n, type MessageKey } from '../../i18n';
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

const TOTAL_LABEL = {
  buy: 'tax.form.total.buy',
  sell: 'tax.form.total.sell',
  swap: 'tax.form.total.swap',
  transfer_in: 'tax.form.total.transferIn',
  transfer_out: 'tax.form.total.transferOut',
} as const satisfies Record<Values['kind'], MessageKey>;

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
  const { t } = useI18n();
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
  const select = (name: 'kind' | 'venue', label: string, labels: Record<string, MessageKey>) => (
    <Field name={name} label={label} error={errors[name]}>
      {(id, describedBy) => (
        <select id={id} name={name} value={values[name]} onChange={set(name)} aria-describedby={describedBy}>
          {Object.entries(labels).map(([value, key]) => (
            <option key={value} value={value}>
              {t(key)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <form className="tax-form" onSubmit={submit} noValidate aria-labelledby="tax-form-title">
      <h3 id="tax-form-title" ref={heading} tabIndex={-1}>
        {editing ? t('tax.form.correct') : t('tax.form.add')}
      </h3>
      <div className="tax-form__grid">
        {input('at', t('tax.form.at'), { type: 'datetime-local' })}
        {select('kind', t('tax.col.kind'), KIND_LABEL)}
        {input('asset', values.kind === 'swap' ? t('tax.form.assetGiven') : t('tax.form.asset'), { autoComplete: 'off' })}
        {input('quantity', t('tax.col.quantity'), { inputMode: 'decimal' })}
        {input('totalBrl', t(TOTAL_LABEL[values.kind]), { inputMode: 'decimal' })}
        {input('feeBrl', t('tax.form.fee'), { inputMode: 'decimal', placeholder: '0' })}
        {values.kind === 'swap' && input('receivedAsset', t('tax.form.receivedAsset'), { autoComplete: 'off' })}
        {values.kind === 'swap' && input('receivedQuantity', t('tax.form.receivedQuantity'), { inputMode: 'decimal' })}
        {select('venue', t('tax.form.venue'), VENUE_LABEL)}
      </div>
      <div className="tax-actions">
        <button type="submit" className="button" disabled={pending}>
          {pending ? t('tax.form.saving') : editing ? t('tax.form.saveCorrection') : t('tax.form.add')}
        </button>
        {editing && (
          <button type="button" className="button button--ghost" onClick={onDone}>
            {t('tax.form.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
