import { useId, type ReactNode } from 'react';
import { useI18n } from '../../i18n';

interface FieldProps {
  label: string;
  name: string;
  value: string;
  error?: string;
  required?: boolean;
  hint?: string;
  /** Read mode of an editable page (the profile): shown, not changeable. */
  disabled?: boolean;
  onChange(value: string): void;
}

function Wrapper({ id, label, required, error, hint, children }: { id: string; label: string; required?: boolean; error?: string; hint?: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="field" data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : <span className="field__optional"> {t('ui.field.optional')}</span>}
      </label>
      {children}
      {hint && !error && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: string) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined);

export function TextField(props: FieldProps & { type?: 'text' | 'email' | 'tel'; autoComplete?: string; inputMode?: 'numeric' | 'decimal' | 'tel' | 'text'; placeholder?: string; readOnly?: boolean }) {
  const id = useId();
  return (
    <Wrapper id={id} {...props}>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        placeholder={props.placeholder}
        disabled={props.disabled}
        readOnly={props.readOnly}
        aria-required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error, props.hint)}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </Wrapper>
  );
}

export function TextArea(props: FieldProps & { rows?: number }) {
  const id = useId();
  return (
    <Wrapper id={id} {...props}>
      <textarea
        id={id}
        name={props.name}
        rows={props.rows ?? 5}
        value={props.value}
        aria-required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error, props.hint)}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </Wrapper>
  );
}

/** `lang` on an option: its label is a name in that language whatever the page's (the Brazilian states). */
export function SelectField(props: FieldProps & { options: readonly { value: string; label: string; lang?: string }[]; placeholder?: string }) {
  const id = useId();
  return (
    <Wrapper id={id} {...props}>
      <select
        id={id}
        name={props.name}
        value={props.value}
        disabled={props.disabled}
        aria-required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error, props.hint)}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.options.map((o) => (
          <option key={o.value} value={o.value} lang={o.lang}>
            {o.label}
          </option>
        ))}
      </select>
    </Wrapper>
  );
}

export function SubmitButton({ submitting, label, busyLabel }: { submitting: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="button" disabled={submitting} aria-busy={submitting}>
      {submitting ? busyLabel : label}
    </button>
  );
}
