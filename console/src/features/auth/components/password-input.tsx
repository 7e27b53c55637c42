import { useId, useState } from 'react';
import { useI18n } from '../../../i18n';

/** A password field with the show/hide toggle of the login and register forms. */
export function PasswordInput(props: { label: string; name: string; value: string; error?: string; autoComplete: string; onChange(value: string): void }) {
  const { t } = useI18n();
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="field" data-invalid={props.error ? 'true' : undefined}>
      <label htmlFor={id}>{props.label}</label>
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <input
          id={id}
          name={props.name}
          type={shown ? 'text' : 'password'}
          autoComplete={props.autoComplete}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
          style={{ flex: 1 }}
        />
        <button type="button" className="link-button" onClick={() => setShown((s) => !s)} aria-pressed={shown}>
          {shown ? t('auth.password.hide') : t('auth.password.show')}
        </button>
      </div>
      {props.error && (
        <p className="field__error" id={`${id}-error`}>
          {props.error}
        </p>
      )}
    </div>
  );
}
