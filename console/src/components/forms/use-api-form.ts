import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client';

export type FormStatus = 'idle' | 'submitting';

/**
 * The form states of product-spec §4: idle -> submitting (button disabled) -> idle; the values are
 * cleared only on success, so a failure never loses what was typed. Field messages come from the
 * API's `errors` (DECISIONS 5: the server validates; the console shows what it says).
 */
export function useApiForm<V extends Record<string, string>, R>(
  initial: V,
  submit: (values: V) => Promise<R>,
  handlers: { onSuccess(result: R): void; onError(error: ApiError): void },
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<FormStatus>('idle');

  const setField = (name: keyof V & string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    // The message was about the old value; keeping it while the person corrects would nag.
    setErrors(({ [name]: _done, ...rest }) => rest);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    setStatus('submitting');
    try {
      const result = await submit(values);
      setValues(initial);
      setErrors({});
      handlers.onSuccess(result);
    } catch (err) {
      const error = err instanceof ApiError ? err : new ApiError('Erro desconhecido', 0, 'UNKNOWN');
      setErrors(error.errors);
      handlers.onError(error);
      // Take the person to the first field that needs attention.
      const first = Object.keys(error.errors)[0];
      if (first) (event.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus?.();
    } finally {
      setStatus('idle');
    }
  }

  return { values, setField, errors, status, onSubmit, setErrors };
}
