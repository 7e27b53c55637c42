import { usePageMeta } from '../../components/seo/page-meta';
import { useHealth } from '../../features/platform-status/api/get-health';
import { PlatformStatus } from '../../features/platform-status/components/platform-status';
import { useI18n, type MessageKey } from '../../i18n';

/** The health checks the console names; any other shows under the server's own name. */
const SERVICES: Record<string, MessageKey> = {
  eventStore: 'status.services.eventStore',
  database: 'status.services.database',
  queue: 'status.services.queue',
  projections: 'status.services.projections',
  readReplica: 'status.services.readReplica',
};

/** The read replica's lag (READ_DATABASE_URL), as its health check reports it. */
function replicaLag(details: Record<string, unknown> | undefined) {
  if (typeof details?.lagBytes !== 'number' || typeof details.lagSeconds !== 'number') return null;
  return { seconds: details.lagSeconds, bytes: details.lagBytes, paused: details.replayPaused === true ? 'yes' : 'no' };
}

/** Status da Plataforma (admins): the live health checks, and the back office's detailed page. */
export default function StatusRoute() {
  const { t, rich } = useI18n();
  usePageMeta(t('status.meta.title'), t('status.meta.description'));
  const health = useHealth();
  const checks = Object.entries(health.data?.checks ?? {});
  return (
    <section className="page">
      <h1>{t('status.page.title')}</h1>
      <PlatformStatus />
      {checks.length > 0 && (
        <ul className="stats" aria-label={t('status.page.services')}>
          {checks.map(([name, check]) => {
            const service = SERVICES[name];
            const lag = name === 'readReplica' ? replicaLag(check.details) : null;
            return (
              <li key={name} className="stat">
                <p className="stat__value">{check.ok ? t('status.page.ok') : t('status.page.failed')}</p>
                <p className="stat__label">{service ? t(service) : name}</p>
                {lag && <p className="stat__label">{t('status.page.replicaLag', lag)}</p>}
              </li>
            );
          })}
        </ul>
      )}
      <p>{rich('status.page.details', { link: (chunks) => <a href="/admin/#/status">{chunks}</a> })}</p>
    </section>
  );
}
