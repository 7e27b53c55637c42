import { fetchUtils } from 'react-admin';
import { accessToken, refreshSession } from './auth/session';
import { adminLocale } from './i18n';

/**
 * Every back-office request goes through here: it carries the operator's bearer token and, when the
 * token expired while the tab slept, refreshes the session once and retries. react-admin reads the
 * API's error envelope from the rejection: `message` for the notification, `body.errors` for fields,
 * both in the language the back office speaks (the server reads it from Accept-Language).
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}, retried = false): Promise<{ status: number; headers: Headers; body: string; json: unknown }> {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  if (!accessToken()) await refreshSession();
  const token = accessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  headers.set('Accept-Language', adminLocale());
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    if (!retried && (error as { status?: number }).status === 401 && (await refreshSession())) return httpClient(url, options, true);
    throw error;
  }
}
