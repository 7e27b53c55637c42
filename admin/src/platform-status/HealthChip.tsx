import { Chip } from '@mui/material';
import type { PlatformHealth } from './usePlatformHealth';

type Shown = PlatformHealth['status'] | 'unavailable' | 'checking';

const look: Record<Shown, { label: string; color: 'success' | 'warning' | 'error' | 'default' }> = {
  checking: { label: 'Verificando…', color: 'default' },
  ok: { label: 'Plataforma operacional', color: 'success' },
  degraded: { label: 'Plataforma com instabilidade', color: 'warning' },
  unavailable: { label: 'API indisponível', color: 'error' },
};

/** `health` is undefined while the first check runs and null when the API could not be reached. */
export function HealthChip({ health }: { health: PlatformHealth | null | undefined }) {
  const shown: Shown = health === undefined ? 'checking' : health === null ? 'unavailable' : health.status;
  const { label, color } = look[shown];
  return <Chip label={label} color={color} role="status" />;
}
