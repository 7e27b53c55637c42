// What the Segurança tab's cards share: their query keys, the call runner that shows the server's
// messages, and their forms' state.
import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { translate } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';

export const SECURITY_KEY = ['auth', 'security'] as const;
export const SESSIONS_KEY = ['auth', 'sessions'] as const;

/** Runs a call, showing the server's message; field errors go to `setErrors`. */
export async function attempt<T>(call: () => Promise<T>, setErrors: (e: Record<string, string>) => void): Promise<T | null> {
  try {
    setErrors({});
    return await call();
  } catch (err) {
    if (err instanceof ApiError && err.status !== 0) {
      setErrors(err.errors);
      toast('error', err.message);
    } else toast('error', translate('auth.security.networkError'));
    return null;
  }
}

/**
 * A card's form: its fields, named as the server names them (so its messages land on them), their
 * messages, and whether a call is under way (the submit button is disabled meanwhile).
 */
export function useSecurityForm<N extends string>(names: readonly N[]) {
  const empty = () => Object.fromEntries(names.map((n) => [n, ''])) as Record<N, string>;
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  /** What an input needs of its field: name, value, message and the setter. */
  const field = (name: N) => ({ name, value: values[name], error: errors[name], onChange: (value: string) => setValues((v) => ({ ...v, [name]: value })) });
  async function busyWhile<T>(call: () => Promise<T>): Promise<T> {
    setBusy(true);
    try {
      return await call();
    } finally {
      setBusy(false);
    }
  }
  return { values, errors, setErrors, busy, busyWhile, field, clear: () => setValues(empty()) };
}
