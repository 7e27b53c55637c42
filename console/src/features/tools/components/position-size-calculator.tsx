// "Tamanho da posição pelo risco": computed in the browser by the one shared rule
// (@piboost/events/position-size), the same function any server code would call.
import { useState, type FormEvent } from 'react';
import { positionSize, type PositionSize, type PositionSizeInput } from '@piboost/events/position-size';
import { SelectField, SubmitButton, TextField } from '../../../components/forms/fields';
import { formatBrl } from '../../market';
import { amountOf, formatUnits } from '../format';

type Form = Record<'capitalBrl' | 'riskPct' | 'entryBrl' | 'stopBrl', string> & { side: PositionSizeInput['side'] };

const SIDES = [
  { value: 'long', label: 'Comprada (compro e o stop fica abaixo)' },
  { value: 'short', label: 'Vendida (vendo e o stop fica acima)' },
] as const;

const pct = (n: number) => `${n.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;

export function PositionSizeCalculator() {
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
      setErrors(answer.errors);
      setResult(null);
    }
  };

  return (
    <>
      <form className="form tools__form" onSubmit={submit} noValidate aria-label="Tamanho da posição pelo risco">
        <div className="form__row">
          <TextField label="Capital (R$)" name="capitalBrl" required inputMode="decimal" placeholder="10.000,00" value={form.capitalBrl} error={errors.capitalBrl} onChange={set('capitalBrl')} />
          <TextField
            label="Risco por operação (% do capital)"
            name="riskPct"
            required
            inputMode="decimal"
            value={form.riskPct}
            error={errors.riskPct}
            hint="Quanto do capital você aceita perder se o stop for atingido; muita gente usa de 1% a 2%."
            onChange={set('riskPct')}
          />
        </div>
        <SelectField label="Tipo de posição" name="side" required value={form.side} onChange={set('side')} options={SIDES} />
        <div className="form__row">
          <TextField label="Preço de entrada (R$)" name="entryBrl" required inputMode="decimal" value={form.entryBrl} error={errors.entryBrl} onChange={set('entryBrl')} />
          <TextField label="Preço do stop (R$)" name="stopBrl" required inputMode="decimal" value={form.stopBrl} error={errors.stopBrl} onChange={set('stopBrl')} />
        </div>
        <SubmitButton submitting={false} label="Calcular posição" busyLabel="Calculando…" />
      </form>
      {result && <PositionResult result={result} />}
    </>
  );
}

function PositionResult({ result: r }: { result: PositionSize }) {
  return (
    <section className="tools__result" aria-labelledby="position-result-title" aria-live="polite">
      <h3 id="position-result-title">Resultado do cálculo</h3>
      <dl className="tools__figures">
        <div>
          <dt>Valor em risco</dt>
          <dd>{formatBrl(r.riskBrl)}</dd>
        </div>
        <div>
          <dt>Tamanho da posição</dt>
          <dd>{formatBrl(r.positionBrl)}</dd>
        </div>
        <div>
          <dt>Quantidade</dt>
          <dd>{formatUnits(r.units)}</dd>
        </div>
        <div>
          <dt>Distância até o stop</dt>
          <dd>{pct(r.stopDistancePct)}</dd>
        </div>
      </dl>
      <p className="muted">
        Se o preço chegar ao stop, a perda é de {formatBrl(r.riskBrl)} (sem contar taxas e deslizamento). A posição equivale a {pct(r.capitalSharePct)} do capital.
      </p>
      {r.capitalSharePct > 100 && (
        <p role="note" className="tools__warning">
          A posição passa do seu capital: exigiria alavancagem. Com um stop mais distante ou um risco menor, ela cabe no capital.
        </p>
      )}
    </section>
  );
}
