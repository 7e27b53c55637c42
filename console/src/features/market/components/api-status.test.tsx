import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProviderStatus } from '../api/types';
import { ApiStatus } from './api-status';

// Issue 21 item 9: the status says one true thing. On the local simulator no API is connected, so
// "API Conectada" beside "Simulação local" contradicted itself; a real provider is "API Conectada".

const status = (state: ProviderStatus['state'], simulated: boolean): ProviderStatus => ({ state, simulated, since: '2026-11-26T12:00:00Z', lastError: null, nextRetryAt: null, model: 'sonar-pro' });
const shown = (s: ProviderStatus) => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ApiStatus status={s} />
    </QueryClientProvider>,
  );
  return screen.getByRole('status').textContent;
};

describe('ApiStatus', () => {
  it('says "Simulação local" alone when the local simulator answers', () => {
    expect(shown(status('connected', true))).toBe('Simulação local');
  });

  it('says "API Conectada" for a real provider', () => {
    expect(shown(status('connected', false))).toBe('API Conectada');
  });

  it('keeps the state the simulator plays (a limit, an outage) and says it is simulated', () => {
    expect(shown(status('limit', true))).toBe('API Limite AtingidoSimulação local');
    expect(screen.queryByText('API Conectada')).toBeNull();
  });
});
