import { usePageMeta } from '../../components/seo/page-meta';
import { useHealth } from '../../features/platform-status/api/get-health';
import { PlatformStatus } from '../../features/platform-status/components/platform-status';

const SERVICES: Record<string, string> = {
  eventStore: 'Event store',
  database: 'Banco de dados',
  queue: 'Fila de jobs',
  projections: 'Projeções (read models)',
};

/** Status da Plataforma (admins): the live health checks, and the back office's detailed page. */
export default function StatusRoute() {
  usePageMeta('Status da Plataforma', 'Saúde dos serviços do π Boost.');
  const health = useHealth();
  const checks = Object.entries(health.data?.checks ?? {});
  return (
    <section className="page">
      <h1>Status da Plataforma</h1>
      <PlatformStatus />
      {checks.length > 0 && (
        <ul className="stats" aria-label="Serviços">
          {checks.map(([name, check]) => (
            <li key={name} className="stat">
              <p className="stat__value">{check.ok ? 'OK' : 'Falha'}</p>
              <p className="stat__label">{SERVICES[name] ?? name}</p>
            </li>
          ))}
        </ul>
      )}
      <p>
        Filas, jobs com falha, projeções e reconstruções:{' '}
        <a href="/admin/#/status">abrir o status detalhado no back office</a>.
      </p>
    </section>
  );
}
