import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MessageKey } from '../i18n';
import type { PlatformHealth } from './usePlatformHealth';

type Shown = PlatformHealth['status'] | 'unavailable' | 'checking';

const look: Record<Shown, { label: MessageKey; color: 'success' | 'warning' | 'error' | 'default' }> = {
  checking: { label: 'platformStatus.health.checking', color: 'default' },
  ok: { label: 'platformStatus.health.ok', color: 'success' },
  degraded: { label: 'platformStatus.health.degraded', color: 'warning' },
  unavailable: { label: 'platformStatus.health.unavailable', color: 'error' },
};

/** `health` is undefined while the first check runs and null when the API could not be reached. */
export function HealthChip({ health }: { health: PlatformHealth | null | undefined }) {
  const translate = useTranslate();
  const shown: Shown = health === undefined ? 'checking' : health === null ? 'unavailable' : health.status;
  const { label, color } = look[shown];
  return <Chip label={translate(label)} color={color} role="status" />;
}
