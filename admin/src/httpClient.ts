import { fetchUtils } from 'react-admin';

/**
 * Every back-office request goes through here, so this is the one place that will attach the
 * operator's bearer token once the back office has an authProvider. react-admin reads the API's
 * error envelope from the rejection: `message` for the notification, `body.errors` for form fields.
 */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  return fetchUtils.fetchJson(url, options);
}
