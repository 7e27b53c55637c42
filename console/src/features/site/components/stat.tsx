import { usePublicStats, type PublicStats } from '../api/get-public-stats';

const number = new Intl.NumberFormat('pt-BR');

/** A live figure, or an honest placeholder while it loads or when it cannot be read. */
export function LiveStat({ pick, label }: { pick: keyof Omit<PublicStats, 'asOf'>; label: string }) {
  const stats = usePublicStats();
  const value = stats.data ? number.format(stats.data[pick]) : stats.isError ? '—' : '…';
  return (
    <div className="stat">
      <p className="stat__value">{value}</p>
      <p className="stat__label">{label}</p>
    </div>
  );
}

export function Stat({ value, label }: { value: string; label: string }) {
  return (
    <div className="stat">
      <p className="stat__value">{value}</p>
      <p className="stat__label">{label}</p>
    </div>
  );
}

export function StatsNote() {
  const stats = usePublicStats();
  if (!stats.data) return null;
  const asOf = new Date(stats.data.asOf).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });
  return <p className="stats-note">Números contados na base da plataforma em {asOf} (horário de Brasília).</p>;
}
