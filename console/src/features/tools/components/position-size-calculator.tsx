// "Tamanho da posição pelo risco": computed in the browser by the one shared rule
// (@piboost/events/position-size), the same function any server code would call.
import { useState, type FormEvent } from 'react';
import { positionSize, type PositionSize, type PositionSizeInput } from '@piboost/events/position-size';
import { SelectField, SubmitButton, TextField } from '../../../components/forms/fields';
import { useI18n, type MessageKey } from '../../../i18n';
import { formatBrl } from '../../market';
import { amountOf, formatUnits } from '../format';

type Form = Record<'capitalBrl' | 'riskPct' | 'entryBrl' | 'stopBrl', string> & { side: PositionSizeInput['side'] };

const SIDES = [
  { value: 'long', label: 'tools.position.sideLong' },
  { value: 'short', label: 'tools.position.sideShort' },
] as const satisfies readonly { value: PositionSizeInput['side']; label: MessageKey }[];

/**
 * The shared rule (@piboost/events/position-size) words its refusals in Portuguese: each is shown in
 * the person's language by its text; one this list does not know yet is shown as written.
 */
const ERROR_KEY: Readonly<Record<string, MessageKey>> = {
  'Informe o capital, maior que zero.': 'tools.position.error.capitalRequired',
  'O capital informado é grande demais.': 'tools.position.error.capitalTooLarge',
  'O risco por operação deve ser maior que 0% e no máximo 100% do capital.': 'tools.position.error.risk',
  'Informe o preço de entrada, maior que zero.': 'tools.position.error.entryRequired',
  'O preço de entrada é grande demais.': 'tools.position.error.entryTooLarge',
  'Informe o preço do stop, maior que zero.': 'tools.position.error.stopRequired',
  'O preço do stop é grande demais.': 'tools.position.error.stopTooLarge',
  'Numa posição comprada, o stop fica abaixo do preço de entrada (ele limita a perda se o preço cair).': 'tools.position.error.stopLong',
  'Numa posição vendida, o stop fica acima do preço de entrada (ele limita a perda se o preço subir).': 'tools.position.error.stopShort',
};

export function PositionSizeCalculator() {
  const { t } = useI18n();
  const [form, setForm] = useState<Form>({ capitalBrl: '', riskPct: '1', entryBrl: '', stopBrl: '', side: 'long' });
  const [errors, setErrors] = useState<Partial<Record<keyof PositionSizeInput, string>>>({});
  const [result, setResult] = useState<PositionSize | null>(null);
  const set = (field: keyof Form) => (value: string) => {
    setForm({ ...form, [field]: value });
    setErrors(({ [field]: _done, ...rest }) => rest);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const answer = positionSize({ capitalBrl: amountOf(form.capitalBrl), riskPct: amountOf(form.riskPct), entryBrl: amountOf(form.entryBrl), stopBrl: amountOf(form.stopBrl), side: form.side });
    if (answer.ok) {
      setErrors({});
      setResult(answer.result);
    } else {
      setErrors(Object.fromEntries(Object.entries(answer.errors).map(([field, message]) => [field, ERROR_KEY[message] ? t(ERROR_KEY[message]) : message])));
      setResult(null);
    }
  };

  return (
    <>
      <form className="form tools__form" onSubmit={submit} noValidate aria-label={t('tools.position.title')}>
        <div className="form__row">
          <TextField
            label={t('tools.position.capital')}
            name="capitalBrl"
            required
            inputMode="decimal"
            placeholder={t('tools.position.capitalPlaceholder')} value={form.capitalBrl} error={errors.capitalBrl} onChange={set('capitalBrl')} />
          <TextField
            label={t('tools.position.risk')}
            name="riskPct"
            required
            inputMode="decimal"
            value={form.riskPct}
            error={errors.riskPct}
            hint={t('tools.position.riskHint')}
            onChange={set('riskPct')}
          />
        </div>
        <SelectField label={t('tools.position.side')} name="side" required value={form.side} onChange={set('side')} options={SIDES.map((o) => ({ value: o.value, label: t(o.label) }))} />
        <div className="form__row">
          <TextField label={t('tools.position.entry')} name="entryBrl" required inputMode="decimal" value={form.entryBrl} error={errors.entryBrl} onChange={set('entryBrl')} />
          <TextField label={t('tools.position.stop')} name="stopBrl" required inputMode="decimal" value={form.stopBrl} error={errors.stopBrl} onChange={set('stopBrl')} />
        </div>
        <SubmitButton submitting={false} label={t('tools.position.submit')} busyLabel={t('tools.position.submitting')} />
      </form>
      {result && <PositionResult result={result} />}
    </>
  );
}

function PositionResult({ result: r }: { result: PositionSize }) {
  const { t, number } = useI18n();
  const pct = (n: number) => number(n / 100, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <section className="tools__result" aria-labelledby="position-result-title" aria-live="polite">
      <h3 id="position-result-title">{t('tools.position.resultTitle')}</h3>
      <dl className="tools__figures">
        <div>
          <dt>{t('tools.position.riskAmount')}</dt>
          <dd>{formatBrl(r.riskBrl)}</dd>
        </div>
        <div>
          <dt>{t('tools.position.size')}</dt>
          <dd>{formatBrl(r.positionBrl)}</dd>
        </div>
        <div>
          <dt>{t('tools.position.units')}</dt>
          <dd>{formatUnits(r.units)}</dd>
        </div>
        <div>
          <dt>{t('tools.position.stopDistance')}</dt>
          <dd>{pct(r.stopDistancePct)}</dd>
        </div>
      </dl>
      <p className="muted">{t('tools.position.summary', { risk: formatBrl(r.riskBrl), share: pct(r.capitalSharePct) })}</p>
      {r.capitalSharePct > 100 && (
        <p role="note" className="tools__warning">
          {t('tools.position.leverage')}
        </p>
      )}
    </section>
  );
}
