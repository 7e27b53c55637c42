import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { validationErrors } from '@piboost/events/validation';
import { ApiError } from '../../lib/api-client';
import { translate } from '../../i18n';

export type FormStatus = 'idle' | 'submitting';

type Errors = Record<string, string>;

interface ApiFormOptions<V extends Record<string, string>, R> {
  initial: V;
  /**
   * The server's own request schema (`@piboost/events/forms`): what it would refuse is never sent.
   * Loaded on the first submission: zod stays out of the bundle of every page with a footer form.
   */
  schema: () => Promise<z.ZodType>;
  /** Checks the schema cannot see (a chosen file); same shape as the server's field errors. */
  check?: (values: V) => Errors;
  submit: (values: V) => Promise<R>;
  onSuccess(result: R): void;
  onError(error: ApiError): void;
}

/** Moves focus to the first field, in the form's own order, that has a message. */
function focusFirstInvalid(form: HTMLFormElement, errors: Errors) {
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name]) return (element as HTMLElement).focus();
  }
}

/**
 * The form states of product-spec §4: idle -> submitting (button disabled) -> idle; the values are
 * cleared only on success, so a failure never loses what was typed. The values are checked in the
 * browser against the server's schema first, so a mistake costs none of the form's rate-limited
 * submissions; the server still checks everything, and its `errors` are shown the same way.
 */
export function useApiForm<V extends Record<string, string>, R>(options: ApiFormOptions<V, R>) {
  const { initial, schema, check, submit, onSuccess, onError } = options;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<FormStatus>('idle');

  const setField = (name: keyof V & string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    // The message was about the old value; keeping it while the person corrects would nag.
    setErrors(({ [name]: _done, ...rest }) => rest);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // React clears currentTarget once the handler returns, so it is read before any await.
    const form = event.currentTarget;
    if (status === 'submitting') return;
    setStatus('submitting');
    try {
      const found = { ...validationErrors(await schema(), values), ...check?.(values) };
      if (Object.keys(found).length) {
        setErrors(found);
        focusFirstInvalid(form, found);
        return;
      }
      const result = await submit(values);
      setValues(initial);
      setErrors({});
      onSuccess(result);
    } catch (err) {
      const error = err instanceof ApiError ? err : new ApiError(translate('ui.form.unknownError'), 0, 'UNKNOWN');
      setErrors(error.errors);
      onError(error);
      focusFirstInvalid(form, error.errors);
    } finally {
      setStatus('idle');
    }
  }

  return { values, setField, errors, status, onSubmit, setErrors };
}
