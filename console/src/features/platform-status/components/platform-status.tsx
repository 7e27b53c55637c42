import { useI18n, type MessageKey } from '../../../i18n';
import { ApiError, INVALID_RESPONSE, NETWORK_ERROR } from '../../../lib/api-client';
import { useHealth } from '../api/get-health';

type Shown = 'checking' | 'operational' | 'degraded' | 'unavailable';

const label = {
  checking: 'status.platform.checking',
  operational: 'status.platform.operational',
  degraded: 'status.platform.degraded',
  unavailable: 'status.platform.unavailable',
} as const satisfies Record<Shown, MessageKey>;

function shown(query: ReturnType<typeof useHealth>): Shown {
  if (query.isError) {
    // The API answering in JSON (503 when a dependency is down) means it is up but impaired;
    // no answer, or an answer that is not the API's, means it cannot be reached.
    const { error } = query;
    const apiAnswered = error instanceof ApiError && error.code !== NETWORK_ERROR && error.code !== INVALID_RESPONSE;
    return apiAnswered ? 'degraded' : 'unavailable';
  }
  if (query.data) return query.data.status === 'ok' ? 'operational' : 'degraded';
  return 'checking';
}

export function PlatformStatus() {
  const { t } = useI18n();
  const state = shown(useHealth());
  return (
    <p className="platform-status" data-state={state} role="status">
      <span className="platform-status__dot" aria-hidden="true" />
      {t(label[state])}
    </p>
  );
}
