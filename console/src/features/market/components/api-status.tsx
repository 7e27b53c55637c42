// The API status indicator (product-spec §2 blog, §4): connected, testing, limit, disconnected,
// with Reconectar when disconnected. The state is the server's; Reconectar queues a test there.
import { toast } from '../../../components/ui/toast';
import { useI18n, type MessageKey } from '../../../i18n';
import { useReconnect } from '../api/market';
import type { ProviderStatus } from '../api/types';

const LABEL = {
  connected: 'market.status.connected',
  testing: 'market.status.testing',
  limit: 'market.status.limit',
  disconnected: 'market.status.disconnected',
} as const satisfies Record<ProviderStatus['state'], MessageKey>;

export function ApiStatus({ status, reconnectPath, onReconnected }: { status: ProviderStatus; reconnectPath?: string; onReconnected?: () => void }) {
  const { t } = useI18n();
  const reconnect = useReconnect(reconnectPath);
  return (
    <div className="api-status" data-state={status.state} role="status">
      <span className="api-status__dot" aria-hidden="true" />
      {/* Connected to the local simulator, no API is connected: that is the one state to say. */}
      <span>{status.simulated && status.state === 'connected' ? t('market.simulated') : t(LABEL[status.state])}</span>
      {status.simulated && status.state !== 'connected' && <span className="api-status__sim">{t('market.simulated')}</span>}
      {status.state === 'disconnected' && (
        <button
          type="button"
          className="button button--ghost"
          disabled={reconnect.isPending}
          onClick={() =>
            reconnect.mutate(undefined, {
              onSuccess: (r) => {
                toast('info', r.message);
                onReconnected?.();
              },
              onError: (e) => toast('error', e.message),
            })
          }
        >
          {t('market.status.reconnect')}
        </button>
      )}
    </div>
  );
}
