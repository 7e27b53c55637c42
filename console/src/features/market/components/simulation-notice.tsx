import { useI18n } from '../../../i18n';

/** DECISIONS 20: whatever the local simulators produced says so, and how to connect real providers. */
export function SimulationNotice({ market, ai }: { market: boolean; ai: boolean }) {
  const { rich } = useI18n();
  if (!market && !ai) return null;
  const strong = (chunks: React.ReactNode[]) => <strong>{chunks}</strong>;
  return (
    <p className="simulation-notice" role="note">
      {market && ai
        ? rich('market.simulation.both', { strong })
        : market
          ? rich('market.simulation.market', { strong })
          : rich('market.simulation.ai', { strong })}
    </p>
  );
}
